import { z } from "zod";
import { CAMPAIGN_STATUSES, FAILURE_CATEGORIES, RECIPIENT_STATUSES } from "@/db/enums";
import { offsetPageOf, queryDateTime, queryInt } from "@/lib/http/query";

/** The spec's campaign schemas: one source for validation, the OpenAPI document and the wizard's forms. */

export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES, { error: `must be one of ${CAMPAIGN_STATUSES.join(", ")}` });
export const recipientStatusSchema = z.enum(RECIPIENT_STATUSES, { error: `must be one of ${RECIPIENT_STATUSES.join(", ")}` });
export const failureCategorySchema = z.enum(FAILURE_CATEGORIES, { error: `must be one of ${FAILURE_CATEGORIES.join(", ")}` });

export const MAX_AUDIENCE_CONTACTS = 5000;
export const MAX_IMPORT_ROWS = 50_000;

const AUDIENCE_TYPES = ["ALL", "TAGS", "CONTACTS", "IMPORT_BATCH"] as const;
const idList = (max: number, what: string) =>
  z
    .array(z.string({ error: "must be strings" }).min(1, "must not be empty").max(64, "must be at most 64 characters"), { error: "must be an array of ids" })
    .max(max, `at most ${max.toLocaleString("en-US")} ${what}`);

export const audienceSchema = z
  .object({
    type: z.enum(AUDIENCE_TYPES, { error: `must be one of ${AUDIENCE_TYPES.join(", ")}` }),
    tagIds: idList(100, "tags").optional(),
    contactIds: idList(MAX_AUDIENCE_CONTACTS, "contact ids").optional(),
    batchId: z.string().min(1).max(64).optional(),
  })
  .superRefine((a, ctx) => {
    if (a.type === "TAGS" && !a.tagIds?.length) ctx.addIssue({ code: "custom", path: ["tagIds"], message: "is required for a TAGS audience (at least one tag id)" });
    if (a.type === "CONTACTS" && !a.contactIds?.length) ctx.addIssue({ code: "custom", path: ["contactIds"], message: "is required for a CONTACTS audience (1 to 5,000 contact ids)" });
    if (a.type === "IMPORT_BATCH" && !a.batchId) ctx.addIssue({ code: "custom", path: ["batchId"], message: "is required for an IMPORT_BATCH audience (the batchId of import-audience)" });
  })
  .meta({
    id: "CampaignAudience",
    description: "ALL: every opted-in contact with a phone. TAGS: contacts with any of tagIds. CONTACTS: exactly contactIds (at most 5,000). IMPORT_BATCH: the contacts of an import-audience batch. Opted-out contacts and contacts without a phone are always left out.",
    example: { type: "ALL" },
  });
export type AudienceInput = z.infer<typeof audienceSchema>;

const componentSchema = z
  .looseObject({ type: z.string({ error: "must be a string" }).min(1).max(40) }, { error: "must be an object with a type" })
  .meta({ description: "A Cloud API template component (header, body, button…), e.g. {type: 'body', parameters: [{type: 'text', text: 'Ana'}]}" });
export const templateComponentsSchema = z.array(componentSchema, { error: "must be an array of components" }).max(20, "at most 20 components");

const name = z.string({ error: "must be a string" }).trim().min(1, "is required").max(200, "must be at most 200 characters");
const perSecond = z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(20, "must be at most 20");
const perDay = z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be positive").max(10_000_000, "must be at most 10,000,000");
const dateTime = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).transform((v) => new Date(v));
const maxRetries = z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(10, "must be at most 10");

export const createCampaignInput = z
  .object({
    name,
    templateId: z.string({ error: "must be a string" }).min(1, "is required").max(64),
    audience: audienceSchema,
    templateComponents: templateComponentsSchema.nullish(),
    scheduledAt: dateTime.optional().meta({ description: "Omitted: a DRAFT. A future time: SCHEDULED, started by itself then." }),
    messagesPerSecond: perSecond.optional().meta({ description: "1 to 20; default 10" }),
    messagesPerDay: perDay.nullish().meta({ description: "Daily cap in the company's time zone; the rest carries to the next day. Null: no cap." }),
    aiEnabled: z.boolean({ error: "must be true or false" }).optional(),
    pacingDisabled: z.boolean({ error: "must be true or false" }).optional().meta({ description: "Load tests only: send as fast as the workers can. Owners and admins signed in only." }),
  })
  .meta({ id: "CreateCampaignInput" });
export type CreateCampaignInput = z.infer<typeof createCampaignInput>;

export const updateCampaignInput = z
  .object({
    name: name.optional(),
    templateId: z.string({ error: "must be a string" }).min(1).max(64).optional(),
    audience: audienceSchema.optional(),
    templateComponents: templateComponentsSchema.nullish(),
    scheduledAt: dateTime.nullish().meta({ description: "A future time schedules the campaign; null makes it a DRAFT again" }),
    messagesPerSecond: perSecond.optional(),
    messagesPerDay: perDay.nullish(),
    aiEnabled: z.boolean({ error: "must be true or false" }).optional(),
    autoRetry: z.boolean({ error: "must be true or false" }).optional().meta({ description: "Retry failures of retryable categories by themselves, with back-off" }),
    maxRetries: maxRetries.optional().meta({ description: "Attempts after the first, 0 to 10; default 3" }),
    pacingDisabled: z.boolean({ error: "must be true or false" }).optional(),
  })
  .meta({ id: "UpdateCampaignInput" });
export type UpdateCampaignInput = z.infer<typeof updateCampaignInput>;

export const campaignIdParams = z.object({ id: z.string().min(1).max(64) });

export const listCampaignsQuery = z.object({
  status: campaignStatusSchema.optional(),
  search: z.string().trim().max(200, "must be at most 200 characters").optional(),
  limit: queryInt(1, 200).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

export const recipientsQuery = z.object({
  status: recipientStatusSchema.optional(),
  limit: queryInt(1, 200).default(50),
  offset: queryInt(0, 10_000_000).default(0),
});

export const timeseriesQuery = z.object({
  interval: z.enum(["minute", "hour"], { error: "must be minute or hour" }).optional().meta({ description: "Default: minute for campaigns shorter than 6 hours, else hour" }),
  from: queryDateTime.optional(),
  to: queryDateTime.optional(),
});

export const previewInput = z.object({ templateId: z.string({ error: "must be a string" }).min(1, "is required").max(64), audience: audienceSchema }).meta({ id: "CampaignPreviewInput" });

export const importAudienceInput = z
  .object({
    data: z
      .array(
        z.object({
          name: z.string({ error: "must be a string" }).max(200, "must be at most 200 characters"),
          phone: z.string({ error: "must be a string" }).max(40, "must be at most 40 characters"),
          email: z.string({ error: "must be a string" }).max(254).optional(),
          tags: z.string({ error: "must be a string" }).max(2000).optional().meta({ description: "Tag names, comma-separated" }),
        }),
        { error: "must be an array of rows" },
      )
      .min(1, "must hold at least one row")
      .max(MAX_IMPORT_ROWS, `at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows per call`),
    createMissing: z.boolean({ error: "must be true or false" }).default(true),
    defaultCountryCode: z.string().regex(/^\d{1,4}$/, "must be 1 to 4 digits, e.g. 971").optional(),
  })
  .meta({ id: "ImportAudienceInput" });

export const retryInput = z
  .object({
    recipientIds: idList(10_000, "recipient ids").optional(),
    failureCategories: z.array(failureCategorySchema).max(FAILURE_CATEGORIES.length).optional(),
  })
  .meta({ id: "CampaignRetryInput" });

const countsSchema = z.object(Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, z.number()])) as Record<(typeof RECIPIENT_STATUSES)[number], z.ZodNumber>).meta({ id: "CampaignRecipientCounts" });

export const campaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: campaignStatusSchema,
    statusReason: z.string().nullable(),
    templateId: z.string(),
    template: z.object({ id: z.string(), name: z.string(), language: z.string(), category: z.string(), status: z.string() }).nullable(),
    audience: audienceSchema,
    templateComponents: z.array(z.record(z.string(), z.unknown())).nullable(),
    scheduledAt: z.string().nullable(),
    messagesPerSecond: z.number(),
    messagesPerDay: z.number().nullable(),
    aiEnabled: z.boolean(),
    autoRetry: z.boolean(),
    maxRetries: z.number(),
    pacingDisabled: z.boolean(),
    audienceSize: z.number().nullable().meta({ description: "Recipients materialised at run; null before" }),
    excludedOptedOut: z.number().nullable(),
    counts: countsSchema,
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Campaign" });
export type CampaignView = z.infer<typeof campaignSchema>;

export const campaignListSchema = offsetPageOf(campaignSchema, "CampaignList");

export const recipientSchema = z
  .object({
    id: z.string(),
    contactId: z.string(),
    contactName: z.string().nullable(),
    phone: z.string(),
    status: recipientStatusSchema,
    attempts: z.number(),
    messageId: z.string().nullable(),
    failureCategory: failureCategorySchema.nullable(),
    failureCode: z.string().nullable(),
    failureMessage: z.string().nullable(),
    sentAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    repliedAt: z.string().nullable(),
    failedAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
  })
  .meta({ id: "CampaignRecipient" });
export const recipientListSchema = offsetPageOf(recipientSchema, "CampaignRecipientList");

export const detailsSchema = z
  .object({
    campaign: campaignSchema,
    counts: countsSchema,
    total: z.number(),
    progress: z.object({ done: z.number(), total: z.number(), percent: z.number() }).meta({ description: "done: recipients no longer PENDING or CLAIMED" }),
    rate: z.object({ perSecond: z.number().meta({ description: "Sends per second over the last 10 seconds" }), perMinute: z.number() }),
    etaSeconds: z.number().nullable(),
    eta: z.string().nullable(),
    failureCategories: z.record(z.string(), z.number()),
  })
  .meta({ id: "CampaignDetails" });

export const previewSchema = z
  .object({
    audienceSize: z.number().meta({ description: "Recipients a run would send to: de-duplicated by phone, opted-out and phoneless contacts left out" }),
    matched: z.number().meta({ description: "Contacts the audience names before any exclusion" }),
    excludedOptedOut: z.number(),
    unreachable: z.number().meta({ description: "Contacts without a phone number" }),
    duplicates: z.number(),
    estimatedCost: z.object({ category: z.string(), perMessage: z.number(), total: z.number(), currency: z.string() }),
  })
  .meta({ id: "CampaignPreview" });

export const importAudienceResultSchema = z
  .object({
    batchId: z.string(),
    matched: z.number(),
    created: z.number(),
    rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
  })
  .meta({ id: "ImportAudienceResult" });

export const analyticsSchema = z
  .object({
    campaignId: z.string(),
    sent: z.number(),
    totalClicks: z.number(),
    uniqueClickers: z.number(),
    clickRate: z.number().meta({ description: "uniqueClickers / sent" }),
    links: z.array(z.object({ index: z.number(), text: z.string(), url: z.string(), clicks: z.number(), uniqueClicks: z.number() })),
    untracked: z.array(z.object({ index: z.number(), text: z.string(), reason: z.string() })),
  })
  .meta({ id: "CampaignAnalytics" });

export const timeseriesSchema = z
  .object({
    interval: z.enum(["minute", "hour"]),
    points: z.array(z.object({ at: z.string(), sent: z.number(), delivered: z.number(), read: z.number(), failed: z.number(), replied: z.number() })),
  })
  .meta({ id: "CampaignTimeseries" });

export const retryResultSchema = z.object({ retried: z.number(), campaign: campaignSchema }).meta({ id: "CampaignRetryResult" });
