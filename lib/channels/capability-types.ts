/** The media kinds a channel can carry, in the shared vocabulary of the inbox and the API. */
export type MediaKind = "image" | "video" | "audio" | "document" | "sticker";

/** The contact field a channel names customers by, where it names them by one of ours. */
export type ContactAddress = "phone" | "email";

/**
 * What a channel can do, declared once in its folder (`lib/channels/<ch>/capabilities.ts`)
 * and read everywhere: generic code asks these instead of naming a channel. Browser-safe.
 */
export interface ChannelCapabilities {
  /**
   * Customers are named by this contact field (a phone number, an email address): the company
   * may write first, and a customer new on the channel is the contact who already has it.
   * Null: the platform names them by its own id, learnt when they write.
   */
  addressedBy: ContactAddress | null;
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
  /** Messages carry a subject line (email). */
  subjects: boolean;
  /** The media types a send takes, in the platform's own words (botchat "photo", photoapp "file"): the workflow node's choices. */
  sendMedia: readonly string[];
}

/** What a channel is called and how it is connected; the one place a channel's name lives. */
export interface ChannelMeta {
  label: string;
  /** identifiers `channel connect <key>` takes as flags (the platform's account ids) */
  connectIds: readonly string[];
  /** the identifier inbound callbacks name (stored as the connection's routing id) */
  routedBy?: string;
  /** listed by GET /api/v1/me/channels */
  inStatus: boolean;
  /** on the shared channel layer (lib/channels/registry.ts): /api/v1/channels/{channel} and its webhook */
  onLayer?: boolean;
  /** The group of its events in the catalog, where it is not the channel's key (the website chat's are widget.*). */
  eventGroup?: string;
}
