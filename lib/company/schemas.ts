import { z } from "zod";

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

export const companySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    timezone: z.string(),
    website: z.string().nullable(),
    supportEmail: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Company" });

export const updateCompanyInput = z
  .object({
    name: z.string().trim().min(1, "is required").max(120).optional(),
    timezone: timezone.optional(),
    website: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).nullable().optional(),
    supportEmail: email.nullable().optional(),
  })
  // An empty update has nothing to write (the database refuses an UPDATE without columns).
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "send at least one of name, timezone, website, supportEmail" })
  .meta({ id: "UpdateCompanyInput" });
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

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
