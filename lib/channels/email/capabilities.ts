import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

// Connected with the mailbox's address and its SMTP server; inbound mail arrives by an
// inbound-parse webhook that names the inbox by its address.
export const emailMeta: ChannelMeta = { label: "Email", connectIds: ["address", "smtp-host", "smtp-port", "smtp-user"], routedBy: "address", inStatus: true, onLayer: true };

// No window: a business may write to any address it has (marketing needs consent, which campaigns check).
export const emailCapabilities: ChannelCapabilities = { addressedBy: "email", templates: false, windowHours: null, typing: false, textMax: 100_000, buttons: false, media: ["image", "document"], subjects: true, sendMedia: [] };
