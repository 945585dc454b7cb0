import "server-only";
import { requireConnection } from "@/lib/channels/connections";
import type { ChannelType } from "@/lib/channels/keys";
import { findPlugin } from "@/lib/channels/registry";
import type { SendPart } from "@/lib/channels/types";
import type { Ctx } from "@/lib/domain/context";
import { runOnLayer } from "./port/layer-saga";
import { refusalError } from "./port/port";

export type { SendPart } from "@/lib/channels/types";

export interface ChannelSendRequest {
  channel: ChannelType;
  /** The platform's user id (IGSID, PSID); or the conversation names the recipient. */
  to?: string;
  conversationId?: string;
  /** The inbox to send from when no conversation names one; the channel's default otherwise. */
  inboxId?: string;
  parts: SendPart[];
  /** A message tag that widens the window (HUMAN_AGENT). */
  tag?: string | null;
  /** The saved library item the send was made from (its usage ledger). */
  libraryItemId?: string;
  /** The first part's message id when the caller chose it (a scheduled occurrence's idempotency key); new otherwise. */
  messageId?: string;
}

export interface ChannelSendResult {
  messageId: string;
  platformMessageId: string;
  status: "sent";
  conversationId: string;
  /** Every platform message of the send, in order (media with a text are two). */
  messages: { messageId: string; platformMessageId: string }[];
}


/**
 * A send on a channel of the shared layer with parts its route composed (a carousel, a
 * keyboard): the layer's saga in one go. Queue (conversation, window, rows) in one
 * transaction, call the platform outside any, then record each outcome. When a part is
 * refused, it is failed with the platform's reason, the rest as not sent, and the answer is
 * the plug-in's API error naming the failed message.
 */
export async function sendOnChannel({ ctx, input }: { ctx: Ctx; input: ChannelSendRequest }): Promise<ChannelSendResult> {
  const plugin = findPlugin(input.channel);
  if (!plugin) throw new Error(`${input.channel} is not on the channel layer`);
  const conn = await requireConnection(ctx, input.channel, { inboxId: input.inboxId, conversationId: input.conversationId });
  const { queued, outcome } = await runOnLayer(ctx, plugin, conn.id, input, input.parts);
  if (!outcome.ok) throw refusalError(input.channel, queued, outcome);
  const pids = outcome.platformMessageIds ?? [outcome.platformMessageId];
  const sent = queued.messageIds.map((messageId, i) => ({ messageId, platformMessageId: pids[i] }));
  return { messageId: sent[0].messageId, platformMessageId: sent[0].platformMessageId, status: "sent", conversationId: queued.conversationId, messages: sent };
}
