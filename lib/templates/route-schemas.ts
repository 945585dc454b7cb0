import { z } from "zod";
import { offsetPageOf, pageOf, queryInt } from "@/lib/http/query";
import { uploadMediaInput } from "@/lib/channels/chatapp/messaging/upload-schema";
import { TEMPLATE_CATEGORIES, TEMPLATE_LANGUAGE, TEMPLATE_NAME, TEMPLATE_STATUSES } from "./enums";
import { templateSchema, variableMappingSchema } from "./schemas";

/** Schemas of the template routes other than create and validate (schemas.ts has those). */

const enumQuery = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(", ")}` });

const templateName = z
  .string()
  .regex(TEMPLATE_NAME, "must be a template name: lowercase letters, digits and underscores")
  .meta({ example: "order_update" });
const language = z
  .string()
  .regex(TEMPLATE_LANGUAGE, "must be a platform language code such as en, en_US or pt_BR")
  .meta({ example: "en_US" });

// OpenAPI allows one parameter name per path segment, and the spec addresses a template by id
// on some operations and by name (every language) on others: one `{template}`, two meanings.
export const templateByIdParams = z.object({
  template: z.string().max(100, "is not a template id").meta({ description: "The template's id", example: "tpl_3kQw9ZrT1bXc7VnMa" }),
});
export const templateByNameParams = z.object({
  template: templateName.meta({ description: "The template's name: the operation covers every language of it" }),
});

export const listTemplatesQuery = z.object({
  status: enumQuery(TEMPLATE_STATUSES).optional(),
  category: enumQuery(TEMPLATE_CATEGORIES).optional(),
  language: language.optional(),
  search: z.string().trim().max(200, "must be at most 200 characters").optional().meta({ description: "Part of the name" }),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(50),
});
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>;

/** A list row: the template without its status history. */
export const templateListItemSchema = templateSchema.omit({ statusHistory: true }).meta({ id: "ChatappTemplateListItem" });
export const templateListSchema = pageOf(templateListItemSchema, "ChatappTemplateList");

const mediaId = z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(128, "must be at most 128 characters");

export const attachMediaInput = z
  .object({
    headerMediaId: mediaId.nullable().meta({ description: "Media id from POST /api/v1/chatapp/media/upload for the header; null when the template has no media header" }),
    carouselCards: z
      .array(z.object({ index: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(9, "must be at most 9"), mediaId }), { error: "must be an array" })
      .max(10, "at most 10 cards")
      .meta({ description: "One media id per card, by card index (0-based); [] when the template is not a carousel" }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.carouselCards.forEach((c, i) => {
      if (seen.has(c.index)) ctx.addIssue({ code: "custom", path: ["carouselCards", i, "index"], message: `card ${c.index} is given twice` });
      seen.add(c.index);
    });
  })
  .meta({ id: "ChatappTemplateMediaInput" });
export type AttachMediaInput = z.infer<typeof attachMediaInput>;

export const syncResultSchema = z
  .object({
    total: z.number().meta({ description: "Templates the platform listed" }),
    imported: z.number().meta({ description: "Created outside the service, now stored here" }),
    updated: z.number().meta({ description: "Stored ones whose status, quality or rejection reason changed" }),
    unchanged: z.number(),
    pages: z.number(),
  })
  .meta({ id: "ChatappTemplateSyncResult" });

export const deleteResultSchema = z
  .object({ name: z.string(), languages: z.array(z.string()).meta({ description: "The language variants removed here" }) })
  .meta({ id: "ChatappTemplateDeleteResult" });

export const usageQuery = z.object({
  language: language.optional().meta({ description: "One variant; all languages when absent" }),
  offset: queryInt(0, 1_000_000).default(0),
  limit: queryInt(1, 200).default(50),
});

const MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;

export const usageSchema = z
  .object({
    templateName: z.string(),
    language: z.string().nullable(),
    counts: z.object({ total: z.number(), queued: z.number(), sent: z.number(), delivered: z.number(), read: z.number(), failed: z.number() }),
    ...offsetPageOf(
      z.object({
        messageId: z.string(),
        conversationId: z.string(),
        language: z.string(),
        contact: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
        status: z.enum(MESSAGE_STATUSES),
        error: z.object({ code: z.union([z.number(), z.string()]).optional(), title: z.string().optional(), message: z.string().optional() }).nullable(),
        sentAt: z.string(),
      }),
      "ChatappTemplateUsageRows",
    ).shape,
  })
  .meta({ id: "ChatappTemplateUsage", description: "Counts by status (every send, not only this page) and the sends, newest first" });

export const updateMappingInput = z.object({ variableMapping: variableMappingSchema }).meta({ id: "ChatappTemplateMappingInput" });
export const mappingQuery = z.object({ language: language.optional().meta({ description: "One variant; every language of the name when absent" }) });
export const templateVariantsSchema = z.object({ data: z.array(templateSchema) }).meta({ id: "ChatappTemplateVariants" });

export const uploadForTemplateInput = uploadMediaInput
  .refine((v) => v.mediaType !== "audio", { path: ["mediaType"], message: "must be one of image, video, document (template headers take no audio)" })
  .meta({ id: "ChatappUploadForTemplateInput", description: "A header or card sample for template review; answers a media handle for headerExample or headerMediaHandle" });

export const uploadHandleSchema = z
  .object({
    handle: z.string().meta({ description: "The platform's upload handle (for headerExample / carouselCards[].headerMediaHandle)", example: "4::aW1hZ2UvanBlZw==:ARb3x" }),
    mediaType: z.string(),
    mimeType: z.string(),
    bytes: z.number(),
  })
  .meta({ id: "ChatappTemplateMediaHandle" });
