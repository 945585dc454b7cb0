import { normalisePhone } from "@/lib/contacts/phone";
import type { NormalizedMessage, NormalizedStatus } from "../types";

/** The gateway's numbers are E.164 (+14155550100); customers' are the digits, normalised as contacts' phones are. */
export const phoneOf = (e164: string | undefined) => normalisePhone(e164 ?? "") ?? "";

export type GatewayParams = Record<string, string>;

/** Whether the callback is an inbound message (else a status callback for one of our sends). */
export const isInbound = (p: GatewayParams) => p.SmsStatus === "received" || (p.Body !== undefined && !p.MessageStatus);

/**
 * The number of ours the callback is about (the To of an inbound message, the From of a
 * status), in E.164 as the connection stores it: the routing id is the number itself, so a
 * connection stored by the CLI (`--phone-number +1…`) routes like one made through the API.
 */
export const ourNumberOf = (p: GatewayParams) => {
  const digits = phoneOf(isInbound(p) ? p.To : p.From);
  return digits ? `+${digits}` : "";
};

/** An inbound SMS (or MMS with media) as the shared inbound shape. */
export function mapInbound(p: GatewayParams): NormalizedMessage {
  const media = Array.from({ length: Number(p.NumMedia ?? 0) || 0 }, (_, i) => ({ url: p[`MediaUrl${i}`], contentType: p[`MediaContentType${i}`] ?? null })).filter((m) => m.url);
  const text = p.Body ?? "";
  const kind = media[0]?.contentType?.split("/")[0];
  return {
    from: phoneOf(p.From),
    platformMessageId: p.MessageSid ?? p.SmsSid,
    at: new Date(),
    type: media.length ? (kind === "image" || kind === "video" || kind === "audio" ? kind : "file") : "text",
    text: text || null,
    content: media.length ? { body: text, media } : { body: text },
    events: [],
    countsAsUnread: true,
  };
}

/**
 * A status callback: delivered, or failed with the gateway's error code (undelivered after the
 * carrier refused, failed before it); queued, sending and sent change nothing here (our
 * message is already sent once the gateway accepted it).
 */
export function mapStatus(p: GatewayParams): NormalizedStatus | null {
  const status = p.MessageStatus;
  const base = { recipient: phoneOf(p.To), platformMessageIds: [p.MessageSid ?? p.SmsSid], watermark: null, at: new Date() };
  if (status === "delivered") return { ...base, status: "delivered" };
  if (status === "undelivered" || status === "failed") {
    return { ...base, status: "failed", error: { code: p.ErrorCode ?? undefined, title: status, message: p.ErrorMessage || (p.ErrorCode ? `The carrier did not deliver the message (error ${p.ErrorCode})` : "The carrier did not deliver the message") } };
  }
  return null;
}
