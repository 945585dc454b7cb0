import type { ChannelCapabilities } from "../capability-types";

export const chatappCapabilities: ChannelCapabilities = { keyedByPhone: true, templates: true, windowHours: 24, typing: true, textMax: 4096, buttons: true, media: ["image", "video", "audio", "document", "sticker"] };
