import type { EventName } from "@/lib/events/catalog";
import type { NormalizedMessage, NormalizedStatus } from "../types";
import type { MessagingEvent } from "./webhook-schema";

/** The event group a Graph channel emits (photoapp.*, socialchat.*). */
export type GraphChannelKey = "photoapp" | "socialchat";

const MEDIA_LABEL: Record<string, string> = { image: "Photo", video: "Video", audio: "Audio", file: "File", sticker: "Sticker", share: "Shared post", ig_reel: "Reel", reel: "Reel", story_mention: "Mentioned you in their story", location: "Location" };

const ev = (key: GraphChannelKey, name: string) => `${key}.${name}` as EventName;
const timeOf = (e: MessagingEvent) => new Date(e.timestamp && e.timestamp > 0 ? e.timestamp : Date.now());

/**
 * One messaging event as the shared model: a customer message (with the channel's events),
 * a receipt, or null for what the service does not act on (echoes of the account's own
 * sends, deletions). Ids the platform does not give (reactions, Messenger postbacks) are
 * made from the sender and time, so a re-sent callback is still recognised.
 */
export function mapMessagingEvent(key: GraphChannelKey, e: MessagingEvent): { message: NormalizedMessage } | { status: NormalizedStatus } | null {
  const from = e.sender.id;
  const at = timeOf(e);
  const base = { from, at };
  if (e.message) {
    const m = e.message;
    if (m.is_echo || m.is_deleted) return null;
    if (m.quick_reply) {
      return { message: { ...base, platformMessageId: m.mid, type: "quick_reply", text: m.text ?? m.quick_reply.payload, content: { text: m.text ?? null, payload: m.quick_reply.payload }, events: [ev(key, "button.clicked")], countsAsUnread: true } };
    }
    const story = m.reply_to?.story;
    if (story && key === "photoapp") {
      return { message: { ...base, platformMessageId: m.mid, type: "story_reply", text: m.text ?? "Replied to your story", content: { text: m.text ?? null, story }, events: [ev(key, "story.reply")], countsAsUnread: true } };
    }
    const attachments = m.attachments ?? [];
    if (attachments.length) {
      const first = attachments[0];
      if (first.type === "story_mention") {
        return { message: { ...base, platformMessageId: m.mid, type: "story_mention", text: MEDIA_LABEL.story_mention, content: { attachments }, events: [ev(key, "story.mention")], countsAsUnread: true } };
      }
      if (first.type === "location") {
        const events = key === "socialchat" ? [ev(key, "location.received")] : [ev(key, "media.received")];
        return { message: { ...base, platformMessageId: m.mid, type: "location", text: first.payload?.title ?? MEDIA_LABEL.location, content: { attachments }, events, countsAsUnread: true } };
      }
      const type = first.payload?.sticker_id !== undefined ? "sticker" : first.type;
      const voice = key === "socialchat" && first.type === "audio";
      const events = [ev(key, voice ? "voice.received" : "media.received")];
      if (m.referral) events.push(ev(key, "referral.received"));
      return { message: { ...base, platformMessageId: m.mid, type, text: m.text ?? MEDIA_LABEL[type] ?? "Attachment", content: { text: m.text ?? null, attachments }, events, countsAsUnread: true } };
    }
    if (m.is_unsupported || m.text === undefined) {
      return { message: { ...base, platformMessageId: m.mid, type: "unsupported", text: "Unsupported message", content: {}, events: [], countsAsUnread: true } };
    }
    const events = [ev(key, "message.received")];
    if (m.referral) events.push(ev(key, "referral.received"));
    return { message: { ...base, platformMessageId: m.mid, type: "text", text: m.text, content: { text: m.text, ...(m.referral ? { referral: m.referral } : {}), ...(m.reply_to?.mid ? { replyTo: m.reply_to.mid } : {}) }, events, countsAsUnread: true } };
  }
  if (e.postback) {
    const p = e.postback;
    const events = [ev(key, "button.clicked")];
    // Postbacks come from the buttons of templates the business sent (generic, button, media).
    if (key === "socialchat") events.push(ev(key, "template.reply"));
    if (p.referral) events.push(ev(key, "referral.received"));
    const id = p.mid ?? `postback.${from}.${at.getTime()}`;
    return { message: { ...base, platformMessageId: id, type: "postback", text: p.title ?? p.payload ?? "Button", content: { title: p.title ?? null, payload: p.payload ?? null, ...(p.referral ? { referral: p.referral } : {}) }, events, countsAsUnread: true } };
  }
  if (e.reaction) {
    const r = e.reaction;
    const emoji = r.emoji ?? r.reaction ?? null;
    return {
      message: { ...base, platformMessageId: `reaction.${r.mid}.${from}.${r.action}.${at.getTime()}`, type: "reaction", text: r.action === "unreact" ? "Removed a reaction" : `Reacted ${emoji ?? ""}`.trim(), content: { messageId: r.mid, action: r.action, reaction: r.reaction ?? null, emoji }, events: [ev(key, "reaction.received")], countsAsUnread: false },
    };
  }
  if (e.referral) {
    const r = e.referral;
    return { message: { ...base, platformMessageId: `referral.${from}.${at.getTime()}`, type: "referral", text: `Opened the conversation from ${(r.source ?? "a link").toLowerCase()}`, content: { referral: r }, events: [ev(key, "referral.received")], countsAsUnread: false } };
  }
  if (e.read) {
    return { status: { recipient: from, status: "read", platformMessageIds: e.read.mid ? [e.read.mid] : [], watermark: e.read.watermark ? new Date(e.read.watermark) : null, at } };
  }
  if (e.delivery) {
    return { status: { recipient: from, status: "delivered", platformMessageIds: e.delivery.mids ?? [], watermark: e.delivery.watermark ? new Date(e.delivery.watermark) : null, at } };
  }
  return null;
}
