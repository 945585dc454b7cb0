import type { EventName } from "@/lib/events/catalog";
import type { NormalizedMessage } from "../types";
import type { BotMessage, BotUpdate } from "./update-schema";

const at = (unix: number) => new Date(unix * 1000);
const nameOf = (u: { first_name?: string; last_name?: string } | undefined) => [u?.first_name, u?.last_name].filter(Boolean).join(" ") || undefined;

/** A chat message id is unique per chat, not per bot: ours are `{chat}:{message}`. */
export const botMessageId = (chatId: number | string, messageId: number | string) => `${chatId}:${messageId}`;

/** "/start ref-42" → { command: "start", payload: "ref-42" } (a bot_command entity at offset 0, "@botname" dropped). */
export function commandOf(m: BotMessage): { command: string; payload: string | null } | null {
  const e = m.entities?.find((x) => x.type === "bot_command" && x.offset === 0);
  if (!e || !m.text) return null;
  const command = m.text.slice(1, e.length).split("@")[0].toLowerCase();
  const rest = m.text.slice(e.length).trim();
  return { command, payload: rest || null };
}

function messageBody(m: BotMessage): Pick<NormalizedMessage, "type" | "text" | "content"> & { events: EventName[] } {
  const caption = m.caption ?? null;
  const command = commandOf(m);
  if (command) return { type: "command", text: m.text ?? null, content: { command: command.command, payload: command.payload }, events: ["botchat.command.received"] };
  if (typeof m.text === "string") return { type: "text", text: m.text, content: { body: m.text }, events: ["botchat.message.received"] };
  if (m.photo?.length) {
    const largest = m.photo[m.photo.length - 1];
    return { type: "image", text: caption, content: { fileId: largest.file_id, width: largest.width ?? null, height: largest.height ?? null, caption }, events: ["botchat.media.received"] };
  }
  for (const kind of ["video", "voice", "audio", "document"] as const) {
    const f = m[kind];
    if (f) return { type: kind === "document" ? "file" : kind === "voice" ? "audio" : kind, text: caption ?? f.file_name ?? null, content: { fileId: f.file_id, filename: f.file_name ?? null, mimeType: f.mime_type ?? null, size: f.file_size ?? null, caption }, events: ["botchat.media.received"] };
  }
  if (m.sticker) return { type: "sticker", text: m.sticker.emoji ?? null, content: { fileId: m.sticker.file_id, emoji: m.sticker.emoji ?? null }, events: ["botchat.media.received"] };
  if (m.location) return { type: "location", text: `Location ${m.location.latitude}, ${m.location.longitude}`, content: { latitude: m.location.latitude, longitude: m.location.longitude }, events: ["botchat.location.received"] };
  if (m.contact) return { type: "contact", text: m.contact.phone_number, content: { phone: m.contact.phone_number, name: nameOf(m.contact) ?? null }, events: ["botchat.message.received"] };
  return { type: "unsupported", text: null, content: {}, events: ["botchat.message.received"] };
}

/**
 * One update as the shared inbound shape, or null for what the service does not act on (a
 * group chat, a bot's own message, update kinds not subscribed to). An edit is its own
 * message (`edited`, naming the one it changes): the thread shows what the customer changed.
 * A tapped inline button is the customer's choice (`button`, with the callback's data); the
 * platform expects an answer, which the plug-in gives after storing (plugin.ts).
 */
export function mapUpdate(u: BotUpdate): NormalizedMessage | null {
  const m = u.message ?? u.edited_message;
  if (m) {
    if (m.chat.type && m.chat.type !== "private") return null;
    if (m.from?.is_bot) return null;
    const body = messageBody(m);
    const edited = !u.message && m.edit_date;
    return {
      from: String(m.chat.id),
      name: nameOf(m.from) ?? nameOf(m.chat),
      platformMessageId: edited ? `${botMessageId(m.chat.id, m.message_id)}:edit:${m.edit_date}` : botMessageId(m.chat.id, m.message_id),
      at: at(edited ? m.edit_date! : m.date),
      type: edited ? "edited" : body.type,
      text: body.text,
      content: edited ? { ...body.content, editedType: body.type, editedMessageId: botMessageId(m.chat.id, m.message_id) } : body.content,
      events: body.events,
      countsAsUnread: true,
    };
  }
  const q = u.callback_query;
  if (q && q.message) {
    if (q.message.chat.type && q.message.chat.type !== "private") return null;
    return {
      from: String(q.message.chat.id),
      name: nameOf(q.from),
      platformMessageId: `callback:${q.id}`,
      at: new Date(),
      type: "button",
      text: q.data ?? null,
      content: { data: q.data ?? null, callbackQueryId: q.id, messageId: botMessageId(q.message.chat.id, q.message.message_id) },
      events: ["botchat.button.clicked"],
      countsAsUnread: true,
    };
  }
  return null;
}
