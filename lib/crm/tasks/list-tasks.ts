import "server-only";
import { asc, count, desc, eq, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { tasks } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { assigneeCondition, searchCondition } from "../filters";
import { presentTask, selectTasks } from "./present";
import type { listTasksQuery } from "./schemas";

/** OPEN first by due time (undated last), then COMPLETED most recent first. */
export async function listTasks({ ctx, query }: { ctx: Ctx; query: z.output<typeof listTasksQuery> }) {
  const db = dbOf(ctx);
  const k = tasks;
  const where = inCompany(
    k,
    ctx,
    query.status ? eq(k.status, query.status) : undefined,
    assigneeCondition(ctx, k.assigneeId, query.assigneeId),
    query.contactId ? eq(k.contactId, query.contactId) : undefined,
    query.conversationId ? eq(k.conversationId, query.conversationId) : undefined,
    query.ticketId ? eq(k.ticketId, query.ticketId) : undefined,
    query.leadId ? eq(k.leadId, query.leadId) : undefined,
    query.dueBefore ? lt(k.dueAt, query.dueBefore) : undefined,
    searchCondition(query.search, k.title, k.description),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(sql`case when ${k.status} = 'OPEN' then 0 else 1 end`, sql`case when ${k.status} = 'OPEN' then ${k.dueAt} end asc nulls last`, desc(k.completedAt), desc(k.createdAt), asc(k.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(k).where(where),
  ]);
  return { data: rows.map((r) => presentTask(r)), pagination: { offset: query.offset, limit: query.limit, total } };
}
