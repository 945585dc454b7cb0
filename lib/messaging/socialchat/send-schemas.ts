import { z } from "zod";
import { photoappButtonSchema } from "../photoapp/library/schemas";
import { carouselElementSchema } from "../photoapp/send-schemas";

/** Messenger's update tags: a message the customer agreed to receive, at any time after they wrote. */
export const UPDATE_TAGS = ["ACCOUNT_UPDATE", "CONFIRMED_EVENT_UPDATE", "POST_PURCHASE_UPDATE"] as const;
export const SOCIALCHAT_TAGS = [...UPDATE_TAGS, "HUMAN_AGENT"] as const;

const missing = (otherwise: string) => (i: { input?: unknown }) => (i.input === undefined ? "is required" : otherwise);
const text = (max: number) =>
  z
    .string({ error: missing("must be a string") })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);
const httpsUrl = z.url({ protocol: /^https$/, error: (i) => (i.input === undefined ? "is required" : "must be an absolute https URL") }).max(2048, "must be at most 2,048 characters");

/**
 * The socialchat sends (paths of our choosing, docs/decisions.md): `to` is the customer's
 * page-scoped id (PSID); `tag` sends outside the 24-hour window as the Messenger Platform
 * allows (HUMAN_AGENT within 7 days; the update tags for their purpose only).
 */
const addressing = {
  to: z
    .string({ error: missing("must be a string") })
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .regex(/^[0-9A-Za-z_-]+$/, "must be the customer's socialchat id (PSID)")
    .optional()
    .meta({ description: "The customer's page-scoped id; required unless conversationId is given" }),
  conversationId: z.string().trim().min(1).max(100).optional(),
  tag: z.enum(SOCIALCHAT_TAGS, { error: `must be one of ${SOCIALCHAT_TAGS.join(", ")}` }).optional(),
};
const needsRecipient = (v: { to?: string; conversationId?: string }) => !!(v.to || v.conversationId);
const recipientIssue = { error: "is required (or give conversationId)", path: ["to"] };
const buttons = (min: number) => z.array(photoappButtonSchema, { error: missing("must be an array") }).min(min, `needs at least ${min} button`).max(3, "must hold at most 3 buttons");

export const socialchatSendInput = z
  .object({
    ...addressing,
    content: text(2000).meta({ description: "The text; with media it follows the attachment as a second message" }),
    mediaType: z.enum(["image", "video", "audio", "file"], { error: "must be one of image, video, audio, file" }).optional(),
    mediaUrl: httpsUrl.optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .refine((v) => !v.mediaType || v.mediaUrl, { error: "is required with mediaType", path: ["mediaUrl"] })
  .refine((v) => !v.mediaUrl || v.mediaType, { error: "is required with mediaUrl", path: ["mediaType"] })
  .meta({ id: "SocialchatSendInput", example: { to: "6254000000000001", content: "Your order has shipped" } });

export const socialchatQuickRepliesInput = z
  .object({
    ...addressing,
    text: text(2000),
    quickReplies: z
      .array(z.object({ title: text(20), payload: text(1000) }, { error: "must be an object" }), { error: missing("must be an array") })
      .min(1, "needs at least 1 quick reply")
      .max(13, "must hold at most 13 quick replies"),
  })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SocialchatQuickRepliesInput" });

export const socialchatButtonsInput = z
  .object({ ...addressing, text: text(640), buttons: buttons(1) })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SocialchatButtonsInput" });

export const socialchatGenericInput = z
  .object({ ...addressing, elements: z.array(carouselElementSchema, { error: missing("must be an array") }).min(1, "needs at least 1 element").max(10, "must hold at most 10 elements") })
  .refine(needsRecipient, recipientIssue)
  .meta({ id: "SocialchatGenericInput" });

export type SocialchatSendInput = z.infer<typeof socialchatSendInput>;
export type SocialchatQuickRepliesInput = z.infer<typeof socialchatQuickRepliesInput>;
export type SocialchatButtonsInput = z.infer<typeof socialchatButtonsInput>;
export type SocialchatGenericInput = z.infer<typeof socialchatGenericInput>;
