import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

export const photoappMeta: ChannelMeta = { label: "Photoapp", connectIds: ["page-id", "instagram-account-id"], routedBy: "instagram-account-id", inStatus: true, onLayer: true };

// The window is 24 hours; a HUMAN_AGENT tag widens it to seven days for a person's reply.
export const photoappCapabilities: ChannelCapabilities = { addressedBy: null, templates: false, windowHours: 24, typing: true, textMax: 1000, buttons: true, media: ["image", "video", "audio", "document"], subjects: false, sendMedia: ["image", "video", "audio", "file"] };
