import type { ChannelCapabilities } from "../capability-types";

// A bot may write to a chat at any time once the customer started it (no window).
export const botchatCapabilities: ChannelCapabilities = { keyedByPhone: false, templates: false, windowHours: null, typing: true, textMax: 4096, buttons: true, media: ["image", "document"] };
