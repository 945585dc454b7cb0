import "server-only";
import { ADDRESS_RULE, normaliseAddress } from "@/lib/channels/address";
import type { ChannelKey } from "@/lib/channels/keys";
import { pluginForKey } from "@/lib/channels/registry";
import type { ChannelSendInput } from "@/lib/channels/send-schemas";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { newId } from "@/lib/ids";
import { sendThroughPort } from "./port/port";
import type { PortMessage } from "./port/types";

/**
 * POST /api/v1/channels/{channel}/send: a text or media from any channel, through the port,
 * composed by its plug-in and checked against what it declares it can do, so a new channel
 * needs no send route of its own.
 */
export async function sendOnAnyChannel({ ctx, input }: { ctx: Ctx; input: ChannelSendInput & { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const can = plugin.capabilities;
  const problems: { path: string; message: string; in: "body" }[] = [];
  if (input.text && input.text.length > can.textMax) problems.push({ path: "text", message: `must be at most ${can.textMax.toLocaleString("en")} characters on ${input.channel}`, in: "body" });
  if (input.subject && !can.subjects) problems.push({ path: "subject", message: `is not taken on ${input.channel}: its messages have no subject`, in: "body" });
  if (input.media && !can.sendMedia.includes(input.media.type))
    problems.push({ path: "media.type", message: can.sendMedia.length ? `must be one of ${can.sendMedia.join(", ")} on ${input.channel}` : `${input.channel} sends no media here`, in: "body" });
  let to = input.to;
  if (to && can.addressedBy) {
    const address = normaliseAddress(can.addressedBy, to);
    if (!address) problems.push({ path: "to", message: `must be ${ADDRESS_RULE[can.addressedBy]} on ${input.channel}`, in: "body" });
    to = address ?? to;
  }
  if (problems.length) throw AppError.validation(problems);
  const message: PortMessage = input.media ? { kind: "media", type: input.media.type, url: input.media.url, caption: input.text ?? null } : { kind: "text", text: input.text!, subject: input.subject };
  const { inboxId: _inbox, ...sent } = await sendThroughPort({ ctx, input: { channel: plugin.type, to, conversationId: input.conversationId, inboxId: input.inboxId, message, messageId: newId("msg") } });
  return sent;
}
