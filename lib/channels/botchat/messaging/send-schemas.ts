import { sendInboxId } from "@/lib/inboxes/schemas";
import { z } from "zod";
import { httpsUrl, needsRecipient, recipientIssue } from "@/lib/channels/graph/send-fields";

const missing = (otherwise: string) => (i: { input?: unknown }) => (i.input === undefined ? "is required" : otherwise);
const label = (max: number) => z.string({ error: missing("must be a string") }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);

// callback_data is 1 to 64 bytes on the platform (bytes, not characters: Arabic takes two each).
const callbackData = z
  .string({ error: "must be a string" })
  .min(1, "is required")
  .refine((v) => Buffer.byteLength(v, "utf8") <= 64, "must be at most 64 bytes");

const inlineButton = z
  .object({ text: label(64), data: callbackData.optional(), url: httpsUrl.optional() }, { error: "must be an object" })
  .superRefine((b, ctx) => {
    // Both fields are named: either one is the one to drop.
    if (b.data !== undefined && b.url !== undefined) for (const path of ["data", "url"]) ctx.addIssue({ code: "custom", message: "takes data or url, not both", path: [path] });
  })
  .meta({ description: "A choice sent back as the customer's `button` message (data, or the text when left out), or a link (url)" });

const rows = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(z.array(item, { error: missing("must be an array") }).min(1, `needs at least 1 ${what}`).max(8, `must hold at most 8 ${what}s per row`), { error: missing("must be an array") })
    .min(1, "needs at least 1 row")
    .max(12, "must hold at most 12 rows");

export const botchatKeyboardSchema = z
  .object({
    inline: rows(inlineButton, "button").optional(),
    reply: z
      .object({ rows: rows(label(64), "answer"), oneTime: z.boolean({ error: "must be true or false" }).optional(), placeholder: label(64).optional() }, { error: "must be an object" })
      .optional()
      .meta({ description: "Answers that replace the customer's keyboard; oneTime hides them after one tap" }),
    remove: z.literal(true, { error: "must be true" }).optional().meta({ description: "Takes a reply keyboard away" }),
  })
  .refine((k) => [k.inline, k.reply, k.remove].filter(Boolean).length === 1, "must hold exactly one of inline, reply, remove");

/**
 * POST /api/v1/botchat/send (a path of our choosing, docs/decisions.md): a text, a photo or a
 * document (with the text as its caption), and optionally a keyboard. `format: "markdown"`
 * sends **bold**, _italic_, `code` and [links](https://…) as the platform's MarkdownV2, every
 * other special character escaped; plain text goes as it is.
 */
export const botchatSendInput = z
  .object({
    to: z
      .string({ error: missing("must be a string") })
      .trim()
      .regex(/^-?\d{1,20}$/, "must be the customer's chat id (digits)")
      .optional()
      .meta({ description: "The customer's chat id; required unless conversationId is given" }),
    conversationId: z.string().trim().min(1).max(100).optional(),
    inboxId: sendInboxId,
    text: z.string({ error: "must be a string" }).trim().min(1, "is required").max(4096, "must be at most 4096 characters").optional(),
    format: z.enum(["plain", "markdown"], { error: "must be plain or markdown" }).optional(),
    media: z
      .object({ type: z.enum(["photo", "document"], { error: "must be photo or document" }), url: httpsUrl }, { error: "must be an object" })
      .optional()
      .meta({ description: "A photo or document by its https URL; the text becomes its caption (at most 1024 characters)" }),
    keyboard: botchatKeyboardSchema.optional(),
  })
  .refine(needsRecipient, recipientIssue)
  .refine((v) => !!(v.text || v.media), { error: "is required (or give media)", path: ["text"] })
  .refine((v) => !v.media || !v.text || v.text.length <= 1024, { error: "must be at most 1024 characters as a caption", path: ["text"] })
  .meta({ id: "BotchatSendInput", example: { to: "512300001", text: "Your order *#1042* has shipped", format: "markdown", keyboard: { inline: [[{ text: "Track it", url: "https://example.com/t/1042" }]] } } });
export type BotchatSendInput = z.infer<typeof botchatSendInput>;
