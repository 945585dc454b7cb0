import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { scheduledMessageSends } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { getScheduledRowOrThrow } from "./get-scheduled-message";
import { presentSend } from "./present";
import type { sendsQuery } from "./schemas";

/** GET /scheduled-messages/{id}/sends: each occurrence's outcome, newest first (a recurring message's history). */
export async function listScheduledSends({ ctx, id, query }: { ctx: Ctx; id: string; query: z.output<typeof sendsQuery> }) {
  await getScheduledRowOrThrow({ ctx, id });
  const s = scheduledMessageSends;
  const where = inCompany(s, ctx, eq(s.scheduledMessageId, id));
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([db.select().from(s).where(where).orderBy(desc(s.occurrenceAt)).limit(query.limit).offset(query.offset), db.select({ total: count() }).from(s).where(where)]);
  return { data: rows.map(presentSend), pagination: { offset: query.offset, limit: query.limit, total } };
}
