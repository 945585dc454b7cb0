import { z } from "zod";
import { csvList, offsetPageOf, pageOf, queryBoolean, queryDateTime, queryInt, queryNumber } from "@/lib/http/query";
import { ACTIVITY_TYPES, CONSENT_SOURCES, CONTACT_LABELS, CONTACT_STATUSES, LIFECYCLE_STAGES, MARKETING_CONSENTS } from "./enums";
import { normalisePhone } from "./phone";

export const labelSchema = z.enum(CONTACT_LABELS, { error: `must be one of ${CONTACT_LABELS.join(", ")}` });
export const statusSchema = z.enum(CONTACT_STATUSES, { error: `must be one of ${CONTACT_STATUSES.join(", ")}` });
export const marketingConsentSchema = z.enum(MARKETING_CONSENTS, { error: `must be one of ${MARKETING_CONSENTS.join(", ")}` });
export const stageSchema = z.enum(LIFECYCLE_STAGES, { error: `must be one of ${LIFECYCLE_STAGES.join(", ")}` });

export const phoneSchema = z
  .string({ error: "must be a string" })
  .max(40, "must be at most 40 characters")
  .transform((v, ctx) => {
    const digits = normalisePhone(v);
    if (!digits) {
      ctx.addIssue({ code: "custom", message: "must be a phone number: digits with optional spaces, dashes, parentheses and a leading +" });
      return z.NEVER;
    }
    return digits;
  })
  .meta({ description: "Stored as digits only, e.g. +1 (555) 010-2030 becomes 15550102030", example: "+971 50 123 4567" });

const email = z.string().trim().max(254).pipe(z.email({ error: "must be a valid email address" }));
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const CUSTOM_FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const customFieldsSchema = z
  .record(
    z.string().regex(CUSTOM_FIELD_KEY, "keys start with a letter and hold letters, digits and underscores (at most 64)"),
    z.union([z.string().max(1000, "values are at most 1,000 characters"), z.number(), z.boolean(), z.null()], {
      error: "values must be strings, numbers, booleans or null",
    }),
    { error: "must be an object of scalar values" },
  )
  .refine((o) => Object.keys(o).length <= 50, "at most 50 custom fields")
  .meta({ description: "Scalar values only; null removes a key on update", example: { plan: "gold", city: "Dubai" } });

export const TAG_NAME = /^[\p{L}\p{N} \-_.,&()#]+$/u;
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(100, "must be at most 100 characters")
  .regex(TAG_NAME, "may hold letters, numbers, spaces and - _ . , & ( ) # only");
export const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour such as #22c55e");

const contactFields = {
  name: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  firstName: optionalText(100).nullish(),
  lastName: optionalText(100).nullish(),
  phone: phoneSchema.nullish(),
  email: email.nullish(),
  avatar: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).nullish(),
  externalId: optionalText(200).nullish(),
  customFields: customFieldsSchema.optional(),
  tagIds: z.array(z.string().min(1)).max(100, "at most 100 tags").optional(),
  marketingConsent: marketingConsentSchema.optional().meta({ description: "New contacts are OPTED_IN unless this says otherwise" }),
};

export const createContactInput = z.object(contactFields).meta({ id: "CreateContactInput" });
export type CreateContactInput = z.infer<typeof createContactInput>;

export const updateContactInput = z
  .object({
    ...contactFields,
    name: contactFields.name.optional(),
    label: labelSchema.nullable().optional(),
    status: statusSchema.optional(),
    lifecycleStage: stageSchema.optional(),
    assignedAgentId: z.string().min(1).nullable().optional(),
    notes: optionalText(20_000).nullable().optional(),
  })
  .meta({ id: "UpdateContactInput" });
export type UpdateContactInput = z.infer<typeof updateContactInput>;

export const SORT_KEYS = ["name", "createdAt", "updatedAt"] as const;

export const listContactsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  tagIds: csvList(z.string().min(1)).optional(),
  hasPhone: queryBoolean.optional(),
  hasEmail: queryBoolean.optional(),
  hasOrders: queryBoolean.optional(),
  channelType: z.string().trim().max(40).optional(),
  source: csvList(z.string().max(40)).optional(),
  status: csvList(statusSchema).optional(),
  label: csvList(labelSchema).optional(),
  lifecycleStage: csvList(stageSchema).optional(),
  marketingConsent: csvList(marketingConsentSchema).optional(),
  assignedAgentId: z.string().min(1).optional().meta({ description: "A user id, or `none` for unassigned contacts" }),
  minTotalSpent: queryNumber.optional(),
  maxTotalSpent: queryNumber.optional(),
  lastInteractionAfter: queryDateTime.optional(),
  lastInteractionBefore: queryDateTime.optional(),
  createdAfter: queryDateTime.optional(),
  createdBefore: queryDateTime.optional(),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
  sortBy: z.enum(SORT_KEYS, { error: "must be one of name, createdAt, updatedAt" }).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
});
export type ListContactsQuery = z.infer<typeof listContactsQuery>;
/** The filters alone (export and bulk selection reuse them). */
export const contactFiltersQuery = listContactsQuery.omit({ page: true, limit: true });
export type ContactFilters = z.infer<typeof contactFiltersQuery>;

export const tagSchema = z
  .object({ id: z.string(), name: z.string(), color: z.string(), contactCount: z.number().optional(), createdAt: z.string() })
  .meta({ id: "Tag" });

export const contactSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    externalId: z.string().nullable(),
    customFields: z.record(z.string(), z.unknown()),
    tagIds: z.array(z.string()),
    tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
    label: labelSchema.nullable(),
    status: statusSchema,
    lifecycleStage: stageSchema,
    assignedAgentId: z.string().nullable(),
    assignedAgent: z.object({ id: z.string(), name: z.string() }).nullable(),
    notes: z.string().nullable(),
    source: z.string(),
    channelType: z.string().nullable(),
    totalSpent: z.number(),
    orderCount: z.number(),
    lastInteractionAt: z.string().nullable(),
    marketingConsent: marketingConsentSchema,
    marketingConsentChangedAt: z.string().nullable(),
    marketingConsentSource: z.enum(CONSENT_SOURCES).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Contact" });

export const contactListSchema = pageOf(contactSchema, "ContactList");

export const contactIdParams = z.object({ id: z.string().min(1) });
export const contactTagParams = z.object({ id: z.string().min(1), tagId: z.string().min(1) });
export const tagIdParams = z.object({ tagId: z.string().min(1) });

export const searchQuery = z.object({
  q: z.string({ error: "is required" }).trim().min(1, "is required").max(200),
  limit: queryInt(1, 50).default(10),
});

export const findOrCreateInput = z
  .object({ phone: phoneSchema, name: z.string().trim().min(1).max(200).optional() })
  .meta({ id: "FindOrCreateContactInput" });

export const createTagInput = z.object({ name: tagNameSchema, color: colorSchema.optional() }).meta({ id: "CreateTagInput" });
export const updateTagInput = z
  .object({ name: tagNameSchema.optional(), color: colorSchema.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, { error: "send name or color" })
  .meta({ id: "UpdateTagInput" });

export const setStatusInput = z.object({ status: statusSchema });
export const setStageInput = z.object({ lifecycleStage: stageSchema });
export const assignInput = z.object({ agentId: z.string({ error: "must be a user id or null" }).min(1).nullable() });
export const noteInput = z.object({ note: z.string().trim().min(1, "is required").max(20_000, "must be at most 20,000 characters") });

export const timelineQuery = z.object({
  limit: queryInt(1, 100).default(20),
  offset: queryInt(0, 1_000_000).default(0),
  types: csvList(z.enum(ACTIVITY_TYPES, { error: `must be one of ${ACTIVITY_TYPES.join(", ")}` })).optional(),
});

export const activitySchema = z
  .object({
    id: z.string(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
    actor: z.object({ type: z.string(), id: z.string().nullable(), name: z.string() }),
    createdAt: z.string(),
  })
  .meta({ id: "ContactActivity" });
export const timelineSchema = offsetPageOf(activitySchema, "ContactTimeline");

export const bulkTagsInput = z
  .object({
    contactIds: z.array(z.string().min(1)).min(1, "pick at least one contact").max(10_000, "at most 10,000 contacts per request"),
    tagIds: z.array(z.string().min(1)).min(1, "pick at least one tag").max(50, "at most 50 tags per request"),
    action: z.enum(["add", "remove"], { error: "must be add or remove" }),
  })
  .meta({ id: "BulkTagsInput" });

export const bulkTagsResult = z
  .object({ action: z.enum(["add", "remove"]), contacts: z.number(), tags: z.number(), changed: z.number().meta({ description: "links added or removed" }) })
  .meta({ id: "BulkTagsResult" });

/** One CSV row after the column mapping step, as the import batch route takes it. */
export const importRow = z.object({
  name: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  externalId: z.string().optional(),
  tags: z.string().optional().meta({ description: "comma-separated tag names; missing tags are created" }),
  customFields: z.record(z.string(), z.string()).optional(),
  marketingConsent: z.string().max(40).optional().meta({ description: "OPTED_IN or OPTED_OUT (any case), or yes/no, true/false, 1/0; left out, a new contact is OPTED_IN and an existing one keeps its consent" }),
});
export const importInput = z
  .object({
    rows: z.array(importRow).min(1, "send at least one row").max(1000, "at most 1,000 rows per batch"),
    rowOffset: z.number().int().min(0).default(0).meta({ description: "index of the first row in the file, for the report" }),
    defaultCountryCode: z.string().regex(/^\d{1,4}$/, "must be 1 to 4 digits").optional(),
  })
  .meta({ id: "ImportContactsInput" });
export const importResult = z
  .object({
    created: z.number(),
    updated: z.number(),
    rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
  })
  .meta({ id: "ImportContactsResult" });
