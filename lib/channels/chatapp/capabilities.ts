import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

export const chatappMeta: ChannelMeta = { label: "Chatapp", connectIds: ["phone-number-id", "waba-id"], routedBy: "phone-number-id", inStatus: true, onLayer: true };

export const chatappCapabilities: ChannelCapabilities = { addressedBy: "phone", templates: true, windowHours: 24, typing: true, textMax: 4096, buttons: true, media: ["image", "video", "audio", "document", "sticker"], subjects: false, sendMedia: ["image", "video", "audio", "document"] };
