import { z } from "zod";
import { AUDIT_RETENTION, auditRetentionDays } from "@/lib/audit/schemas";
import { KEYWORD_MAX } from "@/lib/contacts/consent-keywords";

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ error: "must be a valid email address" }));
export const password = z.string().min(8, "must be at least 8 characters").max(200, "must be at most 200 characters");
export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "must be at least 2 characters")
  .max(48, "must be at most 48 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "may hold lowercase letters, digits and single dashes");

const timezone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Europe/Berlin");

const keywords = z
  .array(z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(KEYWORD_MAX, `must be at most ${KEYWORD_MAX} characters`), { error: "must be an array of strings" })
  .max(20, "at most 20 keywords");
const reply = z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(1000, "must be at most 1,000 characters");

const rate = z.number({ error: "must be a number" }).min(0, "must be at least 0").max(100, "must be at most 100");
export const messageRatesSchema = z
  .object({ currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code such as USD"), MARKETING: rate, UTILITY: rate, AUTHENTICATION: rate }, { error: "must be an object with currency, MARKETING, UTILITY and AUTHENTICATION" })
  .meta({ id: "MessageRates", description: "What one template message costs by category, for campaign cost estimates", example: { currency: "USD", MARKETING: 0.025, UTILITY: 0.004, AUTHENTICATION: 0.0035 } });
const pricingFields = { messageRates: messageRatesSchema.nullable().optional().meta({ description: "null restores the defaults" }) };
const auditFields = {
  auditRetentionDays: auditRetentionDays.optional().meta({ description: `How many days audit-log entries are kept: ${AUDIT_RETENTION.min} to ${AUDIT_RETENTION.max} (default ${AUDIT_RETENTION.default}); older ones are removed within the hour` }),
};

export const companySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    timezone: z.string(),
    website: z.string().nullable(),
    supportEmail: z.string().nullable(),
    stopKeywords: z.array(z.string()).meta({ description: "Texts that opt a customer out of marketing (compared trimmed, case-insensitively)" }),
    startKeywords: z.array(z.string()).meta({ description: "Texts that opt a customer back in" }),
    optOutReply: z.string().meta({ description: "The confirmation sent on a stop keyword; {company} is the company's name" }),
    optInReply: z.string().meta({ description: "The confirmation sent on a start keyword; {company} is the company's name" }),
    messageRates: messageRatesSchema,
    auditRetentionDays: z.number().meta({ description: "How many days audit-log entries are kept" }),
    createdAt: z.string(),
  })
  .meta({ id: "Company" });

const profileFields = {
  name: z.string().trim().min(1, "is required").max(120).optional(),
  timezone: timezone.optional(),
  website: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).nullable().optional(),
  supportEmail: email.nullable().optional(),
};
const consentFields = {
  stopKeywords: keywords.nullable().optional().meta({ description: "null restores the defaults" }),
  startKeywords: keywords.nullable().optional().meta({ description: "null restores the defaults" }),
  optOutReply: reply.nullable().optional().meta({ description: "null restores the default" }),
  optInReply: reply.nullable().optional().meta({ description: "null restores the default" }),
};
// An empty update has nothing to write (the database refuses an UPDATE without columns).
const notEmpty = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

/** The profile form's schema (name, time zone, website, support email). */
export const updateCompanyInput = z
  .object(profileFields)
  .refine(notEmpty, { error: "send at least one of name, timezone, website, supportEmail" })
  .meta({ id: "CompanyProfileInput" });

/** PATCH /api/v1/company: the profile, the marketing-consent keywords and replies, the message rates and the audit retention. */
export const updateCompanyBody = z
  .object({ ...profileFields, ...consentFields, ...pricingFields, ...auditFields })
  .refine(notEmpty, { error: "send at least one of name, timezone, website, supportEmail, stopKeywords, startKeywords, optOutReply, optInReply, messageRates, auditRetentionDays" })
  .meta({ id: "UpdateCompanyInput" });
export type UpdateCompanyInput = z.infer<typeof updateCompanyBody>;

export const setupInput = z
  .object({
    companyName: z.string().trim().min(1, "is required").max(120),
    companySlug: slug.optional(),
    name: z.string().trim().min(1, "is required").max(120),
    email,
    password,
  })
  .meta({ id: "SetupInput" });
export type SetupInput = z.infer<typeof setupInput>;

export const setupStatusSchema = z.object({ needsSetup: z.boolean() }).meta({ id: "SetupStatus" });
