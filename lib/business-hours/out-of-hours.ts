import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { channelConnections, companies, conversations, outOfHoursReplies, type OutOfHoursReply } from "@/db/schema";
import { systemCtx, withSavepoint, withTx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import type { OutboxEvent } from "@/db/schema";
import { newId } from "@/lib/ids";
import { inboxSetting } from "@/lib/inboxes/settings";
import { enqueue } from "@/lib/jobs/enqueue";
import { sagaFor } from "@/lib/messaging/port/port";
import type { PortJob, PortOutcome } from "@/lib/messaging/port/types";
import { isOpen, nextOpening, scheduleOf } from "./calendar";
import type { BusinessHoursSettings } from "./schemas";

export const OUT_OF_HOURS_TASK = "business-hours:out-of-hours-reply";

type Inbound = { companyId: string; conversationId: string; at: Date; text: string | null };

/** The customer's language for the reply: Arabic letters in what they wrote, else the inbox's default text. */
export function replyText(texts: { default: string } & Record<string, string>, customerText: string | null): { language: string; text: string } {
  if (/[\u0600-\u06FF]/.test(customerText ?? "") && texts.ar) return { language: "ar", text: texts.ar };
  if (texts.en && !/[\u0600-\u06FF]/.test(customerText ?? "")) return { language: "en", text: texts.en };
  return { language: "default", text: texts.default };
}

/** A customer's message read from a message.received event, or null for anything else. */
function inboundOf(e: OutboxEvent): Inbound | null {
  if (e.event !== "message.received") return null;
  const p = e.payload as { conversationId?: unknown; message?: { sentAt?: unknown; text?: unknown } };
  if (typeof p.conversationId !== "string") return null;
  const at = typeof p.message?.sentAt === "string" ? new Date(p.message.sentAt) : e.occurredAt;
  return { companyId: e.companyId, conversationId: p.conversationId, at: Number.isNaN(at.getTime()) ? e.occurredAt : at, text: typeof p.message?.text === "string" ? p.message.text : null };
}

/**
 * For the dispatcher: each customer message that arrived while its inbox was closed claims the
 * conversation's reply for that closed period (named by when the inbox opens again) and asks
 * for it to be sent, in the dispatcher's transaction. A second message in the same period
 * finds the claim taken: one reply per conversation per closed period.
 */
export async function claimOutOfHoursReplies(tx: Tx, events: OutboxEvent[]): Promise<number> {
  const inbound = events.map(inboundOf).filter((x): x is Inbound => x !== null);
  if (!inbound.length) return 0;
  // Only conversations whose inbox has the reply switched on: one indexed read per batch.
  const rows = await tx
    .select({ id: conversations.id, companyId: conversations.companyId, inboxId: conversations.inboxId, channel: conversations.channel, settings: channelConnections.settings, zone: companies.timezone })
    .from(conversations)
    .innerJoin(channelConnections, eq(channelConnections.id, conversations.inboxId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .where(and(inArray(conversations.id, [...new Set(inbound.map((i) => i.conversationId))]), sql`${channelConnections.settings} -> 'businessHours' -> 'outOfHoursReply' ->> 'enabled' = 'true'`));
  let claimed = 0;
  for (const m of inbound) {
    const c = rows.find((r) => r.id === m.conversationId && r.companyId === m.companyId);
    const hours: BusinessHoursSettings | undefined = c ? inboxSetting(c.settings, "businessHours") : undefined;
    const reply = hours?.outOfHoursReply;
    if (!c || !hours || !reply?.enabled) continue;
    const schedule = scheduleOf(hours, c.zone);
    if (isOpen(m.at, schedule)) continue;
    const reopensAt = nextOpening(m.at, schedule) ?? new Date("9999-12-31T00:00:00Z");
    const { language } = replyText(reply.texts, m.text);
    const [row] = await tx
      .insert(outOfHoursReplies)
      .values({ id: newId("ooh"), companyId: c.companyId, conversationId: c.id, inboxId: c.inboxId, channel: c.channel, reopensAt, language, messageId: newId("msg") })
      .onConflictDoNothing()
      .returning({ id: outOfHoursReplies.id });
    if (!row) continue;
    await enqueue(tx, OUT_OF_HOURS_TASK, { companyId: c.companyId, replyId: row.id });
    claimed++;
  }
  return claimed;
}

async function mark(tctx: TxCtx, id: string, set: Partial<typeof outOfHoursReplies.$inferInsert>) {
  await tctx.tx.update(outOfHoursReplies).set({ ...set, updatedAt: new Date() }).where(byIdInCompany(outOfHoursReplies, tctx, id));
}

async function finish(tctx: TxCtx, r: OutOfHoursReply, outcome: PortOutcome) {
  if (outcome.ok) await mark(tctx, r.id, { status: "sent", sentAt: new Date(), error: null });
  else await mark(tctx, r.id, { status: "failed", error: outcome.error.slice(0, 500) });
}

/** First transaction: the reply to send, or nothing (already sent, or recovered from a crash by the channel's saga). */
async function plan(tctx: TxCtx, replyId: string): Promise<{ r: OutOfHoursReply; job: PortJob } | null> {
  const [r] = await tctx.tx.select().from(outOfHoursReplies).where(byIdInCompany(outOfHoursReplies, tctx, replyId)).for("update");
  if (!r || r.status !== "queued") return null;
  const saga = sagaFor(r.channel);
  if (r.portJob) {
    const rec = await saga.recover(tctx, r.portJob);
    if ("job" in rec) return { r, job: rec.job };
    if (!rec.settled) await saga.settle(tctx, r.portJob, rec.outcome);
    await finish(tctx, r, rec.outcome);
    return null;
  }
  const [inbox] = await tctx.tx.select({ settings: channelConnections.settings }).from(channelConnections).where(byIdInCompany(channelConnections, tctx, r.inboxId));
  const texts = inboxSetting(inbox?.settings, "businessHours")?.outOfHoursReply?.texts;
  if (!texts) {
    await mark(tctx, r.id, { status: "failed", error: "The inbox's out-of-hours reply was switched off before it was sent" });
    return null;
  }
  const text = r.language === "default" ? texts.default : (texts[r.language] ?? texts.default);
  try {
    const queued = await withSavepoint(tctx, (sp) => saga.prepare(sp, { channel: r.channel, inboxId: r.inboxId, conversationId: r.conversationId, messageId: r.messageId, message: { kind: "text", text } }));
    await mark(tctx, r.id, { portJob: queued.job });
    return { r, job: queued.job };
  } catch (err) {
    // The channel refused (the conversation ended, the inbox was disconnected): recorded, not retried.
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    await mark(tctx, r.id, { status: "failed", error: err.message.slice(0, 500) });
    return null;
  }
}

/**
 * The reply's job: prepare in one transaction (the row locked), the platform call outside any,
 * settle and mark sent in the next. A crash re-runs the job, which recovers from the kept port
 * job; a sent reply is a no-op. It is sent by nobody (no `sentByUserId`): service levels do not
 * count it as a first response.
 */
export async function sendOutOfHoursReply(payload: unknown): Promise<void> {
  const { companyId, replyId } = payload as { companyId: string; replyId: string };
  const ctx = systemCtx(companyId, "Out-of-hours reply");
  const planned = await withTx(ctx, (tctx) => plan(tctx, replyId));
  if (!planned) return;
  const saga = sagaFor(planned.r.channel);
  const outcome = await saga.perform(ctx, planned.job);
  await withTx(ctx, async (tctx) => {
    await saga.settle(tctx, planned.job, outcome);
    const [still] = await tctx.tx.select({ status: outOfHoursReplies.status }).from(outOfHoursReplies).where(byIdInCompany(outOfHoursReplies, tctx, replyId));
    if (still?.status === "queued") await finish(tctx, planned.r, outcome);
  });
}
