import "server-only";
import { botchatRequest } from "@/lib/channels/botchat/payloads";
import type { Ctx } from "@/lib/domain/context";
import { sendOnChannel } from "@/lib/messaging/send-message";
import type { BotchatSendInput } from "./send-schemas";

/** One Bot API message through the shared send pipeline; the thread keeps the keyboard the customer saw. */
export function sendBotchatMessage({ ctx, input }: { ctx: Ctx; input: BotchatSendInput }) {
  const out = { text: input.text, format: input.format, media: input.media, keyboard: input.keyboard };
  const type = input.media ? (input.media.type === "photo" ? "image" : "file") : "text";
  const content: Record<string, unknown> = { ...(input.text ? { body: input.text } : {}), ...(input.media ? { url: input.media.url, caption: input.text ?? null } : {}), ...(input.keyboard ? { keyboard: input.keyboard } : {}), ...(input.format ? { format: input.format } : {}) };
  return sendOnChannel({
    ctx,
    input: { channel: "BOTCHAT", to: input.to, conversationId: input.conversationId, inboxId: input.inboxId, parts: [{ summary: { type, text: input.text ?? null, content }, body: (chatId) => botchatRequest(chatId, out) }] },
  });
}
