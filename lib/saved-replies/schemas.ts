import { z } from "zod";
import { requiredText } from "@/lib/http/fields";
import { pageOf, queryInt } from "@/lib/http/query";

export const SAVED_REPLY_LIMITS = { name: 100, shortcut: 40, body: 4096 } as const;
const L = SAVED_REPLY_LIMITS;

const shortcut = requiredText(L.shortcut)
  .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, - and _")
  .meta({ description: "Typed after / in the composer; unique in the company, any case", example: "hours" });
const body = requiredText(L.body).meta({
  description: "The reply's text. Variables filled for the conversation's contact when inserted: {{contact.name}}, {{contact.firstName}}, {{contact.lastName}}, {{contact.email}}, {{contact.phone}}, {{contact.<custom field key>}}",
  example: "Hi {{contact.firstName}}, we open at 9 every day.",
});
const objectError = { error: "must be a JSON object" };

export const createSavedReplyInput = z
  .object({ name: requiredText(L.name), shortcut, body }, objectError)
  .meta({ id: "CreateSavedReplyInput", example: { name: "Opening hours", shortcut: "hours", body: "Hi {{contact.firstName}}, we open at 9 every day." } });
export type CreateSavedReplyInput = z.infer<typeof createSavedReplyInput>;

export const updateSavedReplyInput = z
  .object({ name: requiredText(L.name).optional(), shortcut: shortcut.optional(), body: body.optional() }, objectError)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one of name, shortcut, body" })
  .meta({ id: "UpdateSavedReplyInput", description: "Fields left out are unchanged." });
export type UpdateSavedReplyInput = z.infer<typeof updateSavedReplyInput>;

export const listSavedRepliesQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(50),
  search: z.string().trim().max(200, "must be at most 200 characters").optional().meta({ description: "Part of the shortcut, name or body, any case" }),
  shortcut: z.string().trim().max(L.shortcut, `must be at most ${L.shortcut} characters`).optional().meta({ description: "Shortcuts that start with this, any case (the composer's / suggestions)" }),
});
export type ListSavedRepliesQuery = z.infer<typeof listSavedRepliesQuery>;

export const savedReplyIdParams = z.object({ id: z.string().min(1) });

export const savedReplySchema = z
  .object({ id: z.string(), name: z.string(), shortcut: z.string(), body: z.string(), createdBy: z.object({ id: z.string(), name: z.string() }).nullable(), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: "SavedReply" });
export type SavedReplyView = z.infer<typeof savedReplySchema>;
export const savedReplyListSchema = pageOf(savedReplySchema, "SavedReplyList");
export const savedReplyDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "SavedReplyDeleted" });
