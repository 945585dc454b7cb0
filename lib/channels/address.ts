import { z } from "zod";
import { normalisePhone } from "@/lib/contacts/phone";
import type { ContactAddress } from "./capability-types";

const emailAddress = z.email();

/**
 * A recipient as a channel that names customers by one of our contact fields stores it: a
 * phone's digits, an email address in lower case; null when it is no such thing. Browser-safe.
 */
export function normaliseAddress(kind: ContactAddress, input: string): string | null {
  if (kind === "phone") return normalisePhone(input);
  const email = input.trim().toLowerCase();
  return email.length <= 254 && emailAddress.safeParse(email).success ? email : null;
}

/** What a person is told an address must be. */
export const ADDRESS_RULE: Record<ContactAddress, string> = {
  phone: "a phone number (6 to 15 digits)",
  email: "an email address",
};
