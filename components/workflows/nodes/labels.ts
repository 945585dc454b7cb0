import type { DURATION_UNITS } from "@/lib/workflows/nodes/fields";
import type { CONDITION_SOURCES, CONTACT_CONDITION_FIELDS, FILTER_OPERATORS, UPDATABLE_FIELDS } from "@/lib/workflows/nodes/definitions";

/** Words for the registry's enums, shared by the inspector's pickers and the canvas's summaries. */

export const OPERATOR_LABELS: Record<(typeof FILTER_OPERATORS)[number], string> = {
  equals: "is",
  not_equals: "is not",
  contains: "contains",
  not_contains: "does not contain",
  starts_with: "starts with",
  greater_than: "is greater than",
  less_than: "is less than",
  is_set: "is set",
  is_not_set: "is not set",
};

export const SOURCE_LABELS: Record<(typeof CONDITION_SOURCES)[number], string> = {
  contact: "Contact field",
  tag: "Tag",
  consent: "Marketing consent",
  customField: "Custom field",
  event: "Event payload",
  step: "Earlier step's output",
};

export const CONTACT_FIELD_LABELS: Record<(typeof CONTACT_CONDITION_FIELDS)[number], string> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "Email",
  label: "Label",
  status: "Status",
  lifecycleStage: "Lifecycle stage",
  assignedAgentId: "Assigned agent",
  externalId: "External id",
};

export const UPDATABLE_FIELD_LABELS: Record<(typeof UPDATABLE_FIELDS)[number], string> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  notes: "Notes",
  externalId: "External id",
  customField: "Custom field",
};

export const UNIT_LABELS: Record<(typeof DURATION_UNITS)[number], [string, string]> = {
  seconds: ["second", "seconds"],
  minutes: ["minute", "minutes"],
  hours: ["hour", "hours"],
  days: ["day", "days"],
};

export function formatDuration(d: unknown): string {
  const { amount, unit } = (d ?? {}) as { amount?: unknown; unit?: keyof typeof UNIT_LABELS };
  if (typeof amount !== "number" || !Number.isFinite(amount) || !unit || !UNIT_LABELS[unit]) return "no duration set";
  return `${amount.toLocaleString("en")} ${UNIT_LABELS[unit][amount === 1 ? 0 : 1]}`;
}

export const STAGE_LABELS: Record<string, string> = {
  LEAD: "Lead",
  SUBSCRIBER: "Subscriber",
  OPPORTUNITY: "Opportunity",
  CUSTOMER: "Customer",
  REPEAT_CUSTOMER: "Repeat customer",
  EVANGELIST: "Evangelist",
};
