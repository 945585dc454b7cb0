import { z } from "zod";
import { required, requiredText } from "@/lib/http/fields";
import { pageOf, queryBoolean, queryInt } from "@/lib/http/query";

/**
 * The photoapp libraries of spec 4.6: saved templates (cards), saved interactive messages
 * (buttons or quick replies) and reusable quick replies. One source for validation and the
 * OpenAPI document; every message names the limit it enforces. Optional fields take null.
 */

const text = (max: number) => z.string({ error: required("must be a string") }).trim().max(max, `must be at most ${max} characters`);
const url = (protocol: RegExp, what: string, missing = "is required") =>
  z.url({ protocol, error: (i) => (i.input === undefined ? missing : `must be an absolute ${what} URL`) }).max(2048, "must be at most 2,048 characters");
const body = { error: "must be a JSON object" };
const isObject = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);
const list = <T extends z.ZodType>(item: T, min: number, max: number, one: string, many = `${one}s`) =>
  z
    .array(item, { error: required("must be an array") })
    .min(min, `needs at least ${min} ${min === 1 ? one : many}`)
    .max(max, `must hold at most ${max} ${many}`);

export const TEMPLATE_LIMITS = { name: 100, description: 500, cards: 10, cardTitle: 80, subtitle: 80, buttons: 3, buttonTitle: 20, payload: 1000 } as const;
const L = TEMPLATE_LIMITS;

// A button opens a web page (url) or posts a payload back to the business (payload).
export const photoappButtonSchema = z
  .discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("web_url"), title: requiredText(L.buttonTitle), url: url(/^https?$/, "http(s)", "is required for a web_url button").meta({ description: "Required for web_url" }) }),
      z.object({ type: z.literal("postback"), title: requiredText(L.buttonTitle), payload: requiredText(L.payload, "is required for a postback button").meta({ description: "Required for postback" }) }),
    ],
    { error: (i) => (isObject(i.input) ? "must be web_url or postback" : "must be an object") },
  )
  .meta({ id: "PhotoappButton", example: { type: "web_url", title: "Shop now", url: "https://example.com/shop" } });

export const photoappCardSchema = z
  .object(
    {
      title: requiredText(L.cardTitle),
      subtitle: text(L.subtitle).nullish(),
      imageUrl: url(/^https$/, "https").nullish(),
      defaultActionUrl: url(/^https$/, "https").nullish().meta({ description: "Opened when the card itself is tapped" }),
      buttons: list(photoappButtonSchema, 0, L.buttons, "button", "buttons per card").optional(),
    },
    { error: "must be an object" },
  )
  .meta({ id: "PhotoappCard", example: { title: "Spring collection", subtitle: "New arrivals", buttons: [{ type: "postback", title: "Tell me more", payload: "SPRING" }] } });

const templateName = requiredText(L.name);
const description = text(L.description).nullish();
const cards = list(photoappCardSchema, 1, L.cards, "card");
const isActive = z.boolean({ error: "must be true or false" });

export const createSavedTemplateInput = z
  .object({ name: templateName, description, cards, isActive: isActive.optional().meta({ description: "Default true" }) }, body)
  .meta({ id: "CreatePhotoappTemplateInput" });
export type CreateSavedTemplateInput = z.infer<typeof createSavedTemplateInput>;

export const updateSavedTemplateInput = z
  .object({ name: templateName.optional(), description, isActive: isActive.optional(), cards: cards.optional() }, body)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one of name, description, isActive, cards" })
  .meta({ id: "UpdatePhotoappTemplateInput", description: "Fields left out are unchanged; cards, when given, replaces every card.", example: { name: "Spring sale", isActive: false } });
export type UpdateSavedTemplateInput = z.infer<typeof updateSavedTemplateInput>;

export const listSavedTemplatesQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
  search: z.string().trim().max(200, "must be at most 200 characters").optional().meta({ description: "Part of the name, any case" }),
  isActive: queryBoolean.optional(),
});
export type ListSavedTemplatesQuery = z.infer<typeof listSavedTemplatesQuery>;

export const libraryIdParams = z.object({ id: z.string().min(1).max(100, "is not an id") });

const buttonView = z.object({ type: z.enum(["web_url", "postback"]), title: z.string(), url: z.string().nullable(), payload: z.string().nullable() });
const cardView = z.object({ title: z.string(), subtitle: z.string().nullable(), imageUrl: z.string().nullable(), defaultActionUrl: z.string().nullable(), buttons: z.array(buttonView) });

export const savedTemplateSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string().nullable(), isActive: z.boolean(), cards: z.array(cardView), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: "PhotoappTemplate" });
export type SavedTemplateView = z.infer<typeof savedTemplateSchema>;
export const savedTemplateListSchema = pageOf(savedTemplateSchema, "PhotoappTemplateList");

export const USAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;
export const templateDetailSchema = savedTemplateSchema
  .extend({
    usage: z.object({
      totalSends: z.number().meta({ description: "Messages sent from this template, whatever their status" }),
      lastSentAt: z.string().nullable().meta({ description: "When the newest of them was made" }),
      byStatus: z.object(Object.fromEntries(USAGE_STATUSES.map((s) => [s, z.number()])) as Record<(typeof USAGE_STATUSES)[number], z.ZodNumber>).meta({ description: "Messages by their current status" }),
      recent: z.array(z.object({ messageId: z.string(), conversationId: z.string(), contactId: z.string(), status: z.string(), createdAt: z.string() })).meta({ description: "The 10 newest" }),
    }),
  })
  .meta({ id: "PhotoappTemplateDetail" });
export type TemplateUsage = z.infer<typeof templateDetailSchema>["usage"];

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "PhotoappLibraryDeleted" });

// Interactive messages: config is validated by type (the spec leaves its shape open).
export const INTERACTIVE_LIMITS = { name: 100, buttonsText: 640, buttons: 3, quickRepliesText: 1000, quickReplies: 13, title: 20, payload: 1000 } as const;
const I = INTERACTIVE_LIMITS;

export const quickReplyOptionSchema = z
  .object({ title: requiredText(I.title), payload: requiredText(I.payload) }, { error: "must be an object" })
  .meta({ id: "PhotoappQuickReplyOption" });
export const buttonsConfigSchema = z
  .object({ text: requiredText(I.buttonsText), buttons: list(photoappButtonSchema, 1, I.buttons, "button") }, { error: required("must be an object") })
  .meta({ id: "PhotoappButtonsConfig", example: { text: "How can we help?", buttons: [{ type: "postback", title: "Track my order", payload: "TRACK" }] } });
export const quickRepliesConfigSchema = z
  .object({ text: requiredText(I.quickRepliesText), quickReplies: list(quickReplyOptionSchema, 1, I.quickReplies, "quick reply", "quick replies") }, { error: required("must be an object") })
  .meta({ id: "PhotoappQuickRepliesConfig", example: { text: "Pick a size", quickReplies: [{ title: "Small", payload: "SIZE_S" }] } });

const interactiveName = requiredText(I.name);
export const interactiveMessageInput = z
  .discriminatedUnion(
    "type",
    [
      z.object({ name: interactiveName, type: z.literal("buttons"), config: buttonsConfigSchema }),
      z.object({ name: interactiveName, type: z.literal("quick_replies"), config: quickRepliesConfigSchema }),
    ],
    { error: (i) => (isObject(i.input) ? "must be buttons or quick_replies" : "must be a JSON object") },
  )
  .meta({ id: "PhotoappInteractiveMessageInput", description: "The whole message: PUT takes the same body as POST and replaces it." });
export type InteractiveMessageInput = z.infer<typeof interactiveMessageInput>;

export const interactiveMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(["buttons", "quick_replies"]),
    config: z.union([buttonsConfigSchema, quickRepliesConfigSchema]),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PhotoappInteractiveMessage" });
export type InteractiveMessageView = z.infer<typeof interactiveMessageSchema>;
export const interactiveMessageListSchema = z.object({ data: z.array(interactiveMessageSchema) }).meta({ id: "PhotoappInteractiveMessageList" });

// Quick replies: canned answers an agent finds by typing "/" and the shortcut.
export const QUICK_REPLY_LIMITS = { shortcut: 40, title: 100, text: 1000, category: 50 } as const;
const Q = QUICK_REPLY_LIMITS;
const shortcut = requiredText(Q.shortcut).regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, - and _");
const category = text(Q.category).nullish().meta({ description: "Empty or null: no category" });

export const createQuickReplyInput = z
  .object({ shortcut, title: requiredText(Q.title), text: requiredText(Q.text), category }, body)
  .meta({ id: "CreatePhotoappQuickReplyInput", description: "shortcut is unique in the company, any case (409 CONFLICT)." });
export type CreateQuickReplyInput = z.infer<typeof createQuickReplyInput>;
export const updateQuickReplyInput = z
  .object({ shortcut: shortcut.optional(), title: requiredText(Q.title).optional(), text: requiredText(Q.text).optional(), category }, body)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one of shortcut, title, text, category" })
  .meta({ id: "UpdatePhotoappQuickReplyInput", description: "Fields left out are unchanged.", example: { title: "Opening hours", text: "We open at 9 every day." } });
export type UpdateQuickReplyInput = z.infer<typeof updateQuickReplyInput>;

export const listQuickRepliesQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
  search: z.string().trim().max(200, "must be at most 200 characters").optional().meta({ description: "Part of the shortcut, title or text, any case" }),
  category: z.string().trim().min(1, "must not be empty").max(Q.category, `must be at most ${Q.category} characters`).optional().meta({ description: "Exact category" }),
});
export type ListQuickRepliesQuery = z.infer<typeof listQuickRepliesQuery>;

export const quickReplySchema = z
  .object({ id: z.string(), shortcut: z.string(), title: z.string(), text: z.string(), category: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: "PhotoappQuickReply" });
export type QuickReplyView = z.infer<typeof quickReplySchema>;
export const quickReplyListSchema = pageOf(quickReplySchema, "PhotoappQuickReplyList");
export const quickReplyCategoriesSchema = z
  .object({ data: z.array(z.object({ category: z.string(), count: z.number() })), uncategorized: z.number().meta({ description: "Quick replies without a category" }) })
  .meta({ id: "PhotoappQuickReplyCategories" });
