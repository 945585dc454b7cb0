import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

export const socialchatMeta: ChannelMeta = { label: "Socialchat", connectIds: ["page-id"], routedBy: "page-id", inStatus: true, onLayer: true };

// The window is 24 hours; message tags (HUMAN_AGENT, the update tags) allow some sends after it.
export const socialchatCapabilities: ChannelCapabilities = { addressedBy: null, templates: false, windowHours: 24, typing: true, textMax: 2000, buttons: true, media: ["image", "video", "audio", "document"], subjects: false, sendMedia: ["image", "video", "audio", "file"] };
