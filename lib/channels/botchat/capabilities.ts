import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

export const botchatMeta: ChannelMeta = { label: "Botchat", connectIds: ["bot-id", "bot-username"], routedBy: "bot-id", inStatus: true, onLayer: true };

// A bot may write to a chat at any time once the customer started it (no window).
export const botchatCapabilities: ChannelCapabilities = { addressedBy: null, templates: false, windowHours: null, typing: true, textMax: 4096, buttons: true, media: ["image", "document"], subjects: false, sendMedia: ["photo", "document"] };
