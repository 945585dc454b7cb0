import { z } from "zod";

/**
 * The Messenger Platform webhook body, which Instagram messaging shares: `object` is "page"
 * (socialchat) or "instagram" (photoapp); each entry is one connected account (`id`: the page
 * or Instagram account) with its `messaging` events. Only what the service reads is typed;
 * everything else passes through (`loose`), so a new platform field never refuses a callback.
 */
const idRef = z.object({ id: z.string().min(1) }).loose();

const attachment = z
  .object({
    type: z.string(),
    payload: z.object({ url: z.string().optional(), title: z.string().optional(), sticker_id: z.union([z.number(), z.string()]).optional(), coordinates: z.object({ lat: z.number(), long: z.number() }).optional() }).loose().nullish(),
  })
  .loose();

const referral = z.object({ ref: z.string().nullish(), source: z.string().nullish(), type: z.string().nullish(), ad_id: z.string().nullish() }).loose();

export const messagingEvent = z
  .object({
    sender: idRef,
    recipient: idRef,
    timestamp: z.number().optional(),
    message: z
      .object({
        mid: z.string().min(1),
        text: z.string().optional(),
        is_echo: z.boolean().optional(),
        is_deleted: z.boolean().optional(),
        is_unsupported: z.boolean().optional(),
        quick_reply: z.object({ payload: z.string() }).loose().optional(),
        attachments: z.array(attachment).optional(),
        reply_to: z.object({ mid: z.string().optional(), story: z.object({ url: z.string().optional(), id: z.string().optional() }).loose().optional() }).loose().optional(),
        referral: referral.optional(),
      })
      .loose()
      .optional(),
    postback: z.object({ mid: z.string().optional(), title: z.string().optional(), payload: z.string().optional(), referral: referral.optional() }).loose().optional(),
    reaction: z.object({ mid: z.string(), action: z.string(), reaction: z.string().optional(), emoji: z.string().optional() }).loose().optional(),
    read: z.object({ mid: z.string().optional(), watermark: z.number().optional() }).loose().optional(),
    delivery: z.object({ mids: z.array(z.string()).optional(), watermark: z.number().optional() }).loose().optional(),
    referral: referral.optional(),
  })
  .loose();
export type MessagingEvent = z.infer<typeof messagingEvent>;

export const graphCallbackSchema = z
  .object({
    object: z.string(),
    entry: z.array(z.object({ id: z.string().min(1), time: z.number().optional(), messaging: z.array(messagingEvent).optional() }).loose()).max(1000),
  })
  .loose();
export type GraphCallback = z.infer<typeof graphCallbackSchema>;
