import type { ScheduledMessage, ScheduledMessageSend } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/domain/context";

/** How one occurrence's call to the platform ended. */
export type Outcome = { ok: true; platformMessageId: string } | { ok: false; error: string; reason?: string | null; code?: string | number };

/** What `prepare` wrote (the message queued under our id) and what `perform` needs; kept on the sends row as JSON. */
export interface Prepared {
  messageId: string;
  conversationId: string | null;
  usedFallback: boolean;
  job: Record<string, unknown>;
}

/**
 * A channel's send in three parts (as the workflow engine's effects): `prepare` in the
 * occurrence's transaction, `perform` outside any, `settle` in the next one. After a crash,
 * `recover` says from the message row whether the platform took it: an outcome, a job to
 * perform again, or nothing known (an outcome too: failed as interrupted).
 */
export interface ChannelSender {
  prepare(ctx: TxCtx, m: ScheduledMessage, messageId: string): Promise<Prepared>;
  perform(ctx: Ctx, m: ScheduledMessage, job: Record<string, unknown>): Promise<Outcome>;
  settle(ctx: TxCtx, job: Record<string, unknown>, outcome: Outcome): Promise<void>;
  recover(ctx: TxCtx, m: ScheduledMessage, send: ScheduledMessageSend): Promise<{ outcome: Outcome } | { job: Record<string, unknown> }>;
}
