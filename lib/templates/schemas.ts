import { z } from "zod";
import { required } from "@/lib/http/fields";
import {
  BUTTON_TYPES,
  CARD_HEADER_FORMATS,
  FLOW_ACTIONS,
  HEADER_TYPES,
  OTP_TYPES,
  STATUS_SOURCES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_QUALITIES,
  TEMPLATE_STATUSES,
  TEMPLATE_TYPES,
  VARIABLE_TYPES,
  CONTACT_VARIABLE_FIELDS,
  ORDER_VARIABLE_FIELDS,
} from "./enums";

/**
 * The template create input. Only types and enums are checked here; lengths, variables and
 * the rules between fields are the linter's (lint.ts), so the builder sees every problem of a
 * half-typed template at once instead of the first failing field. Optional strings accept
 * null and "" (what a cleared form input sends) and mean "not set".
 */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: required(`must be one of ${values.join(", ")}`) });
// A generous bound on any one string so a hostile body cannot make the linter scan megabytes.
const text = () => z.string({ error: required("must be a string") }).max(20_000, "must be at most 20,000 characters");
const optionalText = () => text().nullish();
const strings = () => z.array(text(), { error: "must be an array of strings" }).max(100, "at most 100 entries");

export const templateButtonSchema = z
  .object({
    type: oneOf(BUTTON_TYPES),
    text: optionalText().meta({ description: "Label, at most 25 characters (required)" }),
    url: optionalText().meta({ description: "URL buttons; may end in {{1}} for a dynamic suffix" }),
    urlExample: optionalText().meta({ description: "A sample full URL, required when url ends in {{1}}" }),
    phoneNumber: optionalText().meta({ description: "PHONE_NUMBER buttons, E.164 (+15550102030)" }),
    couponCode: optionalText().meta({ description: "COPY_CODE buttons: the code (at most 15 letters and digits)" }),
    otpType: oneOf(OTP_TYPES).nullish().meta({ description: "OTP buttons of AUTHENTICATION templates" }),
    autofillText: optionalText().meta({ description: "ONE_TAP: the autofill button label (default Autofill)" }),
    supportedApps: z
      .array(z.object({ packageName: text(), signatureHash: text() }), { error: "must be an array of {packageName, signatureHash}" })
      .max(100, "at most 100 entries")
      .nullish()
      .meta({ description: "ONE_TAP: the Android apps that receive the code (the platform requires them)" }),
    flowId: optionalText(),
    flowAction: oneOf(FLOW_ACTIONS).nullish(),
  })
  .meta({ id: "ChatappTemplateButton" });

export const carouselCardSchema = z
  .object({
    bodyText: optionalText().meta({ description: "Required; at most 160 characters" }),
    bodyExamples: strings().default([]),
    buttons: z.array(templateButtonSchema, { error: "must be an array" }).max(100, "at most 100 entries").default([]),
    headerFormat: oneOf(CARD_HEADER_FORMATS).nullish(),
    headerMediaHandle: optionalText().meta({ description: "The handle from upload-for-template" }),
    headerMediaUrl: optionalText(),
  })
  .meta({ id: "ChatappCarouselCard" });

export const variableMappingEntrySchema = z
  .object({ type: oneOf(VARIABLE_TYPES), value: text() })
  .meta({
    id: "ChatappTemplateVariable",
    description: `static: the value as is; contact_field: ${CONTACT_VARIABLE_FIELDS.join(", ")}; custom_field: a contact custom-field key; order_field: ${ORDER_VARIABLE_FIELDS.join(", ")}; web_event_field: a dot path inside the triggering web event`,
  });

export const variableMappingSchema = z
  .record(z.string(), variableMappingEntrySchema, { error: "must be an object keyed by variable number" })
  .meta({ description: 'Keyed by body variable number as a string: {"1": {"type": "contact_field", "value": "firstName"}}' });

export const templateFields = {
  name: text().meta({ description: "Lowercase letters, digits and underscores; at most 512; unique per language", example: "order_update" }),
  category: oneOf(TEMPLATE_CATEGORIES),
  language: text().meta({ description: "Platform language code", example: "en_US" }),
  templateType: oneOf(TEMPLATE_TYPES).default("STANDARD"),
  headerType: oneOf(HEADER_TYPES).default("NONE"),
  headerText: optionalText(),
  headerExample: optionalText().meta({ description: "TEXT: the sample for {{1}}; media headers: the handle from upload-for-template" }),
  headerMediaUrl: optionalText(),
  bodyText: text().meta({ description: "At most 1,024 characters; variables {{1}}, {{2}}, ... in order" }),
  bodyExamples: strings().default([]),
  footerText: optionalText(),
  buttons: z.array(templateButtonSchema, { error: "must be an array" }).max(100, "at most 100 entries").default([]),
  carouselCards: z.array(carouselCardSchema, { error: "must be an array" }).max(100, "at most 100 entries").default([]),
  ltoText: optionalText(),
  ltoExpiration: optionalText().meta({ description: "ISO 8601 date-time when the offer ends" }),
  ltoCouponCode: optionalText(),
  authSecurityDisclaimer: z.boolean({ error: "must be true or false" }).default(true),
  authExpirationMinutes: z.number({ error: "must be a number" }).nullish(),
  variableMapping: variableMappingSchema.nullish(),
};

export const templateInputSchema = z.object(templateFields).meta({ id: "ChatappTemplateInput" });
export type TemplateInput = z.infer<typeof templateInputSchema>;

// The template table's jsonb columns take these shapes (see TemplateJsonTypes in the schema).
declare module "@/db/schema/templates" {
  interface TemplateJsonTypes {
    definition: Omit<TemplateInput, "name" | "language" | "category" | "templateType" | "variableMapping">;
    variableMapping: NonNullable<TemplateInput["variableMapping"]>;
  }
}
export type TemplateButton = z.infer<typeof templateButtonSchema>;
export type CarouselCard = z.infer<typeof carouselCardSchema>;
export type VariableMappingEntry = z.infer<typeof variableMappingEntrySchema>;

export const problemSchema = z.object({ path: z.string(), message: z.string() }).meta({ id: "ChatappTemplateProblem" });
export type TemplateProblem = z.infer<typeof problemSchema>;

export const validateResultSchema = z
  .object({ valid: z.boolean(), problems: z.array(problemSchema) })
  .meta({ id: "ChatappTemplateValidation", example: { valid: false, problems: [{ path: "buttons.2.text", message: "must be at most 25 characters" }] } });

export const statusHistoryEntrySchema = z.object({
  status: oneOf(TEMPLATE_STATUSES),
  reason: z.string().nullable(),
  source: oneOf(STATUS_SOURCES),
  at: z.string(),
});

/** A stored template as the API presents it. */
export const templateSchema = z
  .object({
    id: z.string(),
    ...templateFields,
    templateType: oneOf(TEMPLATE_TYPES),
    headerType: oneOf(HEADER_TYPES),
    bodyExamples: z.array(z.string()),
    buttons: z.array(templateButtonSchema),
    carouselCards: z.array(carouselCardSchema),
    authSecurityDisclaimer: z.boolean(),
    variableMapping: variableMappingSchema.nullable(),
    status: oneOf(TEMPLATE_STATUSES),
    quality: oneOf(TEMPLATE_QUALITIES),
    rejectionReason: z.string().nullable(),
    headerMediaId: z.string().nullable().meta({ description: "Media id attached for sends (PATCH .../media)" }),
    cardMedia: z.array(z.object({ index: z.number().int(), mediaId: z.string() })),
    platformTemplateId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    statusHistory: z.array(statusHistoryEntrySchema),
  })
  .meta({ id: "ChatappTemplate" });
export type PresentedTemplate = z.infer<typeof templateSchema>;
