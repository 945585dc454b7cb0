import { CHANNEL_TYPES } from "@/lib/channels/keys";

export { CONSENT_SOURCES, MARKETING_CONSENTS } from "@/db/enums";

export const CONTACT_LABELS = ["HOT_LEAD", "WARM_LEAD", "COLD_LEAD", "FOLLOW_UP", "VIP", "CHURNED", "DO_NOT_CONTACT"] as const;
export const CONTACT_STATUSES = ["ACTIVE", "INACTIVE", "ARCHIVED"] as const;
export const LIFECYCLE_STAGES = ["LEAD", "SUBSCRIBER", "OPPORTUNITY", "CUSTOMER", "REPEAT_CUSTOMER", "EVANGELIST"] as const;

/** Timeline entry types this area writes; later areas add theirs (MESSAGE_SENT, …). */
export const ACTIVITY_TYPES = [
  "CONTACT_CREATED",
  "CONTACT_UPDATED",
  "TAG_ADDED",
  "TAG_REMOVED",
  "NOTE_ADDED",
  "STATUS_CHANGED",
  "STAGE_CHANGED",
  "LABEL_CHANGED",
  "ASSIGNED",
  "UNASSIGNED",
  "CONTACT_IMPORTED",
  "MESSAGE_SENT",
  "MESSAGE_RECEIVED",
  "CONSENT_CHANGED",
  "ORDER_PLACED",
  "ORDER_UPDATED",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Sources are an open list (spec); these are the ones the service itself sets. */
export const KNOWN_SOURCES = ["MANUAL", "IMPORT", "API", ...CHANNEL_TYPES, "STORE", "WEB_EVENT"] as const;
