import type { ChannelCapabilities } from "../capability-types";

// Pictures go as MMS where the gateway and the carrier carry them.
export const smsCapabilities: ChannelCapabilities = { keyedByPhone: true, templates: false, windowHours: null, typing: false, textMax: 1600, buttons: false, media: ["image"] };
