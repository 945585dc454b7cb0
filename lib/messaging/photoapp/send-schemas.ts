import { z } from "zod";
import { photoappButtonSchema } from "./library/schemas";

/**
 * The five photoapp sends of spec 4.6. `to` is the customer's Instagram-scoped id (IGSID, as
 * the platform's callbacks name them); `conversationId` may name the recipient instead. Limits
 * are the platform's: 13 quick replies of 20 characters, 10 carousel elements, 3 buttons.
 */
const missing = (otherwise: string) => (i: { input?: unknown }) => (i.input === undefined ? "is required" : otherwise);
const text = (max: number) =>
  z
    .string({ error: missing("must be a string") })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);
const httpsUrl = z.url({ protocol: /^https$/, error: (i) => (i.input === undefined ? "is required" : "must be an absolute https URL") }).max(2048, "must be at most 2,048 characters");

const addressing = {
  to: z
    .string({ error: missing("must be a string") })
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .regex(/^[0-9A-Za-z_-]+$/, "must be the customer's photoapp id (IGSID)")
    .optional()
    .meta({ description: "The customer's Instagram-scoped id; required unless conversationId is given" }),
  conversationId: z.string().trim().min(1).max(100).optional(),
  tag: z
    .enum(["HUMAN_AGENT"], { error: "must be HUMAN_AGENT" })
    .optional()
    .meta({ description: "HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)" }),
};
const needsRecipient = (v: { to?: string; conversationId?: string }) => !!(v.to || v.conversationId);
const recipientIssue = { error: "is required (or give conversationId)", path: ["to"] };

const buttons = (min: number) => z.array(photoappButtonSchema, { error: missing("must be an array") }).min(min, `needs at least ${min} button`).max(3, "must hold at most 3 buttons");

export const MEDIA_TYPES = ["image", "video", "audio", "file"] as const;

export const photoappSendInput = z
  .object({
    ...addressing,
    content: text(1000).meta({ description: "The text; with media it follows the attachment as a second message (the platform has no captions)" }),
    mediaType: z.enum(MEDIA_TYPES, { error: `must be one of ${MEDIA_TYPES.join(", ")}` }).optional(),
    mediaUrl: httpsUrl.optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .refine((v) => !v.mediaType || v.mediaUrl, { error: "is required with mediaType", path: ["mediaUrl"] })
  .refine((v) => !v.mediaUrl || v.mediaType, { error: "is required with mediaUrl", path: ["mediaType"] })
  .meta({ id: "PhotoappSendInput", example: { to: "17841400000000001", content: "Thanks for reaching out!" } });

export const photoappQuickRepliesInput = z
  .object({
    ...addressing,
    text: text(1000),
    quickReplies: z
      .array(z.object({ title: text(20), payload: text(1000) }, { error: "must be an object" }), { error: missing("must be an array") })
      .min(1, "needs at least 1 quick reply")
      .max(13, "must hold at most 13 quick replies"),
  })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappQuickRepliesInput", example: { to: "17841400000000001", text: "What are you looking for?", quickReplies: [{ title: "Shoes", payload: "SHOES" }] } });

export const carouselElementSchema = z
  .object(
    {
      title: text(80),
      subtitle: z.string().trim().max(80, "must be at most 80 characters").optional(),
      image_url: httpsUrl.optional(),
      default_action: z.object({ type: z.literal("web_url", { error: "must be web_url" }).default("web_url"), url: httpsUrl }, { error: "must be an object" }).optional(),
      buttons: buttons(0).optional(),
    },
    { error: "must be an object" },
  )
  .meta({ id: "PhotoappCarouselElement" });

export const photoappCarouselInput = z
  .object({ ...addressing, elements: z.array(carouselElementSchema, { error: missing("must be an array") }).min(1, "needs at least 1 element").max(10, "must hold at most 10 elements") })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappCarouselInput", example: { to: "17841400000000001", elements: [{ title: "Runner X", subtitle: "New", buttons: [{ type: "postback", title: "Buy", payload: "BUY_X" }] }] } });

export const photoappButtonsInput = z
  .object({ ...addressing, text: text(640), buttons: buttons(1) })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappButtonsInput", example: { to: "17841400000000001", text: "How can we help?", buttons: [{ type: "web_url", title: "Track order", url: "https://example.com/track" }] } });

export const photoappMediaTemplateInput = z
  .object({
    ...addressing,
    mediaType: z.enum(["image", "video"], { error: (i) => (i.input === undefined ? "is required" : "must be image or video") }),
    mediaUrl: httpsUrl,
    buttons: buttons(0).optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappMediaTemplateInput", example: { to: "17841400000000001", mediaType: "image", mediaUrl: "https://example.com/a.jpg" } });

export const photoappSendResultSchema = z
  .object({
    messageId: z.string(),
    platformMessageId: z.string(),
    status: z.literal("sent"),
    conversationId: z.string(),
    messages: z.array(z.object({ messageId: z.string(), platformMessageId: z.string() })).meta({ description: "Every platform message of the send, in order" }),
  })
  .meta({ id: "ChannelSendResult" });

export const sendSavedTemplateInput = z
  .object({ recipientId: z.string({ error: missing("must be a string") }).trim().min(1, "is required").max(64, "must be at most 64 characters"), conversationId: z.string().trim().min(1).max(100).optional(), tag: addressing.tag })
  .meta({ id: "SendPhotoappTemplateInput" });

export type PhotoappSendInput = z.infer<typeof photoappSendInput>;
export type PhotoappQuickRepliesInput = z.infer<typeof photoappQuickRepliesInput>;
export type PhotoappCarouselInput = z.infer<typeof photoappCarouselInput>;
export type PhotoappButtonsInput = z.infer<typeof photoappButtonsInput>;
export type PhotoappMediaTemplateInput = z.infer<typeof photoappMediaTemplateInput>;
