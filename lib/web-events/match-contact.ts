import "server-only";
import { type ContactMapping } from "@/db/schema";
import { createContact } from "@/lib/contacts/create-contact";
import { normalisePhone } from "@/lib/contacts/phone";
import { isPhoneConflict } from "@/lib/contacts/references";
import { updateContact } from "@/lib/contacts/update-contact";
import { type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { findContactByPhoneOrEmail } from "@/lib/contacts/find-by-phone-or-email";

export type MatchOutcome = { match: "MATCHED" | "CREATED" | "UNMATCHED"; contactId: string | null; note: string | null };

/** The value at a dot-path of the posted JSON. */
export function pick(body: unknown, path: string | null | undefined): unknown {
  if (!path) return undefined;
  let node: unknown = body;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : undefined);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Scalar values of the mapped fields, as custom fields (strings cut to the 1,000 allowed). */
function enrichment(body: unknown, mapping: ContactMapping): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { source, target } of mapping.enrichFields ?? []) {
    const v = pick(body, source);
    if (typeof v === "string") out[target] = v.slice(0, 1000);
    else if (typeof v === "number" && Number.isFinite(v)) out[target] = v;
    else if (typeof v === "boolean") out[target] = v;
  }
  return out;
}

/**
 * Finds the event's contact by the mapped phone (normalised like every phone) or email,
 * creates it when the integration allows, and copies mapped fields into its custom fields.
 * Contact writes go through the contacts verbs, so timeline entries and contact events follow.
 */
export async function matchContact(ctx: Ctx, body: unknown, mapping: ContactMapping, autoCreate: boolean): Promise<MatchOutcome> {
  const rawPhone = text(pick(body, mapping.phoneField));
  const rawEmail = text(pick(body, mapping.emailField));
  const phone = rawPhone ? normalisePhone(rawPhone) : null;
  const email = rawEmail && EMAIL.test(rawEmail) && rawEmail.length <= 254 ? rawEmail : null;
  if (!phone && !email) {
    const note = rawPhone || rawEmail ? "the mapped phone or email is not valid" : "no mapped phone or email in the event";
    return { match: "UNMATCHED", contactId: null, note };
  }
  const customFields = enrichment(body, mapping);
  let id = await findContactByPhoneOrEmail(ctx, phone, email);
  if (id) {
    if (Object.keys(customFields).length) await updateContact({ ctx, id, input: { customFields } });
    return { match: "MATCHED", contactId: id, note: null };
  }
  if (!autoCreate) return { match: "UNMATCHED", contactId: null, note: "no contact matched and auto-create is off" };
  const name = text(pick(body, mapping.nameField))?.slice(0, 200) ?? email ?? phone!;
  try {
    const created = await createContact({ ctx, input: { name, phone, email, customFields }, source: "WEB_EVENT" });
    return { match: "CREATED", contactId: created.id, note: null };
  } catch (err) {
    // Another event created the same phone a moment ago: that contact is ours.
    if (!isPhoneConflict(err) && !(err instanceof AppError && err.code === "CONFLICT")) throw err;
    id = await findContactByPhoneOrEmail(ctx, phone, email);
    if (!id) throw err;
    return { match: "MATCHED", contactId: id, note: null };
  }
}
