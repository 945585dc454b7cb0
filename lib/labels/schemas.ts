import { z } from "zod";
import { required } from "@/lib/http/fields";
import { rangeSchema } from "@/lib/analytics/schemas";
import { pageOf, queryInt } from "@/lib/http/query";

export const LABEL_LIMITS = { name: 50, description: 300, perRequest: 20 } as const;
const L = LABEL_LIMITS;

const name = z
  .string({ error: required("must be a string") })
  .trim()
  .min(1, "is required")
  .max(L.name, `must be at most ${L.name} characters`)
  .meta({ description: "Unique in the company, any case", example: "billing" });
const color = z
  .string({ error: required("must be a string") })
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1f6feb")
  .transform((v) => v.toLowerCase())
  .meta({ description: "The chip's colour, #rrggbb", example: "#1f6feb" });
const description = z.string({ error: "must be a string" }).trim().max(L.description, `must be at most ${L.description} characters`).nullable();
const objectError = { error: "must be a JSON object" };

export const createLabelInput = z
  .object({ name, color: color.default("#64748b"), description: description.optional() }, objectError)
  .meta({ id: "CreateLabelInput", example: { name: "billing", color: "#1f6feb", description: "Invoices, refunds and payment problems" } });
export type CreateLabelInput = z.infer<typeof createLabelInput>;

export const updateLabelInput = z
  .object({ name: name.optional(), color: color.optional(), description: description.optional() }, objectError)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one of name, color, description" })
  .meta({ id: "UpdateLabelInput", description: "Fields left out are unchanged." });
export type UpdateLabelInput = z.infer<typeof updateLabelInput>;

export const listLabelsQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 200).default(100),
  search: z.string().trim().max(100, "must be at most 100 characters").optional().meta({ description: "Part of the name, any case" }),
});
export type ListLabelsQuery = z.infer<typeof listLabelsQuery>;

export const labelIdParams = z.object({ id: z.string().min(1) });

export const labelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    color: z.string(),
    description: z.string().nullable(),
    conversationCount: z.number().int().meta({ description: "Open conversations carrying the label" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Label" });
export type LabelView = z.infer<typeof labelSchema>;
export const labelListSchema = pageOf(labelSchema, "LabelList");
export const labelDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "LabelDeleted" });

/** The short form a conversation presents its labels in. */
export const labelRefSchema = z.object({ id: z.string(), name: z.string(), color: z.string() }).meta({ id: "LabelRef" });
export type LabelRef = z.infer<typeof labelRefSchema>;

export const labelIdsField = z
  .array(z.string({ error: "must be a label id" }).min(1, "must be a label id"), { error: required("must be an array of label ids") })
  .min(1, "needs at least one label id")
  .max(L.perRequest, `at most ${L.perRequest} labels at once`);

export const addConversationLabelsInput = z
  .object({ labelIds: labelIdsField.meta({ description: "Labels to add; ones the conversation already has are kept as they are" }) }, objectError)
  .meta({ id: "AddConversationLabelsInput", example: { labelIds: ["lbl_1"] } });
export const conversationLabelParams = z.object({ conversationId: z.string().min(1), labelId: z.string().min(1) });

export const labelAnalyticsSchema = z
  .object({
    range: rangeSchema,
    labels: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        color: z.string(),
        conversations: z.number().int().meta({ description: "Conversations opened in the range that carry the label" }),
        resolved: z.number().int().meta({ description: "Of those, the ones resolved now" }),
        share: z.number().nullable().meta({ description: "Percent of all labelled conversations counted here; null when none" }),
      }),
    ),
  })
  .meta({ id: "AnalyticsLabels", description: "Every label of the company, most conversations first" });
export type LabelAnalytics = z.infer<typeof labelAnalyticsSchema>;
