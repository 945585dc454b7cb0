import type { ChannelCapabilities } from "../capability-types";

// The website chat's code lives in lib/widget; visitors are named by their browser session.
export const webchatCapabilities: ChannelCapabilities = { keyedByPhone: false, templates: false, windowHours: null, typing: true, textMax: 4096, buttons: false, media: ["image", "document"] };
