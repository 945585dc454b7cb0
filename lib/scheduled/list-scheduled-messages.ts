import "server-only";
import { and, asc, count, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { contacts, scheduledMessages } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { presentScheduled } from "./present";
import type { listScheduledQuery } from "./schemas";

/**
 * Soonest occurrence first, then the finished ones. With a range (the calendar): messages whose
 * occurrence falls in it, and every active recurring one whose pending occurrence is before its
 * end (they recur into it).
 */
export async function listScheduledMessages({ ctx, query }: { ctx: Ctx; query: z.output<typeof listScheduledQuery> }) {
  const db = dbOf(ctx);
  const m = scheduledMessages;
  const range = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const inRange = range
    ? or(and(gte(m.occurrenceAt, range.from), lt(m.occurrenceAt, range.to)), and(sql`${m.recurrence} <> 'NONE'`, sql`${m.status} in ('PENDING', 'SENDING')`, lt(m.occurrenceAt, range.to)))
    : and(query.from ? gte(m.occurrenceAt, query.from) : undefined, query.to ? lt(m.occurrenceAt, query.to) : undefined);
  const where = inCompany(m, ctx, query.status ? eq(m.status, query.status) : undefined, query.channel ? eq(m.channel, query.channel) : undefined, query.contactId ? eq(m.contactId, query.contactId) : undefined, inRange);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ m, contactName: contacts.name })
      .from(m)
      .leftJoin(contacts, eq(contacts.id, m.contactId))
      .where(where)
      .orderBy(sql`case when ${m.status} in ('PENDING', 'SENDING') then 0 else 1 end`, asc(m.occurrenceAt), desc(m.createdAt), asc(m.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(m).where(where),
  ]);
  const data = rows.map((r) => presentScheduled(r, range)).filter((p) => !range || p.occurrencesInRange!.length > 0);
  return { data, pagination: { offset: query.offset, limit: query.limit, total } };
}
