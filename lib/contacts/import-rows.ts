import { z } from "zod";
import type { MarketingConsent } from "./consent";
import { normalisePhone } from "./phone";
import { CUSTOM_FIELD_KEY, TAG_NAME, type importRow } from "./schemas";

export type ImportRow = z.infer<typeof importRow>;

export interface CleanRow {
  row: number;
  name: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  externalId: string | null;
  tagNames: string[];
  customFields: Record<string, string>;
  /** Null: the column was empty (a new contact is OPTED_IN, an existing one keeps its consent). */
  marketingConsent: MarketingConsent | null;
}

const CONSENT_WORDS = new Map<string, MarketingConsent>([
  ["opted_in", "OPTED_IN"],
  ["opted_out", "OPTED_OUT"],
  ["yes", "OPTED_IN"],
  ["no", "OPTED_OUT"],
  ["true", "OPTED_IN"],
  ["false", "OPTED_OUT"],
  ["1", "OPTED_IN"],
  ["0", "OPTED_OUT"],
]);

/** A CSV consent cell: OPTED_IN/OPTED_OUT in any case, yes/no, true/false, 1/0; undefined when not one of them. */
export function importConsent(raw: string): MarketingConsent | undefined {
  return CONSENT_WORDS.get(raw.trim().toLowerCase());
}

const emailCheck = z.email();

/**
 * A local number gets the default country code (leading zeros dropped); one written with
 * + or 00 is taken as international.
 */
export function importPhone(raw: string, defaultCountryCode?: string): string | null {
  const t = raw.trim();
  if (!t) return null;
  const international = t.startsWith("+") || t.startsWith("00");
  const digits = normalisePhone(t.startsWith("00") ? `+${t.slice(2)}` : t);
  if (!digits) return null;
  if (international || !defaultCountryCode || digits.startsWith(defaultCountryCode)) return digits;
  return normalisePhone(`+${defaultCountryCode}${digits.replace(/^0+/, "")}`);
}

/** Validates one mapped CSV row; the reason names the column at fault. */
export function cleanRow(r: ImportRow, row: number, defaultCountryCode?: string): CleanRow | { row: number; reason: string } {
  const s = (v?: string) => (v?.trim() ? v.trim() : null);
  const phoneRaw = s(r.phone);
  const phone = phoneRaw ? importPhone(phoneRaw, defaultCountryCode) : null;
  if (phoneRaw && !phone) return { row, reason: `phone: "${phoneRaw}" is not a phone number` };
  const email = s(r.email);
  if (email && !emailCheck.safeParse(email).success) return { row, reason: `email: "${email}" is not a valid email address` };
  const firstName = s(r.firstName);
  const lastName = s(r.lastName);
  const name = s(r.name) ?? ([firstName, lastName].filter(Boolean).join(" ") || (phone ? `+${phone}` : email));
  if (!name) return { row, reason: "name: a name, phone or email is required" };
  if (name.length > 200) return { row, reason: "name: must be at most 200 characters" };
  const tagNames = (r.tags ?? "").split(",").map((t) => t.trim()).filter(Boolean);
  const badTag = tagNames.find((t) => t.length > 100 || !TAG_NAME.test(t));
  if (badTag) return { row, reason: `tags: "${badTag}" is not a valid tag name` };
  const customFields: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.customFields ?? {})) {
    if (!CUSTOM_FIELD_KEY.test(k)) return { row, reason: `customFields: "${k}" is not a valid key` };
    if (v.trim()) customFields[k] = v.trim().slice(0, 1000);
  }
  const consentRaw = s(r.marketingConsent);
  const marketingConsent = consentRaw ? importConsent(consentRaw) : null;
  if (marketingConsent === undefined) return { row, reason: `marketingConsent: "${consentRaw}" is not OPTED_IN, OPTED_OUT, yes, no, true, false, 1 or 0` };
  return { row, name, firstName, lastName, phone, email, externalId: s(r.externalId), tagNames, customFields, marketingConsent };
}

/** Rows sharing a phone within one batch fold into the last of them (it wins, field by field). */
export function foldByPhone(rows: CleanRow[]): CleanRow[] {
  const byPhone = new Map<string, CleanRow>();
  const out: CleanRow[] = [];
  for (const r of rows) {
    if (!r.phone) {
      out.push(r);
      continue;
    }
    const prev = byPhone.get(r.phone);
    byPhone.set(
      r.phone,
      prev
        ? {
            ...prev,
            ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)),
            tagNames: [...new Set([...prev.tagNames, ...r.tagNames])],
            customFields: { ...prev.customFields, ...r.customFields },
          }
        : r,
    );
  }
  return [...out, ...byPhone.values()];
}
