import { z } from "zod";
import { sendInboxId } from "@/lib/inboxes/schemas";

const text = z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(100_000, "must be at most 100,000 characters");

/**
 * POST /api/v1/channels/{channel}/send: what any channel of the layer sends without a route of
 * its own. Lengths, media words and the recipient's form are the channel's, checked by the
 * verb against its declared capabilities (the schema cannot know the channel).
 */
export const channelSendInput = z
  .object({
    to: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(254, "must be at most 254 characters").optional().meta({ description: "The customer as the channel names them; required unless conversationId is given" }),
    conversationId: z.string().trim().min(1).max(100).optional(),
    inboxId: sendInboxId,
    text: text.optional().meta({ description: "The message, or the media's caption" }),
    subject: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(998, "must be at most 998 characters").optional().meta({ description: "A subject line, on a channel with subjects (email); left out, a reply keeps the thread's" }),
    media: z
      .object({
        type: z.string({ error: "is required" }).trim().min(1, "is required").max(32),
        url: z.url({ protocol: /^https$/, error: (i) => (i.input === undefined ? "is required" : "must be an absolute https URL") }).max(2048, "must be at most 2,048 characters"),
      })
      .optional(),
  })
  .refine((v) => !!(v.to || v.conversationId), { error: "is required (or give conversationId)", path: ["to"] })
  .refine((v) => !!(v.text || v.media), { error: "is required (or give media)", path: ["text"] })
  .meta({ id: "ChannelSendInput", example: { to: "ana@example.com", subject: "Your order", text: "It ships tomorrow." } });
export type ChannelSendInput = z.infer<typeof channelSendInput>;

export const channelSendResultSchema = z
  .object({
    messageId: z.string(),
    platformMessageId: z.string(),
    status: z.literal("sent"),
    conversationId: z.string(),
    messages: z.array(z.object({ messageId: z.string(), platformMessageId: z.string() })).meta({ description: "Every platform message of the send, in order" }),
  })
  .meta({ id: "ChannelSendResult" });
