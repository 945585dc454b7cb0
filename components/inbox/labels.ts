import { CHANNEL_META, CHANNEL_TYPES, type ChannelType } from "@/lib/channels/keys";
import { CONVERSATION_STATUSES } from "@/lib/conversations/schemas";

export const CHANNEL_LABELS = Object.fromEntries(CHANNEL_TYPES.map((t) => [t, CHANNEL_META[t].label])) as Record<ChannelType, string>;

export const STATUS_LABELS: Record<(typeof CONVERSATION_STATUSES)[number] | "SNOOZED", string> = {
  OPEN: "Open",
  CLOSED: "Closed",
  RESOLVED: "Resolved",
  SNOOZED: "Snoozed",
};

export const TAB_LABELS = { mine: "Mine", unassigned: "Unassigned", all: "All", mentions: "Mentions" } as const;
