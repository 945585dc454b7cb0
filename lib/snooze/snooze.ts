import "server-only";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { conversations } from "@/db/schema";
import { systemCtx, withSavepoint, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { enqueue } from "@/lib/jobs/enqueue";
import { MAX_SNOOZE_MS, type SnoozeInput } from "./schemas";

export const WAKE_SNOOZED_TASK = "snooze:wake";
export type WakeJob = { companyId: string; conversationId: string };

/** One pending wake-up per conversation: snoozing again replaces it (graphile-worker's job key). */
const jobKey = (conversationId: string) => `snooze:${conversationId}`;

async function dropWake(db: DbOrTx, conversationId: string) {
  await db.execute(sql`select graphile_worker.remove_job(${jobKey(conversationId)})`);
}

/**
 * Puts an open conversation aside until a time (a durable job brings it back) or until the
 * customer writes (lib/messaging/thread.ts clears it on any inbound message, timed or not).
 * The conversation stays OPEN: it keeps its place as the customer's one open conversation.
 */
export async function snoozeConversation({ ctx, id, input, now = new Date() }: { ctx: Ctx; id: string; input: SnoozeInput; now?: Date }) {
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= now.getTime()) throw AppError.validation([{ path: "until", message: "must be in the future" }]);
  if (until && until.getTime() - now.getTime() > MAX_SNOOZE_MS) throw AppError.validation([{ path: "until", message: "must be within a year" }]);
  return withSavepoint(ctx, async (tctx) => {
    const before = await getConversationOrThrow({ ctx: tctx, id });
    const [row] = await tctx.tx
      .update(conversations)
      .set({ snoozedAt: sql`now()`, snoozedUntil: until })
      .where(and(byIdInCompany(conversations, tctx, id), eq(conversations.status, "OPEN")))
      .returning({ id: conversations.id });
    if (!row) throw AppError.conflict(`Cannot snooze a conversation that is ${before.status}`, { status: before.status });
    if (until) await enqueue(tctx.tx, WAKE_SNOOZED_TASK, { companyId: ctx.companyId, conversationId: id } satisfies WakeJob, { runAt: until, jobKey: jobKey(id), maxAttempts: 10 });
    else await dropWake(tctx.tx, id);
    return getConversationOrThrow({ ctx: tctx, id });
  });
}

/** Brings a snoozed conversation back now; one that is not snoozed is left as it is (idempotent). */
export function unsnoozeConversation({ ctx, id }: { ctx: Ctx; id: string }) {
  return withSavepoint(ctx, async (tctx) => {
    await getConversationOrThrow({ ctx: tctx, id });
    await tctx.tx.update(conversations).set({ snoozedAt: null, snoozedUntil: null }).where(and(byIdInCompany(conversations, tctx, id), isNotNull(conversations.snoozedAt)));
    await dropWake(tctx.tx, id);
    return getConversationOrThrow({ ctx: tctx, id });
  });
}

/**
 * The durable wake-up. It re-reads the row in one guarded statement: only a snooze whose time
 * has come is cleared, so a stale job (the conversation was woken by a reply, unsnoozed,
 * resolved, or snoozed again for later) changes nothing. The time is the later of the
 * database's and the worker's clock, so a job run on time never finds itself early. Returns
 * whether it woke one.
 */
export async function wakeSnoozed(job: WakeJob, { db, now = new Date() }: { db?: DbOrTx; now?: Date } = {}): Promise<boolean> {
  const ctx = systemCtx(job.companyId, "Snooze");
  const rows = await (db ?? getDb())
    .update(conversations)
    .set({ snoozedAt: null, snoozedUntil: null })
    .where(and(byIdInCompany(conversations, ctx, job.conversationId), isNotNull(conversations.snoozedAt), lte(conversations.snoozedUntil, sql`greatest(clock_timestamp(), ${now.toISOString()}::timestamptz)`)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}
