import { sendInboxId } from "@/lib/inboxes/schemas";
import { z } from "zod";
import { contactCardSchema } from "./contact-card-schema";
import { TEMPLATE_LANGUAGE, TEMPLATE_NAME } from "@/lib/templates/enums";
import {
  sendButtonsInput,
  sendCatalogInput,
  sendCtaUrlInput,
  sendListInput,
  sendLocationRequestInput,
  sendProductInput,
  sendProductListInput,
} from "./interactive-schemas";
import { conversationId, httpUrl, issue, mediaId, mediaType, recipient, text } from "./send-fields";
import { templateComponent } from "./template-components";
import { uploadMediaInput } from "./upload-schema";

export {
  sendButtonsInput,
  sendCatalogInput,
  sendCtaUrlInput,
  sendListInput,
  sendLocationRequestInput,
  sendProductInput,
  sendProductListInput,
  uploadMediaInput,
};

/**
 * Request bodies of the chatapp send routes (spec 4.2). Each limit is the spec's or the Cloud
 * API's, so bad input is a 400 naming the field here instead of a platform error later.
 */

export const sendTextInput = z
  .object({ to: recipient, body: text(4096, "Message text; a URL in it gets a link preview"), conversationId: conversationId.optional(), inboxId: sendInboxId })
  .meta({ id: "ChatappSendTextInput", description: "A text message" });

export const sendTemplateInput = z
  .object({
    to: recipient,
    templateName: z
      .string({ error: "is required" })
      .trim()
      .regex(TEMPLATE_NAME, "must be a template name: lowercase letters, digits and underscores")
      .meta({ example: "order_update" }),
    languageCode: z
      .string({ error: "is required" })
      .trim()
      .regex(TEMPLATE_LANGUAGE, "must be a template language code such as en, en_US or ar")
      .meta({ example: "en_US" }),
    components: z.array(templateComponent, { error: "must be an array" }).max(20, "at most 20 components").optional(),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .meta({ id: "ChatappSendTemplateInput", description: "An approved template; allowed outside the 24-hour window" });

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
    conversationId: conversationId.optional(), inboxId: sendInboxId,
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
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .meta({ id: "ChatappSendLocationInput", description: "A location pin" });

const MAX_CARDS = 20;
const contactsFields = {
  to: recipient,
  contacts: z.array(contactCardSchema, { error: "must be an array of contact objects" }).min(1, "needs at least one contact").max(MAX_CARDS, `at most ${MAX_CARDS} contacts`).optional(),
  contact: contactCardSchema.optional(),
  conversationId: conversationId.optional(), inboxId: sendInboxId,
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
