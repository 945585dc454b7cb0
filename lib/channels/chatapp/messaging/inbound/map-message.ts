import type { EventName } from "@/lib/events/catalog";
import type { InboundMessage } from "./callback-schema";

export interface MappedInbound {
  /** Our message type (see the Message schema). */
  type: string;
  /** The preview the inbox list and notifications show. */
  text: string | null;
  content: Record<string, unknown>;
  /** The chatapp.* events this message emits besides message.received. */
  events: EventName[];
  /** Reactions don't count as unread: the customer didn't say anything new. */
  countsAsUnread: boolean;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

const MEDIA_LABEL: Record<string, string> = { image: "Photo", video: "Video", audio: "Audio", document: "Document", sticker: "Sticker", voice: "Voice message" };

function media(m: InboundMessage, kind: string): MappedInbound {
  const body = obj(m[kind]);
  const voice = kind === "voice" || (kind === "audio" && body.voice === true);
  const type = voice ? "voice" : kind;
  return {
    type,
    text: str(body.caption) ?? (kind === "document" ? str(body.filename) : null) ?? MEDIA_LABEL[type],
    content: { media: body },
    events: [voice ? "chatapp.voice.received" : "chatapp.media.received"],
    countsAsUnread: true,
  };
}

function interactive(m: InboundMessage): MappedInbound {
  const i = obj(m.interactive);
  if (i.type === "button_reply") {
    const r = obj(i.button_reply);
    return { type: "button_reply", text: str(r.title), content: { reply: r }, events: ["chatapp.button.clicked"], countsAsUnread: true };
  }
  if (i.type === "list_reply") {
    const r = obj(i.list_reply);
    return { type: "list_reply", text: str(r.title), content: { reply: r }, events: ["chatapp.list.selected"], countsAsUnread: true };
  }
  if (i.type === "nfm_reply") {
    const r = obj(i.nfm_reply);
    let response: unknown = r.response_json;
    try {
      response = typeof r.response_json === "string" ? JSON.parse(r.response_json) : r.response_json;
    } catch {
      // keep the platform's text when it is not JSON
    }
    return { type: "flow_reply", text: str(r.body) ?? "Form submitted", content: { flow: { name: r.name ?? null, response } }, events: ["chatapp.flow.completed"], countsAsUnread: true };
  }
  return { type: "unsupported", text: "Unsupported interactive message", content: { interactive: i }, events: [], countsAsUnread: true };
}

/** One Cloud API inbound message as our type, preview, content and chatapp.* events. */
export function mapInboundMessage(m: InboundMessage): MappedInbound {
  const context = m.context ? { context: m.context } : {};
  const mapped = mapBody(m);
  const referral = obj(m.referral);
  if (m.referral) {
    mapped.content.referral = referral;
    if (!mapped.events.includes("chatapp.referral.received")) mapped.events.push("chatapp.referral.received");
  }
  mapped.content = { ...mapped.content, ...context };
  return mapped;
}

function mapBody(m: InboundMessage): MappedInbound {
  switch (m.type) {
    case "text":
      return { type: "text", text: str(obj(m.text).body), content: { body: obj(m.text).body ?? "" }, events: ["chatapp.message.received"], countsAsUnread: true };
    case "image":
    case "video":
    case "audio":
    case "voice":
    case "document":
    case "sticker":
      return media(m, m.type);
    case "location": {
      const l = obj(m.location);
      return { type: "location", text: str(l.name) ?? str(l.address) ?? `${l.latitude}, ${l.longitude}`, content: { location: l }, events: ["chatapp.location.received"], countsAsUnread: true };
    }
    case "contacts": {
      const list = Array.isArray(m.contacts) ? (m.contacts as Obj[]) : [];
      const names = list.map((c) => str(obj(c.name).formatted_name)).filter(Boolean);
      return { type: "contacts", text: names.join(", ") || "Contact card", content: { contacts: list }, events: ["chatapp.contact_card.received"], countsAsUnread: true };
    }
    case "interactive":
      return interactive(m);
    case "button": {
      const b = obj(m.button);
      return { type: "button", text: str(b.text), content: { button: b }, events: ["chatapp.template.reply"], countsAsUnread: true };
    }
    case "order": {
      const o = obj(m.order);
      const items = Array.isArray(o.product_items) ? o.product_items : [];
      return { type: "order", text: str(o.text) ?? `Order of ${items.length} item${items.length === 1 ? "" : "s"}`, content: { order: o }, events: ["chatapp.order.placed"], countsAsUnread: true };
    }
    case "reaction": {
      const r = obj(m.reaction);
      return { type: "reaction", text: str(r.emoji) ?? "Reaction removed", content: { reaction: r }, events: ["chatapp.reaction.received"], countsAsUnread: false };
    }
    case "request_welcome":
    case "referral":
      return { type: "referral", text: "Started a chat from an ad", content: {}, events: ["chatapp.referral.received"], countsAsUnread: true };
    default:
      return { type: "unsupported", text: "Unsupported message", content: { platformType: m.type, errors: m.errors ?? null }, events: [], countsAsUnread: true };
  }
}
