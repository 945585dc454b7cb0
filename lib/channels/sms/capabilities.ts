import type { ChannelCapabilities, ChannelMeta } from "../capability-types";

export const smsMeta: ChannelMeta = { label: "SMS", connectIds: ["account-sid", "phone-number"], routedBy: "phone-number", inStatus: true, onLayer: true };

// Pictures go as MMS where the gateway and the carrier carry them.
export const smsCapabilities: ChannelCapabilities = { addressedBy: "phone", templates: false, windowHours: null, typing: false, textMax: 1600, buttons: false, media: ["image"], subjects: false, sendMedia: ["image"] };
