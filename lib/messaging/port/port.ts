import "server-only";
import { CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import { findPlugin, ownSaga } from "@/lib/channels/registry";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { layerSaga } from "./layer-saga";
import type { PortOutcome, PortQueued, PortSend, SendSaga } from "./types";

/** The saga a channel sends by: its own, or the shared layer's. */
export function sagaFor(channel: ChannelType): SendSaga {
  const own = ownSaga(channel);
  if (own) return own;
  if (findPlugin(channel)) return layerSaga;
  throw AppError.conflict(`${CHANNEL_META[channel].label} messages cannot be sent here`, { reason: "channel_cannot_send" });
}

/** A refused send as the API error the channel's plug-in maps its platform's refusal to, naming the message. */
export function refusalError(channel: ChannelType, queued: PortQueued, outcome: Extract<PortOutcome, { ok: false }>): AppError {
  const plugin = findPlugin(channel);
  const mapped = outcome.refusal && plugin ? plugin.toAppError(outcome.refusal) : AppError.conflict(outcome.error, { reason: outcome.reason });
  return new AppError(mapped.code, mapped.message, { ...mapped.details, messageId: outcome.failedMessageId ?? queued.messageId, conversationId: outcome.conversationId ?? queued.conversationId }, mapped.headers);
}

export interface PortSendResult {
  messageId: string;
  platformMessageId: string;
  status: "sent";
  conversationId: string;
  inboxId: string;
  /** Every platform message of the send, in order (media with a caption may be two). */
  messages: { messageId: string; platformMessageId: string }[];
}

/**
 * A send on any channel in one go, for callers that wait for the answer (an agent's reply, an
 * API call): prepare in a transaction, the platform call outside any, settle in another. A
 * refusal is settled on the message (failed, with the reason) and thrown as the API error.
 */
export async function sendThroughPort({ ctx, input }: { ctx: Ctx; input: PortSend }): Promise<PortSendResult> {
  const saga = sagaFor(input.channel);
  const queued = await withTx(ctx, (tctx) => saga.prepare(tctx, input));
  const outcome = await saga.perform(ctx, queued.job);
  await withTx(ctx, (tctx) => saga.settle(tctx, queued.job, outcome));
  if (!outcome.ok) throw refusalError(input.channel, queued, outcome);
  const pids = outcome.platformMessageIds ?? [outcome.platformMessageId];
  const ids = outcome.messageIds ?? queued.messageIds;
  return {
    messageId: queued.messageId,
    platformMessageId: outcome.platformMessageId,
    status: "sent",
    conversationId: outcome.conversationId ?? queued.conversationId,
    inboxId: queued.inboxId,
    messages: ids.map((messageId, i) => ({ messageId, platformMessageId: pids[i] ?? pids[0] })),
  };
}
