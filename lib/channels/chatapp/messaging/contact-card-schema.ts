import { z } from "zod";

/**
 * The Cloud API contact card, accepted in the platform's own snake_case shape so that callers
 * who already speak it need no translation and payloads.ts passes it through unchanged.
 * Limits are ours (the platform documents none): generous, but they keep one card bounded.
 */
const text = (max: number) => z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const label = text(20).optional().meta({ description: "HOME, WORK or any short label" });
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: "must be an array" }).max(20, "at most 20 entries").optional();

const name = z
  .object(
    {
      formatted_name: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
      first_name: text(100).optional(),
      last_name: text(100).optional(),
      middle_name: text(100).optional(),
      suffix: text(40).optional(),
      prefix: text(40).optional(),
    },
    { error: (iss) => (iss.code === "invalid_type" ? "is required: an object with formatted_name" : undefined) },
  )
  .strict();

const phone = z
  .object({
    phone: text(40),
    type: label,
    wa_id: z.string().regex(/^\d{6,15}$/, "must be 6 to 15 digits").optional().meta({ description: "adds a Message button on the card" }),
  })
  .strict();

const email = z.object({ email: z.string().trim().max(254).pipe(z.email({ error: "must be a valid email address" })), type: label }).strict();
const url = z.object({ url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048), type: label }).strict();
const address = z
  .object({
    street: text(200).optional(),
    city: text(100).optional(),
    state: text(100).optional(),
    zip: text(20).optional(),
    country: text(100).optional(),
    country_code: z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code").optional(),
    type: label,
  })
  .strict();

export const contactCardSchema = z
  .object(
    {
      name,
      phones: list(phone),
      emails: list(email),
      urls: list(url),
      addresses: list(address),
      org: z.object({ company: text(200).optional(), department: text(200).optional(), title: text(200).optional() }).strict().optional(),
      birthday: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real date")
        .optional(),
    },
    { error: (iss) => (iss.code === "invalid_type" ? "must be a contact object" : undefined) },
  )
  .strict()
  .meta({
    id: "ChatappContactCard",
    description: "A contact card in the Cloud API shape (snake_case, as the platform takes it)",
    example: { name: { formatted_name: "Sara Ali", first_name: "Sara" }, phones: [{ phone: "+971 50 123 4567", type: "WORK", wa_id: "971501234567" }] },
  });
export type ContactCard = z.infer<typeof contactCardSchema>;
