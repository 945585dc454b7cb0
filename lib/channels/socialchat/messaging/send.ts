import "server-only";
import { graphPart } from "@/lib/channels/graph/send-part";
import type { GraphMessage } from "@/lib/channels/graph/payloads";
import type { Ctx } from "@/lib/domain/context";
import { sendOnChannel } from "@/lib/messaging/send-message";
import type { SocialchatButtonsInput, SocialchatGenericInput, SocialchatQuickRepliesInput, SocialchatSendInput } from "./send-schemas";

type Addressing = { to?: string; conversationId?: string; inboxId?: string; tag?: string };

const send = (ctx: Ctx, a: Addressing, messages: GraphMessage[]) =>
  sendOnChannel({ ctx, input: { channel: "SOCIALCHAT", to: a.to, conversationId: a.conversationId, inboxId: a.inboxId, tag: a.tag ?? null, parts: messages.map((m) => graphPart(m, "messenger")) } });

export function sendSocialchatMessage({ ctx, input }: { ctx: Ctx; input: SocialchatSendInput }) {
  const parts: GraphMessage[] = input.mediaType && input.mediaUrl ? [{ kind: "media", mediaType: input.mediaType, url: input.mediaUrl }, { kind: "text", text: input.content }] : [{ kind: "text", text: input.content }];
  return send(ctx, input, parts);
}

export function sendSocialchatQuickReplies({ ctx, input }: { ctx: Ctx; input: SocialchatQuickRepliesInput }) {
  return send(ctx, input, [{ kind: "quick_replies", text: input.text, quickReplies: input.quickReplies }]);
}

export function sendSocialchatButtons({ ctx, input }: { ctx: Ctx; input: SocialchatButtonsInput }) {
  return send(ctx, input, [{ kind: "buttons", text: input.text, buttons: input.buttons }]);
}

export function sendSocialchatGeneric({ ctx, input }: { ctx: Ctx; input: SocialchatGenericInput }) {
  return send(ctx, input, [{ kind: "generic", elements: input.elements }]);
}
