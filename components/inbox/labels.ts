import { CHANNELS, CONVERSATION_STATUSES } from "@/lib/conversations/schemas";

export const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = {
  CHATAPP: "Chatapp",
  PHOTOAPP: "Photoapp",
  SOCIALCHAT: "Socialchat",
  BOTCHAT: "Botchat",
  WEBCHAT: "Website chat",
  SMS: "SMS",
};

export const STATUS_LABELS: Record<(typeof CONVERSATION_STATUSES)[number], string> = {
  OPEN: "Open",
  CLOSED: "Closed",
  RESOLVED: "Resolved",
};

export const TAB_LABELS = { mine: "Mine", unassigned: "Unassigned", all: "All" } as const;
