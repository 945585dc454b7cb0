import type { z } from "zod";
import type { SEND_INPUTS, SendKind } from "./send-schemas";

/** The body of `POST /{phone-number-id}/messages` as the Cloud API takes it. */
export type CloudMessageType = "text" | "template" | "interactive" | "image" | "video" | "audio" | "document" | "location" | "contacts";
export type CloudMessageBody = {
  messaging_product: "whatsapp";
  recipient_type: "individual";
  to: string;
  type: CloudMessageType;
} & Record<string, unknown>;

/** One validated send: the route name (last path segment) and its parsed body. */
export type ChatappSend = { [K in SendKind]: { kind: K; input: z.output<(typeof SEND_INPUTS)[K]> } }[SendKind];
export type SendInputOf<K extends SendKind> = z.output<(typeof SEND_INPUTS)[K]>;

/** Our message type names, as stored on the message row. */
export type StoredMessageType =
  | "text"
  | "template"
  | "interactive_buttons"
  | "interactive_list"
  | "cta_url"
  | "location_request"
  | "catalog"
  | "product"
  | "product_list"
  | "image"
  | "video"
  | "audio"
  | "document"
  | "location"
  | "contacts";

export interface StorageSummary {
  type: StoredMessageType;
  /** Human-readable preview for lists and notifications (body, caption, or a short label). */
  text: string;
  /** The request minus `to` and `conversationId`, enough to render the message again. */
  content: Record<string, unknown>;
}
