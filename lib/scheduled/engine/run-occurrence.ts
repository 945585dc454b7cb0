import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { scheduledMessageSends, scheduledMessages, type ScheduledMessage, type ScheduledMessageSend } from "@/db/schema";
import { systemCtx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { errorFields, log } from "@/lib/log";
import { latestDueIndex, occurrenceAt } from "../recurrence";
import { portSender } from "./port-sender";
import type { ChannelSender, Outcome } from "./types";

/** After a fault of ours (a lost database), the message is tried again this much later. */
const RETRY_SECONDS = 10;
/** Missed occurrences recorded as SKIPPED at most (the rest of a long outage leaves no row). */
const MAX_SKIPPED_ROWS = 50;

type Turn = { m: ScheduledMessage; send: ScheduledMessageSend; job: Record<string, unknown>; sender: ChannelSender; outcome?: Outcome & { settled?: boolean } };

/**
 * One claimed message's pending occurrence, exactly once. The sends row, unique per
 * (message, occurrence time), is written SENDING with the queued message in one transaction
 * before the platform call; the call happens outside any transaction; its outcome settles the
 * sends row (only while still SENDING: the first settle wins), the message and the series'
 * next occurrence in one more. A claimant that finds the row SENDING is taking over from a dead
 * worker and asks the channel's `recover` what happened.
 */
export async function runOccurrence(claimed: ScheduledMessage): Promise<void> {
  try {
    const turn = await getDb().transaction((tx) => begin(tx, claimed));
    if (!turn) return;
    const outcome = turn.outcome ?? (await turn.sender.perform(systemCtx(turn.m.companyId, "Scheduled message"), turn.m, turn.job));
    await getDb().transaction((tx) => finish(tx, claimed, turn, outcome));
  } catch (err) {
    log.error("scheduled message failed unexpectedly; trying again", { scheduledMessageId: claimed.id, ...errorFields(err) });
    await getDb()
      .update(scheduledMessages)
      .set({ nextRunAt: sql`now() + make_interval(secs => ${RETRY_SECONDS})`, lastError: `Internal error, trying again: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500) })
      .where(and(byIdInCompany(scheduledMessages, claimed, claimed.id), eq(scheduledMessages.claim, claimed.claim ?? "")))
      .catch((e: unknown) => log.error("could not record a scheduled-message failure", { scheduledMessageId: claimed.id, ...errorFields(e) }));
  }
}

async function lockClaimed(tx: Tx, claimed: ScheduledMessage) {
  const [m] = await tx
    .select()
    .from(scheduledMessages)
    .where(and(byIdInCompany(scheduledMessages, claimed, claimed.id), eq(scheduledMessages.claim, claimed.claim ?? "")))
    .for("update");
  return m && (m.status === "PENDING" || m.status === "SENDING") ? m : null;
}

async function begin(tx: Tx, claimed: ScheduledMessage): Promise<Turn | null> {
  let m = await lockClaimed(tx, claimed);
  if (!m) return null; // cancelled, changed, or the lease passed to another worker
  const ctx: TxCtx = { ...systemCtx(m.companyId, "Scheduled message"), tx };
  const sender: ChannelSender = portSender;
  const [existing] = await tx.select().from(scheduledMessageSends).where(inCompany(scheduledMessageSends, ctx, eq(scheduledMessageSends.scheduledMessageId, m.id), eq(scheduledMessageSends.occurrenceAt, m.occurrenceAt!)));
  if (existing?.status === "SENDING") {
    const found = await sender.recover(ctx, m, existing);
    await tx.update(scheduledMessageSends).set({ attempts: sql`${scheduledMessageSends.attempts} + 1` }).where(byIdInCompany(scheduledMessageSends, ctx, existing.id));
    log.info("taking over a scheduled send a worker left", { scheduledMessageId: m.id, messageId: existing.messageId, known: "outcome" in found });
    return "outcome" in found
      ? { m, send: existing, job: existing.job ?? {}, sender, outcome: { ...found.outcome, settled: found.settled } }
      : { m, send: existing, job: found.job, sender };
  }
  if (existing) {
    await advance(ctx, m, existing.status === "SENT");
    return null;
  }
  m = await skipMissed(ctx, m);

  const messageId = newId("msg");
  try {
    const prepared = await tx.transaction((sp) => sender.prepare({ ...ctx, tx: sp }, m, messageId));
    const [send] = await tx
      .insert(scheduledMessageSends)
      .values({ id: newId("schs"), companyId: m.companyId, scheduledMessageId: m.id, occurrenceAt: m.occurrenceAt!, status: "SENDING", messageId, conversationId: prepared.conversationId, usedFallback: prepared.usedFallback, job: prepared.job })
      .returning();
    return { m, send: send!, job: prepared.job, sender };
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    // Refused before the platform (the window, no connection, an unapproved template): this occurrence fails visibly.
    const reason = (err.details?.reason as string | undefined) ?? err.code.toLowerCase();
    await tx.insert(scheduledMessageSends).values({ id: newId("schs"), companyId: m.companyId, scheduledMessageId: m.id, occurrenceAt: m.occurrenceAt!, status: "FAILED", reason, error: err.message, finishedAt: new Date() });
    await count(ctx, m.id, false, err.message);
    await advance(ctx, m, false);
    return null;
  }
}

/** After an outage past several occurrences of a series, only the latest due one goes; the others are SKIPPED rows. */
async function skipMissed(ctx: TxCtx, m: ScheduledMessage): Promise<ScheduledMessage> {
  const latest = latestDueIndex(m.anchorLocal, m.recurrence, m.timeZone, m.occurrenceIndex, new Date());
  if (latest === m.occurrenceIndex) return m;
  const missed: Date[] = [];
  for (let n = Math.max(m.occurrenceIndex, latest - MAX_SKIPPED_ROWS); n < latest; n++) missed.push(occurrenceAt(m.anchorLocal, m.recurrence, m.timeZone, n)!);
  await ctx.tx
    .insert(scheduledMessageSends)
    .values(missed.map((at) => ({ id: newId("schs"), companyId: m.companyId, scheduledMessageId: m.id, occurrenceAt: at, status: "SKIPPED" as const, reason: "missed", error: "Not sent: the service was not running at this time and a later occurrence was already due", finishedAt: new Date() })))
    .onConflictDoNothing();
  const at = occurrenceAt(m.anchorLocal, m.recurrence, m.timeZone, latest)!;
  await ctx.tx.update(scheduledMessages).set({ occurrenceIndex: latest, occurrenceAt: at }).where(byIdInCompany(scheduledMessages, ctx, m.id));
  return { ...m, occurrenceIndex: latest, occurrenceAt: at };
}

async function finish(tx: Tx, claimed: ScheduledMessage, turn: Turn, outcome: Outcome & { settled?: boolean }) {
  const ctx: TxCtx = { ...systemCtx(turn.m.companyId, "Scheduled message"), tx };
  const [settled] = await tx
    .update(scheduledMessageSends)
    .set(outcome.ok ? { status: "SENT", finishedAt: new Date(), error: null, reason: null } : { status: "FAILED", finishedAt: new Date(), error: outcome.error.slice(0, 1000), reason: outcome.reason ?? "failed" })
    .where(and(byIdInCompany(scheduledMessageSends, ctx, turn.send.id), eq(scheduledMessageSends.status, "SENDING")))
    .returning();
  if (!settled) return; // another claimant settled this occurrence first
  if (!outcome.settled) await turn.sender.settle(ctx, turn.m, turn.job, outcome);
  await count(ctx, turn.m.id, outcome.ok, outcome.ok ? null : outcome.error);
  const m = await lockClaimed(tx, claimed);
  if (m) await advance(ctx, m, outcome.ok);
}

async function count(ctx: TxCtx, id: string, ok: boolean, error: string | null) {
  const m = scheduledMessages;
  await ctx.tx
    .update(m)
    .set(ok ? { sentCount: sql`${m.sentCount} + 1`, lastSentAt: new Date() } : { failedCount: sql`${m.failedCount} + 1`, lastError: error?.slice(0, 1000) ?? null })
    .where(byIdInCompany(m, ctx, id));
}

/** The series' next step: a one-off ends SENT or FAILED; a recurring message waits for its next occurrence (a failure does not stop it). */
async function advance(ctx: TxCtx, m: ScheduledMessage, ok: boolean) {
  const next = m.occurrenceIndex + 1;
  const at = occurrenceAt(m.anchorLocal, m.recurrence, m.timeZone, next);
  await ctx.tx
    .update(scheduledMessages)
    .set(at ? { status: "PENDING", occurrenceIndex: next, occurrenceAt: at, nextRunAt: at, claim: null, updatedAt: new Date() } : { status: ok ? "SENT" : "FAILED", nextRunAt: null, claim: null, updatedAt: new Date() })
    .where(byIdInCompany(scheduledMessages, ctx, m.id));
}
