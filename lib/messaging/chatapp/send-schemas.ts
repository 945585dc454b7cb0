import { z } from "zod";
import { contactCardSchema } from "./contact-card-schema";
import { base64Bytes, isAllowedMime, MEDIA_LIMITS } from "./media-limits";
import { catalogId, conversationId, httpUrl, issue, mediaId, mediaType, recipient, retailerId, text } from "./send-fields";
import { templateComponent } from "./template-components";

/**
 * Request bodies of the chatapp send routes (spec 4.2). Each limit is the spec's or the Cloud
 * API's, so bad input is a 400 naming the field here instead of a platform error later.
 */

const INTERACTIVE_BODY = 1024;
const header = text(60, "Header text (at most 60 characters)");
const footer = text(60, "Footer text (at most 60 characters)");
const headerImage = httpUrl(2048).meta({ description: "Public http(s) URL of a header image (JPEG or PNG); not with header" });

/** Interactive messages take one header: text or image. */
function oneHeader(v: { header?: string; headerImage?: string }, ctx: z.RefinementCtx) {
  if (v.header !== undefined && v.headerImage !== undefined) issue(ctx, ["headerImage"], "send header or headerImage, not both");
}

function unique(values: string[], ctx: z.RefinementCtx, path: (i: number) => (string | number)[], what: string) {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) issue(ctx, path(i), `${what} must be unique within the message`);
    seen.add(v);
  });
}

export const sendTextInput = z
  .object({ to: recipient, body: text(4096, "Message text; a URL in it gets a link preview"), conversationId: conversationId.optional() })
  .meta({ id: "ChatappSendTextInput", description: "A text message" });

export const sendTemplateInput = z
  .object({
    to: recipient,
    templateName: z
      .string({ error: "is required" })
      .trim()
      .regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lowercase letters, digits and underscores")
      .meta({ example: "order_update" }),
    languageCode: z
      .string({ error: "is required" })
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2,3})?$/, "must be a template language code such as en, en_US or ar")
      .meta({ example: "en_US" }),
    components: z.array(templateComponent, { error: "must be an array" }).max(20, "at most 20 components").optional(),
    conversationId: conversationId.optional(),
  })
  .meta({ id: "ChatappSendTemplateInput", description: "An approved template; allowed outside the 24-hour window" });

const replyButton = z.object({ id: text(256, "Returned in the reply callback"), title: text(20, "Button label") });

export const sendButtonsInput = z
  .object({
    to: recipient,
    body: text(INTERACTIVE_BODY),
    buttons: z.array(replyButton, { error: "is required: an array of {id, title}" }).min(1, "needs 1 to 3 buttons").max(3, "at most 3 buttons"),
    header: header.optional(),
    headerImage: headerImage.optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(),
  })
  .superRefine((v, ctx) => {
    oneHeader(v, ctx);
    unique(v.buttons.map((b) => b.id), ctx, (i) => ["buttons", i, "id"], "button ids");
    unique(v.buttons.map((b) => b.title), ctx, (i) => ["buttons", i, "title"], "button titles");
  })
  .meta({ id: "ChatappSendButtonsInput", description: "Up to 3 reply buttons" });

const listRow = z.object({ id: text(200, "Returned in the reply callback"), title: text(24), description: text(72).optional() });
const listSection = z.object({
  title: text(24, "Required when there is more than one section").optional(),
  rows: z.array(listRow, { error: "is required: an array of rows" }).min(1, "needs at least one row"),
});

export const sendListInput = z
  .object({
    to: recipient,
    body: text(4096),
    buttonText: text(20, "Label of the button that opens the list"),
    sections: z.array(listSection, { error: "is required: an array of sections" }).min(1, "needs 1 to 10 sections").max(10, "at most 10 sections"),
    header: header.optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(),
  })
  .superRefine((v, ctx) => {
    const rows = v.sections.flatMap((s, i) => s.rows.map((r, j) => ({ id: r.id, path: ["sections", i, "rows", j, "id"] })));
    if (rows.length > 10) issue(ctx, ["sections"], `at most 10 rows in all sections together (got ${rows.length})`);
    unique(rows.map((r) => r.id), ctx, (k) => rows[k].path, "row ids");
    if (v.sections.length > 1) v.sections.forEach((s, i) => s.title === undefined && issue(ctx, ["sections", i, "title"], "is required when there is more than one section"));
  })
  .meta({ id: "ChatappSendListInput", description: "A list of up to 10 rows in up to 10 sections" });

export const sendCtaUrlInput = z
  .object({
    to: recipient,
    body: text(INTERACTIVE_BODY),
    displayText: text(20, "Button label"),
    url: httpUrl(2048),
    header: header.optional(),
    headerImage: headerImage.optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(),
  })
  .superRefine(oneHeader)
  .meta({ id: "ChatappSendCtaUrlInput", description: "A button that opens a URL" });

export const sendLocationRequestInput = z
  .object({ to: recipient, body: text(INTERACTIVE_BODY), conversationId: conversationId.optional() })
  .meta({ id: "ChatappSendLocationRequestInput", description: "Asks the customer to share a location" });

export const sendCatalogInput = z
  .object({
    to: recipient,
    body: text(INTERACTIVE_BODY),
    footer: footer.optional(),
    thumbnailProductRetailerId: retailerId.optional().meta({ description: "Product whose image heads the message; default: the catalog's first" }),
    conversationId: conversationId.optional(),
  })
  .meta({ id: "ChatappSendCatalogInput", description: "Opens the business's catalog" });

export const sendProductInput = z
  .object({
    to: recipient,
    catalogId,
    productRetailerId: retailerId,
    body: text(INTERACTIVE_BODY).optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(),
  })
  .meta({ id: "ChatappSendProductInput", description: "One product of the catalog" });

const productSection = z.object({
  title: text(24),
  productRetailerIds: z.array(retailerId, { error: "is required: an array of retailer ids" }).min(1, "needs at least one product"),
});

export const sendProductListInput = z
  .object({
    to: recipient,
    header,
    body: text(INTERACTIVE_BODY),
    catalogId,
    sections: z.array(productSection, { error: "is required: an array of sections" }).min(1, "needs 1 to 10 sections").max(10, "at most 10 sections"),
    footer: footer.optional(),
    conversationId: conversationId.optional(),
  })
  .superRefine((v, ctx) => {
    const total = v.sections.reduce((n, s) => n + s.productRetailerIds.length, 0);
    if (total > 30) issue(ctx, ["sections"], `at most 30 products in all sections together (got ${total})`);
  })
  .meta({ id: "ChatappSendProductListInput", description: "Up to 30 products in up to 10 sections" });

export const sendMediaInput = z
  .object({
    to: recipient,
    mediaType,
    mediaUrl: httpUrl(2048).optional().meta({ description: "Public http(s) link the platform downloads; or send mediaId" }),
    mediaId: mediaId.optional().meta({ description: "Id from POST /api/v1/chatapp/media/upload; instead of mediaUrl" }),
    caption: text(1024).optional().meta({ description: "Not for audio" }),
    filename: text(240)
      .regex(/^[^/\\]+$/, "must be a file name without a path")
      .optional()
      .meta({ description: "Documents only: the name the customer sees" }),
    conversationId: conversationId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mediaUrl === undefined && v.mediaId === undefined) issue(ctx, ["mediaUrl"], "is required (or send mediaId)");
    if (v.mediaUrl !== undefined && v.mediaId !== undefined) issue(ctx, ["mediaId"], "send mediaUrl or mediaId, not both");
    if (v.caption !== undefined && v.mediaType === "audio") issue(ctx, ["caption"], "audio messages take no caption");
    if (v.filename !== undefined && v.mediaType !== "document") issue(ctx, ["filename"], "only document messages take a filename");
  })
  .meta({ id: "ChatappSendMediaInput", description: "An image, video, audio or document, by link or uploaded media id" });

export const sendLocationInput = z
  .object({
    to: recipient,
    latitude: z.number({ error: "must be a number" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
    longitude: z.number({ error: "must be a number" }).min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
    name: text(1000).optional(),
    address: text(1000).optional(),
    conversationId: conversationId.optional(),
  })
  .meta({ id: "ChatappSendLocationInput", description: "A location pin" });

const MAX_CARDS = 20;
const contactsFields = {
  to: recipient,
  contacts: z.array(contactCardSchema, { error: "must be an array of contact objects" }).min(1, "needs at least one contact").max(MAX_CARDS, `at most ${MAX_CARDS} contacts`).optional(),
  contact: contactCardSchema.optional(),
  conversationId: conversationId.optional(),
};
const cardCount = (v: { contacts?: unknown[]; contact?: unknown }) => (v.contacts?.length ?? 0) + (v.contact ? 1 : 0);

export const sendContactsInput = z
  .object(contactsFields)
  .superRefine((v, ctx) => {
    if (cardCount(v) === 0) issue(ctx, ["contacts"], "is required: send contacts (an array) or contact (an object)");
    if (cardCount(v) > MAX_CARDS) issue(ctx, ["contacts"], `at most ${MAX_CARDS} contacts in contacts and contact together`);
  })
  .meta({ id: "ChatappSendContactsInput", description: "Contact cards: contacts, contact, or both (contact is sent last)" });

export const sendContactInput = z
  .object(contactsFields)
  .superRefine((v, ctx) => {
    if (cardCount(v) === 0) issue(ctx, ["contact"], "is required: send contact (an object)");
    if (cardCount(v) > 1) issue(ctx, ["contact"], "this route sends exactly one contact card; use /messages/contacts for several");
  })
  .meta({ id: "ChatappSendContactInput", description: "Exactly one contact card, as contact or a one-element contacts" });

export const CATALOG_LANGUAGES = ["ar", "en"] as const;
export const sendCatalogCardInput = z
  .object({
    conversationId: conversationId.meta({ description: "The conversation whose contact receives the card" }),
    itemType: z.enum(["product", "service"], { error: "must be product or service" }),
    itemId: text(100, "Id of the product or service in the store catalog"),
    language: z.enum(CATALOG_LANGUAGES, { error: "must be ar or en" }),
  })
  .meta({ id: "ChatappSendCatalogCardInput", description: "A product or service card from the store catalog, in Arabic or English" });

export const uploadMediaInput = z
  .object({
    mediaType,
    mediaUrl: httpUrl(2048).optional().meta({ description: "Fetched by the service (size, type and address checks); or send base64" }),
    base64: z.string({ error: "must be a string" }).optional().meta({ description: "The file as plain base64 (no data: prefix)" }),
    filename: text(240).regex(/^[^/\\]+$/, "must be a file name without a path").optional(),
    mimeType: z
      .string({ error: "must be a string" })
      .trim()
      .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, "must be a MIME type such as image/jpeg")
      .optional()
      .meta({ description: "Required with base64; with mediaUrl the response's Content-Type is used when absent" }),
  })
  .superRefine((v, ctx) => {
    if (v.mediaUrl === undefined && v.base64 === undefined) issue(ctx, ["mediaUrl"], "is required (or send base64)");
    if (v.mediaUrl !== undefined && v.base64 !== undefined) issue(ctx, ["base64"], "send mediaUrl or base64, not both");
    if (v.mimeType !== undefined && !isAllowedMime(v.mediaType, v.mimeType))
      issue(ctx, ["mimeType"], `must be one of ${MEDIA_LIMITS[v.mediaType].mimeTypes.join(", ")} for ${v.mediaType}`);
    if (v.base64 === undefined) return;
    if (v.mimeType === undefined) issue(ctx, ["mimeType"], "is required with base64");
    const clean = v.base64.replace(/\s/g, "");
    if (!clean || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return issue(ctx, ["base64"], "must be base64-encoded bytes");
    const max = MEDIA_LIMITS[v.mediaType].maxBytes;
    if (base64Bytes(clean) > max) issue(ctx, ["base64"], `must decode to at most ${max / 1024 / 1024} MB for ${v.mediaType}`);
  })
  .meta({ id: "ChatappUploadMediaInput", description: "Uploads media to the platform and answers { mediaId } for media sends" });

export type SendTextInput = z.infer<typeof sendTextInput>;
export type SendTemplateInput = z.infer<typeof sendTemplateInput>;
export type SendButtonsInput = z.infer<typeof sendButtonsInput>;
export type SendListInput = z.infer<typeof sendListInput>;
export type SendCtaUrlInput = z.infer<typeof sendCtaUrlInput>;
export type SendLocationRequestInput = z.infer<typeof sendLocationRequestInput>;
export type SendCatalogInput = z.infer<typeof sendCatalogInput>;
export type SendProductInput = z.infer<typeof sendProductInput>;
export type SendProductListInput = z.infer<typeof sendProductListInput>;
export type SendMediaInput = z.infer<typeof sendMediaInput>;
export type SendLocationInput = z.infer<typeof sendLocationInput>;
export type SendContactsInput = z.infer<typeof sendContactsInput>;
export type SendContactInput = z.infer<typeof sendContactInput>;
export type SendCatalogCardInput = z.infer<typeof sendCatalogCardInput>;
export type UploadMediaInput = z.infer<typeof uploadMediaInput>;

/** Every `to`-addressed send route's body schema by route name (the last path segment). */
export const SEND_INPUTS = {
  text: sendTextInput,
  template: sendTemplateInput,
  buttons: sendButtonsInput,
  list: sendListInput,
  "cta-url": sendCtaUrlInput,
  "location-request": sendLocationRequestInput,
  catalog: sendCatalogInput,
  product: sendProductInput,
  "product-list": sendProductListInput,
  media: sendMediaInput,
  location: sendLocationInput,
  contacts: sendContactsInput,
  contact: sendContactInput,
} as const;
export type SendKind = keyof typeof SEND_INPUTS;
