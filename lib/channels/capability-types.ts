/** The media kinds a channel can carry, in the shared vocabulary of the inbox and the API. */
export type MediaKind = "image" | "video" | "audio" | "document" | "sticker";

/**
 * What a channel can do, declared once in its folder (`lib/channels/<ch>/capabilities.ts`)
 * and read everywhere: generic code asks these instead of naming a channel. Browser-safe.
 */
export interface ChannelCapabilities {
  /** Customers are named by phone number: the company may write first, and contacts match by phone. */
  keyedByPhone: boolean;
  /** Platform-approved templates, the only sends allowed outside the free-form window. */
  templates: boolean;
  /** Hours after the customer's last message during which free-form sends are allowed; null: always. */
  windowHours: number | null;
  /** The platform shows the customer that an agent is typing. */
  typing: boolean;
  /** Messages may carry reply buttons or quick replies. */
  buttons: boolean;
  /** The longest text one message may carry. */
  textMax: number;
  media: readonly MediaKind[];
}
