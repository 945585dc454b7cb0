import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

export const webchatMeta: ChannelMeta = { label: "Website chat", connectIds: [], inStatus: true, eventGroup: "widget" };

// The website chat's code lives in lib/widget; visitors are named by their browser session.
export const webchatCapabilities: ChannelCapabilities = { addressedBy: null, templates: false, windowHours: null, typing: true, textMax: 4096, buttons: false, media: ["image", "document"], subjects: false, sendMedia: [] };
