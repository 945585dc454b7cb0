import { z } from "zod";
import { CUSTOM_FIELD_KEY } from "@/lib/contacts/schemas";
import { pageOf, queryInt } from "@/lib/http/query";

export const WEB_EVENT_AUTH_TYPES = ["HMAC_SHA256", "API_KEY"] as const;
export const WEB_EVENT_MATCHES = ["MATCHED", "CREATED", "UNMATCHED"] as const;
/** Bodies over this answer 413. */
export const MAX_WEB_EVENT_BYTES = 256 * 1024;

export const authTypeSchema = z.enum(WEB_EVENT_AUTH_TYPES, { error: "must be HMAC_SHA256 or API_KEY" });
export const matchSchema = z.enum(WEB_EVENT_MATCHES);

// A dot-path into the posted JSON, e.g. `customer.phone`.
const jsonPath = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters")
  .regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, "must be a dot-separated path such as customer.phone");

export const contactMappingSchema = z
  .object({
    phoneField: jsonPath.nullish().meta({ description: "Path of the phone in the posted JSON" }),
    emailField: jsonPath.nullish().meta({ description: "Path of the email in the posted JSON" }),
    nameField: jsonPath.nullish().meta({ description: "Path of the name used when a contact is created" }),
    autoCreate: z.boolean({ error: "must be true or false" }).optional().meta({ description: "Mirrors autoCreateContact" }),
    enrichFields: z
      .array(
        z.object({
          source: jsonPath.meta({ description: "Path in the posted JSON" }),
          target: z.string().regex(CUSTOM_FIELD_KEY, "must be a custom-field key: a letter, then letters, digits and underscores"),
        }),
      )
      .max(50, "at most 50 fields")
      .optional()
      .meta({ description: "Scalar values copied into the matched contact's custom fields" }),
    displayColumns: z.array(jsonPath).max(10, "at most 10 columns").optional().meta({ description: "Paths the dashboard shows as columns of the recent events" }),
  })
  .refine((m) => Boolean(m.phoneField || m.emailField), { error: "needs phoneField or emailField", path: ["phoneField"] })
  .meta({ id: "ContactMapping" });
export type ContactMappingInput = z.infer<typeof contactMappingSchema>;

const integrationFields = {
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters"),
  authType: authTypeSchema,
  description: z.string().trim().max(500, "must be at most 500 characters").nullish(),
  autoCreateContact: z.boolean({ error: "must be true or false" }).optional(),
  contactMapping: contactMappingSchema.optional(),
};

export const createIntegrationInput = z.object(integrationFields).meta({ id: "CreateWebEventIntegrationInput" });
export type CreateIntegrationInput = z.infer<typeof createIntegrationInput>;
// The spec lists the same body for PUT, with name and authType required.
export const updateIntegrationInput = z.object(integrationFields).meta({ id: "UpdateWebEventIntegrationInput" });
export type UpdateIntegrationInput = z.infer<typeof updateIntegrationInput>;

export const integrationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    authType: authTypeSchema,
    autoCreateContact: z.boolean(),
    contactMapping: z.object({
      phoneField: z.string().nullable(),
      emailField: z.string().nullable(),
      nameField: z.string().nullable(),
      autoCreate: z.boolean(),
      enrichFields: z.array(z.object({ source: z.string(), target: z.string() })),
      displayColumns: z.array(z.string()),
    }),
    endpointPath: z.string().meta({ description: "Where the website posts: /api/webhook/web-events/{id}" }),
    eventCount: z.number(),
    lastEventAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "WebEventIntegration", description: "The secret is never part of this object; see GET /api/v1/web-events/{id}/secret (dashboard only)." });
export type IntegrationView = z.infer<typeof integrationSchema>;

export const integrationListSchema = pageOf(integrationSchema, "WebEventIntegrationList");
export const listIntegrationsQuery = z.object({ page: queryInt(1, 100_000).default(1), limit: queryInt(1, 100).default(20) });
export const integrationIdParams = z.object({ id: z.string().min(1) });
export const inboundParams = z.object({ integrationId: z.string().min(1) });

export const integrationSecretSchema = z
  .object({
    secret: z.string(),
    authType: authTypeSchema,
    header: z.string().meta({ description: "X-Webhook-Signature (HMAC hex of the raw body) or X-Api-Key (the secret itself)" }),
  })
  .meta({ id: "WebEventIntegrationSecret" });

export const webEventSchema = z
  .object({
    id: z.string(),
    integrationId: z.string(),
    eventName: z.string().nullable(),
    payload: z.unknown(),
    match: matchSchema.meta({ description: "MATCHED an existing contact, CREATED one, or UNMATCHED" }),
    matchNote: z.string().nullable(),
    contact: z.object({ id: z.string(), name: z.string() }).nullable(),
    receivedAt: z.string(),
  })
  .meta({ id: "WebEvent" });
export const webEventListSchema = pageOf(webEventSchema, "WebEventList");
export const listWebEventsQuery = z.object({
  match: matchSchema.optional(),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
});

export const inboundResultSchema = z
  .object({ id: z.string().meta({ description: "The stored event's id" }), match: matchSchema, contactId: z.string().nullable() })
  .meta({ id: "WebEventReceived" });
