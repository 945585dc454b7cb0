import type { ChannelCapabilities } from "../capability-types";

// The window is 24 hours; message tags (HUMAN_AGENT, the update tags) allow some sends after it.
export const socialchatCapabilities: ChannelCapabilities = { keyedByPhone: false, templates: false, windowHours: 24, typing: true, textMax: 2000, buttons: true, media: ["image", "video", "audio", "document"] };
