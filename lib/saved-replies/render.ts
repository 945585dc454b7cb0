/**
 * Fills a saved reply's {{contact.…}} variables for one contact. Pure, so the composer fills
 * it in the browser with the contact it already has, and the unit test pins the rules: a
 * known field with no value becomes empty (the agent sees the gap before sending); an unknown
 * variable is left as typed, so a typo shows instead of vanishing.
 */
export type ReplyContact = {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  customFields?: Record<string, unknown> | null;
};

export const SAVED_REPLY_VARIABLES = ["contact.name", "contact.firstName", "contact.lastName", "contact.email", "contact.phone"] as const;

const VARIABLE = /\{\{\s*contact\.([A-Za-z0-9_]+)\s*\}\}/g;

export function renderSavedReply(body: string, contact: ReplyContact | null | undefined): string {
  return body.replace(VARIABLE, (whole, key: string) => {
    const c = contact ?? {};
    const own: Record<string, string | null | undefined> = {
      name: c.name,
      firstName: c.firstName ?? (c.name ? c.name.split(/\s+/)[0] : null),
      lastName: c.lastName,
      email: c.email,
      phone: c.phone ? (c.phone.startsWith("+") ? c.phone : `+${c.phone}`) : null,
    };
    if (Object.hasOwn(own, key)) return own[key] ?? "";
    if (c.customFields && Object.hasOwn(c.customFields, key)) {
      const v = c.customFields[key];
      return v == null || typeof v === "object" ? "" : String(v);
    }
    return whole;
  });
}
