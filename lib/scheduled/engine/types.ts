import type { ScheduledMessage, ScheduledMessageSend } from "@/db/schema";
import type { Ctx, TxCtx } from "@/lib/domain/context";
import type { PortJob, PortOutcome } from "@/lib/messaging/port/types";

/** How one occurrence's call to the platform ended. */
export type Outcome = PortOutcome;

/** What `prepare` wrote (the message queued under our id) and what `perform` needs; kept on the sends row as JSON. */
export interface Prepared {
  messageId: string;
  conversationId: string | null;
  usedFallback: boolean;
  job: PortJob;
}

/**
 * An occurrence's send in the port's parts (lib/messaging/port): `prepare` in the
 * occurrence's transaction, `perform` outside any, `settle` in the next one. After a crash,
 * `recover` says from the message row whether the platform took it: an outcome (and whether
 * it is already settled), or a job to perform again.
 */
export interface ChannelSender {
  prepare(ctx: TxCtx, m: ScheduledMessage, messageId: string): Promise<Prepared>;
  perform(ctx: Ctx, m: ScheduledMessage, job: PortJob): Promise<Outcome>;
  settle(ctx: TxCtx, m: ScheduledMessage, job: PortJob, outcome: Outcome): Promise<void>;
  recover(ctx: TxCtx, m: ScheduledMessage, send: ScheduledMessageSend): Promise<{ outcome: Outcome; settled: boolean } | { job: PortJob }>;
}
