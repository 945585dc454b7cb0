import { z } from "zod";

/**
 * The Cloud API webhook body, as loose as the platform is: unknown fields pass through, so a
 * new platform field never turns a callback into an error. Only what routing needs is required.
 */
const inboundMessage = z.looseObject({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
});
export type InboundMessage = z.infer<typeof inboundMessage> & Record<string, unknown>;

const status = z.looseObject({
  id: z.string(),
  status: z.enum(["sent", "delivered", "read", "failed", "deleted", "warning"]),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  /** What the send carried as biz_opaque_callback_data: our message id for campaign sends. */
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional(), error_data: z.looseObject({ details: z.string().optional() }).optional() })).optional(),
});
export type InboundStatus = z.infer<typeof status>;

const messagesValue = z.looseObject({
  messaging_product: z.literal("whatsapp").optional(),
  metadata: z.looseObject({ phone_number_id: z.string(), display_phone_number: z.string().optional() }),
  contacts: z.array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string().optional() }).optional() })).optional(),
  messages: z.array(inboundMessage).optional(),
  statuses: z.array(status).optional(),
});
export type MessagesValue = z.infer<typeof messagesValue>;

export const callbackSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      id: z.string(),
      changes: z.array(z.looseObject({ field: z.string(), value: z.looseObject({}) })),
    }),
  ),
});
export type Callback = z.infer<typeof callbackSchema>;

export function parseMessagesValue(value: unknown) {
  return messagesValue.safeParse(value);
}
