import { z } from "zod";
import { OTP_CHANNEL_CHOICES } from "@/db/enums";
import { phoneSchema } from "@/lib/contacts/schemas";
import { TEMPLATE_LANGUAGE, TEMPLATE_NAME } from "@/lib/templates/enums";

/** One-time codes (docs/decisions.md, "One-time codes"): one source for validation, the OpenAPI document and the settings form. */

export const OTP_DEFAULTS = { codeLength: 6, expiryMinutes: 10, maxAttempts: 5, resendCooldownSeconds: 30, maxSendsPerHour: 5, defaultChannel: "AUTO", templateName: null, templateLanguage: null } as const;

const list = (values: readonly string[]) => values.join(", ");
const int = (min: number, max: number, what: string) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}${what}`)
    .max(max, `must be at most ${max}${what}`);

export const otpChannelSchema = z.enum(["CHATAPP", "SMS"], { error: "must be CHATAPP or SMS" });
const templateName = z.string({ error: "must be a string" }).trim().regex(TEMPLATE_NAME, "must be a template name: lowercase letters, digits and underscores");
const templateLanguage = z.string({ error: "must be a string" }).trim().regex(TEMPLATE_LANGUAGE, "must be a template language code such as en, en_US or ar");

export const otpSettingsSchema = z
  .object({
    codeLength: int(4, 10, " digits").meta({ description: "Digits per code (default 6)" }),
    expiryMinutes: int(1, 60, " minutes").meta({ description: "How long a code stays usable (default 10)" }),
    maxAttempts: int(1, 10, "").meta({ description: "Wrong tries after which the code is dead (default 5)" }),
    resendCooldownSeconds: int(0, 600, " seconds").meta({ description: "The least time between two sends to one phone (default 30)" }),
    maxSendsPerHour: int(1, 50, "").meta({ description: "Sends to one phone in any hour (default 5)" }),
    defaultChannel: z.enum(OTP_CHANNEL_CHOICES, { error: `must be one of ${list(OTP_CHANNEL_CHOICES)}` }).meta({ description: "AUTO: chatapp when an approved AUTHENTICATION template is usable, else SMS when connected" }),
    templateName: templateName.nullable().meta({ description: "The AUTHENTICATION template chatapp codes use; null: the newest approved one" }),
    templateLanguage: templateLanguage.nullable(),
  })
  .meta({ id: "OtpSettings", description: "A company's one-time-code settings" });
export type OtpSettings = z.infer<typeof otpSettingsSchema>;

export const updateOtpSettingsInput = otpSettingsSchema
  .partial()
  .superRefine((v, ctx) => {
    // A name without its language cannot be looked up: both fields are named, since either may be the one to fix.
    if (typeof v.templateName === "string" && !v.templateLanguage)
      for (const path of ["templateName", "templateLanguage"]) ctx.addIssue({ code: "custom", path: [path], message: "templateName and templateLanguage go together" });
    if (typeof v.templateLanguage === "string" && !v.templateName)
      for (const path of ["templateName", "templateLanguage"]) ctx.addIssue({ code: "custom", path: [path], message: "templateLanguage needs templateName" });
  })
  // templateName null alone clears the choice (back to the newest approved template).
  .transform((v) => (v.templateName === null ? { ...v, templateLanguage: null } : v))
  .meta({ id: "UpdateOtpSettingsInput", description: "Any subset of the settings; templateName and templateLanguage go together (templateName null clears both)" });
export type UpdateOtpSettingsInput = z.infer<typeof updateOtpSettingsInput>;

export const sendOtpInput = z
  .object({
    phone: phoneSchema.meta({ description: "The phone number the code goes to", example: "+1 415 555 0134" }),
    channel: otpChannelSchema.optional().meta({ description: "Left out: the settings' default channel (AUTO picks by availability)" }),
    templateName: templateName.optional().meta({ description: "Chatapp: an APPROVED AUTHENTICATION template; left out, the settings' template or the newest approved one" }),
    languageCode: templateLanguage.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.templateName && !v.languageCode) for (const path of ["templateName", "languageCode"]) ctx.addIssue({ code: "custom", path: [path], message: "templateName and languageCode go together" });
    if (v.languageCode && !v.templateName) for (const path of ["templateName", "languageCode"]) ctx.addIssue({ code: "custom", path: [path], message: "languageCode needs templateName" });
    if (v.channel === "SMS" && v.templateName) ctx.addIssue({ code: "custom", path: ["templateName"], message: "is for chatapp only" });
  })
  .meta({ id: "SendOtpInput", example: { phone: "+1 415 555 0134" } });
export type SendOtpInput = z.infer<typeof sendOtpInput>;

export const sendOtpResult = z
  .object({
    id: z.string().meta({ description: "The code's id (otp_…); never the code" }),
    channel: otpChannelSchema,
    expiresAt: z.iso.datetime(),
    resendAvailableAt: z.iso.datetime().meta({ description: "When the next send to this phone is allowed" }),
    codeLength: z.number(),
  })
  .meta({ id: "OtpSent", description: "The same shape whether or not the phone belongs to a contact" });

export const verifyOtpInput = z
  .object({
    phone: phoneSchema.meta({ example: "+1 415 555 0134" }),
    code: z
      .string({ error: "must be a string of digits" })
      .trim()
      .regex(/^\d{4,10}$/, "must be 4 to 10 digits"),
  })
  .meta({ id: "VerifyOtpInput" });
export type VerifyOtpInput = z.infer<typeof verifyOtpInput>;

export const OTP_FAILURES = ["invalid_code", "expired", "too_many_attempts"] as const;
export const verifyOtpResult = z
  .object({
    verified: z.boolean(),
    reason: z.enum(OTP_FAILURES).optional().meta({ description: "When verified is false. invalid_code also covers a phone with no code, a used code and a superseded one, so the answer never tells whether a phone is known" }),
    verifiedAt: z.iso.datetime().optional(),
  })
  .meta({ id: "OtpVerification", example: { verified: true, verifiedAt: "2026-05-01T10:00:00.000Z" } });
export type VerifyOtpResult = z.infer<typeof verifyOtpResult>;
