import type { ChannelCapabilities } from "../capability-types";

// The window is 24 hours; a HUMAN_AGENT tag widens it to seven days for a person's reply.
export const photoappCapabilities: ChannelCapabilities = { keyedByPhone: false, templates: false, windowHours: 24, typing: true, textMax: 1000, buttons: true, media: ["image", "video", "audio", "document"] };
