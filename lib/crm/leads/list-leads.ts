import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { leads } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { assigneeCondition, searchCondition } from "../filters";
import { presentLead, selectLeads } from "./present";
import { OPEN_LEAD_STAGES, type listLeadsQuery } from "./schemas";

const BY_STATUS = { open: [...OPEN_LEAD_STAGES], won: ["WON"], lost: ["LOST"], closed: ["WON", "LOST"] } as const;

/** Newest first. */
export async function listLeads({ ctx, query }: { ctx: Ctx; query: z.output<typeof listLeadsQuery> }) {
  const db = dbOf(ctx);
  const l = leads;
  const where = inCompany(
    l,
    ctx,
    query.stage?.length ? inArray(l.stage, query.stage) : undefined,
    query.status ? inArray(l.stage, [...BY_STATUS[query.status]]) : undefined,
    assigneeCondition(ctx, l.assigneeId, query.assigneeId),
    query.contactId ? eq(l.contactId, query.contactId) : undefined,
    query.conversationId ? eq(l.conversationId, query.conversationId) : undefined,
    query.source ? eq(l.source, query.source) : undefined,
    searchCondition(query.search, l.title),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectLeads(db).where(where).orderBy(desc(l.createdAt), asc(l.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(l).where(where),
  ]);
  return { data: rows.map(presentLead), pagination: { offset: query.offset, limit: query.limit, total } };
}
