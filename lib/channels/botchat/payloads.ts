import { toMarkdownV2 } from "./markdown";

export type InlineButton = { text: string; data?: string; url?: string };
export interface BotchatKeyboard {
  /** Buttons under the message: a choice sent back as a callback, or a link. */
  inline?: InlineButton[][];
  /** The customer's keyboard replaced by these answers until they pick one (oneTime) or it is removed. */
  reply?: { rows: string[][]; oneTime?: boolean; placeholder?: string };
  /** Takes a reply keyboard away. */
  remove?: boolean;
}

export interface BotchatOutgoing {
  text?: string;
  format?: "plain" | "markdown";
  media?: { type: "photo" | "document"; url: string };
  keyboard?: BotchatKeyboard;
}

function replyMarkup(k: BotchatKeyboard | undefined): Record<string, unknown> | undefined {
  if (!k) return undefined;
  if (k.inline) return { inline_keyboard: k.inline.map((row) => row.map((b) => (b.url ? { text: b.text, url: b.url } : { text: b.text, callback_data: b.data ?? b.text }))) };
  if (k.reply) return { keyboard: k.reply.rows.map((row) => row.map((text) => ({ text }))), resize_keyboard: true, one_time_keyboard: k.reply.oneTime ?? false, ...(k.reply.placeholder ? { input_field_placeholder: k.reply.placeholder } : {}) };
  if (k.remove) return { remove_keyboard: true };
  return undefined;
}

/**
 * The Bot API call for one outgoing message, as `{ method, ...parameters }`: sendMessage, or
 * sendPhoto / sendDocument with the text as the caption. Plain text goes without parse_mode
 * (the platform shows it literally); markdown goes as MarkdownV2, escaped (markdown.ts).
 */
export function botchatRequest(chatId: string, m: BotchatOutgoing): Record<string, unknown> {
  const text = m.text ? (m.format === "markdown" ? toMarkdownV2(m.text) : m.text) : undefined;
  const formatting = text && m.format === "markdown" ? { parse_mode: "MarkdownV2" } : {};
  const markup = replyMarkup(m.keyboard);
  const extra = markup ? { reply_markup: markup } : {};
  if (m.media) {
    const method = m.media.type === "photo" ? "sendPhoto" : "sendDocument";
    return { method, chat_id: chatId, [m.media.type]: m.media.url, ...(text ? { caption: text } : {}), ...formatting, ...extra };
  }
  return { method: "sendMessage", chat_id: chatId, text: text ?? "", ...formatting, ...extra };
}
