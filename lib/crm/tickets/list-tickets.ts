import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { tickets } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { assigneeCondition, searchCondition } from "../filters";
import { presentTicket, selectTickets } from "./present";
import type { listTicketsQuery } from "./schemas";

/** Open work first (soonest SLA due), then the rest newest first; the board asks one status per column. */
export async function listTickets({ ctx, query }: { ctx: Ctx; query: z.output<typeof listTicketsQuery> }) {
  const db = dbOf(ctx);
  const t = tickets;
  const doneAt = sql`coalesce(${t.resolvedAt}, ${t.closedAt})`;
  const breached = or(and(isNull(t.resolvedAt), isNull(t.closedAt), lt(t.slaDueAt, sql`now()`)), sql`${doneAt} > ${t.slaDueAt}`);
  const where = inCompany(
    t,
    ctx,
    query.status?.length ? inArray(t.status, query.status) : undefined,
    query.priority?.length ? inArray(t.priority, query.priority) : undefined,
    assigneeCondition(ctx, t.assigneeId, query.assigneeId),
    query.contactId ? eq(t.contactId, query.contactId) : undefined,
    query.conversationId ? eq(t.conversationId, query.conversationId) : undefined,
    query.breached === undefined ? undefined : query.breached ? breached : sql`not (${breached})`,
    searchCondition(query.search, t.subject, t.description),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(sql`case when ${t.status} in ('OPEN', 'PENDING') then 0 else 1 end`, sql`case when ${t.status} in ('OPEN', 'PENDING') then ${t.slaDueAt} end asc`, desc(t.createdAt), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return { data: rows.map(presentTicket), pagination: { offset: query.offset, limit: query.limit, total } };
}
