import { z } from "zod";

/**
 * The Bot API's Update, as loose as the platform is: unknown fields pass through, so a new
 * platform field never turns an update into an error. Only what the mapping reads is typed.
 */
const user = z.looseObject({ id: z.number(), is_bot: z.boolean().optional(), first_name: z.string().optional(), last_name: z.string().optional(), username: z.string().optional(), language_code: z.string().optional() });
const chat = z.looseObject({ id: z.number(), type: z.string().optional(), first_name: z.string().optional(), last_name: z.string().optional(), username: z.string().optional(), title: z.string().optional() });
const file = z.looseObject({ file_id: z.string(), file_unique_id: z.string().optional(), file_name: z.string().optional(), mime_type: z.string().optional(), file_size: z.number().optional() });
const entity = z.looseObject({ type: z.string(), offset: z.number(), length: z.number() });

export const botMessageSchema = z.looseObject({
  message_id: z.number(),
  from: user.optional(),
  chat,
  date: z.number(),
  edit_date: z.number().optional(),
  text: z.string().optional(),
  entities: z.array(entity).optional(),
  caption: z.string().optional(),
  photo: z.array(file.extend({ width: z.number().optional(), height: z.number().optional() })).optional(),
  document: file.optional(),
  video: file.optional(),
  voice: file.optional(),
  audio: file.optional(),
  sticker: z.looseObject({ file_id: z.string(), emoji: z.string().optional() }).optional(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }).optional(),
  contact: z.looseObject({ phone_number: z.string(), first_name: z.string().optional(), last_name: z.string().optional() }).optional(),
});
export type BotMessage = z.infer<typeof botMessageSchema>;

export const botUpdateSchema = z.looseObject({
  update_id: z.number({ error: "must be the update's number" }),
  message: botMessageSchema.optional(),
  edited_message: botMessageSchema.optional(),
  callback_query: z
    .looseObject({
      id: z.string(),
      from: user,
      message: z.looseObject({ message_id: z.number(), chat, text: z.string().optional() }).optional(),
      data: z.string().optional(),
    })
    .optional(),
});
export type BotUpdate = z.infer<typeof botUpdateSchema>;
