import { sendInboxId } from "@/lib/inboxes/schemas";
import { z } from "zod";
import { photoappButtonSchema } from "@/lib/channels/photoapp/messaging/library/schemas";

/**
 * The fields the Graph channels' send bodies share (photoapp, socialchat): texts with their
 * limits, https URLs, buttons, and the recipient as the customer's platform id or a conversation.
 */
const missing = (otherwise: string) => (i: { input?: unknown }) => (i.input === undefined ? "is required" : otherwise);

export const sendText = (max: number) =>
  z
    .string({ error: missing("must be a string") })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

export const httpsUrl = z.url({ protocol: /^https$/, error: (i) => (i.input === undefined ? "is required" : "must be an absolute https URL") }).max(2048, "must be at most 2,048 characters");

export const sendButtons = (min: number) => z.array(photoappButtonSchema, { error: missing("must be an array") }).min(min, `needs at least ${min} button`).max(3, "must hold at most 3 buttons");

export const quickReplyList = z
  .array(z.object({ title: sendText(20), payload: sendText(1000) }, { error: "must be an object" }), { error: missing("must be an array") })
  .min(1, "needs at least 1 quick reply")
  .max(13, "must hold at most 13 quick replies");

/** `to` (the platform's id of the customer) or `conversationId`, and the tags the channel allows. */
export function addressing<T extends readonly [string, ...string[]]>(idName: string, tags: T, tagNote: string) {
  return {
    to: z
      .string({ error: missing("must be a string") })
      .trim()
      .min(1, "is required")
      .max(64, "must be at most 64 characters")
      .regex(/^[0-9A-Za-z_-]+$/, `must be the customer's ${idName}`)
      .optional()
      .meta({ description: `The customer's ${idName}; required unless conversationId is given` }),
    conversationId: z.string().trim().min(1).max(100).optional(),
    inboxId: sendInboxId,
    tag: z
      .enum(tags, { error: `must be one of ${tags.join(", ")}` })
      .optional()
      .meta({ description: tagNote }),
  };
}

export const needsRecipient = (v: { to?: string; conversationId?: string }) => !!(v.to || v.conversationId);
export const recipientIssue: { error: string; path: string[] } = { error: "is required (or give conversationId)", path: ["to"] };
type Media = { mediaType?: string; mediaUrl?: string };
export const mediaNeedsUrl: [(v: Media) => boolean, { error: string; path: string[] }] = [(v) => !v.mediaType || !!v.mediaUrl, { error: "is required with mediaType", path: ["mediaUrl"] }];
export const urlNeedsMedia: [(v: Media) => boolean, { error: string; path: string[] }] = [(v) => !v.mediaUrl || !!v.mediaType, { error: "is required with mediaUrl", path: ["mediaType"] }];
