import { z } from "zod";
import { addressing, httpsUrl, mediaNeedsUrl, needsRecipient, quickReplyList, recipientIssue, sendButtons, sendText, urlNeedsMedia } from "@/lib/channels/graph/send-fields";
import { carouselElementSchema } from "@/lib/channels/photoapp/messaging/send-schemas";

/** Messenger's update tags: a message the customer agreed to receive, at any time after they wrote. */
export const UPDATE_TAGS = ["ACCOUNT_UPDATE", "CONFIRMED_EVENT_UPDATE", "POST_PURCHASE_UPDATE"] as const;
export const SOCIALCHAT_TAGS = [...UPDATE_TAGS, "HUMAN_AGENT"] as const;

/**
 * The socialchat sends (paths of our choosing, docs/decisions.md): `to` is the customer's
 * page-scoped id (PSID); `tag` sends outside the 24-hour window as the Messenger Platform
 * allows (HUMAN_AGENT within 7 days; the update tags for their purpose only).
 */
const fields = addressing("socialchat id (PSID)", SOCIALCHAT_TAGS, "Outside the 24-hour window: HUMAN_AGENT within 7 days, or an update tag for its purpose");
const missing = (otherwise: string) => (i: { input?: unknown }) => (i.input === undefined ? "is required" : otherwise);

export const socialchatSendInput = z
  .object({
    ...fields,
    content: sendText(2000).meta({ description: "The text; with media it follows the attachment as a second message" }),
    mediaType: z.enum(["image", "video", "audio", "file"], { error: "must be one of image, video, audio, file" }).optional(),
    mediaUrl: httpsUrl.optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .refine(...mediaNeedsUrl)
  .refine(...urlNeedsMedia)
  .meta({ id: "SocialchatSendInput", example: { to: "6254000000000001", content: "Your order has shipped" } });

export const socialchatQuickRepliesInput = z
  .object({
    ...fields,
    text: sendText(2000),
    quickReplies: quickReplyList,
  })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SocialchatQuickRepliesInput" });

export const socialchatButtonsInput = z
  .object({ ...fields, text: sendText(640), buttons: sendButtons(1) })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SocialchatButtonsInput" });

export const socialchatGenericInput = z
  .object({ ...fields, elements: z.array(carouselElementSchema, { error: missing("must be an array") }).min(1, "needs at least 1 element").max(10, "must hold at most 10 elements") })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SocialchatGenericInput" });

export type SocialchatSendInput = z.infer<typeof socialchatSendInput>;
export type SocialchatQuickRepliesInput = z.infer<typeof socialchatQuickRepliesInput>;
export type SocialchatButtonsInput = z.infer<typeof socialchatButtonsInput>;
export type SocialchatGenericInput = z.infer<typeof socialchatGenericInput>;
