import { CHANNEL_META, CHANNEL_TYPES } from "@/lib/channels/keys";
import { CONTACT_LABELS, CONTACT_STATUSES, KNOWN_SOURCES, LIFECYCLE_STAGES } from "@/lib/contacts/enums";
import { CONSENT_LABELS, MARKETING_CONSENTS, type MarketingConsent } from "@/lib/client/consent";
import type { ContactLabel, ContactStatus, LifecycleStage } from "@/lib/client/contact-view";

/** People-facing names for the API's enumerations, in the API's order. */
export type Option<T extends string = string> = { value: T; label: string };

/** "REPEAT_CUSTOMER" -> "Repeat customer". */
export function humanize(value: string): string {
  const words = value.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Channels are named as everywhere else in the product (lib/channels/keys.ts).
const SPECIAL: Record<string, string> = {
  ...Object.fromEntries(CHANNEL_TYPES.map((t) => [t, CHANNEL_META[t].label])),
  VIP: "VIP",
  WEB_EVENT: "Web event",
  API: "API",
};

export function optionLabel(value: string): string {
  return SPECIAL[value] ?? humanize(value);
}

const options = <T extends string>(values: readonly T[]): Option<T>[] => values.map((value) => ({ value, label: optionLabel(value) }));

export const STATUS_OPTIONS: Option<ContactStatus>[] = options(CONTACT_STATUSES);
export const STAGE_OPTIONS: Option<LifecycleStage>[] = options(LIFECYCLE_STAGES);
export const LABEL_OPTIONS: Option<ContactLabel>[] = options(CONTACT_LABELS);
export const SOURCE_OPTIONS: Option[] = options(KNOWN_SOURCES);
/** The channels a contact can first reach us on: every channel (lib/channels/keys.ts). */
export const CHANNEL_OPTIONS: Option[] = CHANNEL_TYPES.map((value) => ({ value, label: CHANNEL_META[value].label }));

export const CONSENT_OPTIONS: Option<MarketingConsent>[] = MARKETING_CONSENTS.map((value) => ({ value, label: CONSENT_LABELS[value] }));

/** Stored phones are digits only; shown in international form. */
export function formatPhone(phone: string | null): string {
  return phone ? `+${phone}` : "";
}

const money = new Intl.NumberFormat("en", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
export function formatMoney(n: number): string {
  return money.format(n);
}
