import { sendInboxId } from "@/lib/inboxes/schemas";
import { z } from "zod";
import { addressing, httpsUrl, mediaNeedsUrl, needsRecipient, quickReplyList, recipientIssue, sendButtons, sendText, urlNeedsMedia } from "@/lib/channels/graph/send-fields";

/**
 * The five photoapp sends of spec 4.6. `to` is the customer's Instagram-scoped id (IGSID, as
 * the platform's callbacks name them); `conversationId` may name the recipient instead. Limits
 * are the platform's: 13 quick replies of 20 characters, 10 carousel elements, 3 buttons.
 */
const addressingFields = addressing("photoapp id (IGSID)", ["HUMAN_AGENT"] as const, "HUMAN_AGENT: an agent's reply up to 7 days after the customer's last message (the standard window is 24 hours)");
const text = sendText;
const buttons = sendButtons;
const missing = (otherwise: string) => (i: { input?: unknown }) => (i.input === undefined ? "is required" : otherwise);

export const MEDIA_TYPES = ["image", "video", "audio", "file"] as const;

export const photoappSendInput = z
  .object({
    ...addressingFields,
    content: text(1000).meta({ description: "The text; with media it follows the attachment as a second message (the platform has no captions)" }),
    mediaType: z.enum(MEDIA_TYPES, { error: `must be one of ${MEDIA_TYPES.join(", ")}` }).optional(),
    mediaUrl: httpsUrl.optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .refine(...mediaNeedsUrl)
  .refine(...urlNeedsMedia)
  .meta({ id: "PhotoappSendInput", example: { to: "17841400000000001", content: "Thanks for reaching out!" } });

export const photoappQuickRepliesInput = z
  .object({
    ...addressingFields,
    text: text(1000),
    quickReplies: quickReplyList,
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
  .object({ ...addressingFields, elements: z.array(carouselElementSchema, { error: missing("must be an array") }).min(1, "needs at least 1 element").max(10, "must hold at most 10 elements") })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappCarouselInput", example: { to: "17841400000000001", elements: [{ title: "Runner X", subtitle: "New", buttons: [{ type: "postback", title: "Buy", payload: "BUY_X" }] }] } });

export const photoappButtonsInput = z
  .object({ ...addressingFields, text: text(640), buttons: buttons(1) })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappButtonsInput", example: { to: "17841400000000001", text: "How can we help?", buttons: [{ type: "web_url", title: "Track order", url: "https://example.com/track" }] } });

export const photoappMediaTemplateInput = z
  .object({
    ...addressingFields,
    mediaType: z
      .enum(["image", "video"], { error: "must be image or video" })
      .optional()
      .meta({ description: "Default: video when mediaUrl ends in .mp4, .mov, .m4v or .webm, otherwise image" }),
    mediaUrl: httpsUrl,
    buttons: buttons(0).optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "PhotoappMediaTemplateInput", example: { to: "17841400000000001", mediaType: "image", mediaUrl: "https://example.com/a.jpg" } });

/** The layer's send result (lib/channels/send-schemas.ts), as photoapp's routes have always named it. */
export { channelSendResultSchema as photoappSendResultSchema } from "@/lib/channels/send-schemas";

export const sendSavedTemplateInput = z
  .object({ recipientId: z.string({ error: missing("must be a string") }).trim().min(1, "is required").max(64, "must be at most 64 characters"), conversationId: z.string().trim().min(1).max(100).optional(), inboxId: sendInboxId, tag: addressingFields.tag })
  .meta({ id: "SendPhotoappTemplateInput" });

export type PhotoappSendInput = z.infer<typeof photoappSendInput>;
export type PhotoappQuickRepliesInput = z.infer<typeof photoappQuickRepliesInput>;
export type PhotoappCarouselInput = z.infer<typeof photoappCarouselInput>;
export type PhotoappButtonsInput = z.infer<typeof photoappButtonsInput>;
export type PhotoappMediaTemplateInput = z.infer<typeof photoappMediaTemplateInput>;
