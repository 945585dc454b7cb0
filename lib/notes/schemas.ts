import { z } from "zod";
import { required } from "@/lib/http/fields";
import { pageOf, queryInt } from "@/lib/http/query";

export const NOTE_LIMITS = { body: 5000, mentions: 20 } as const;


export const createNoteInput = z
  .object(
    {
      body: z
        .string({ error: required("must be a string") })
        .trim()
        .min(1, "is required")
        .max(NOTE_LIMITS.body, `must be at most ${NOTE_LIMITS.body} characters`)
        .meta({ description: "The note's text, seen by the team only. Write mentions as @Name; list who they are in `mentions`.", example: "@Sara can you check the refund for order #5001?" }),
      mentions: z
        .array(z.string({ error: "must be a user id" }).min(1, "must be a user id"), { error: "must be an array of user ids" })
        .max(NOTE_LIMITS.mentions, `must hold at most ${NOTE_LIMITS.mentions} teammates`)
        .default([])
        .meta({ description: "Ids of the teammates (users of the company) the note @mentions: each finds the conversation under Mentions in the inbox. Repeats count once." }),
    },
    { error: "must be a JSON object" },
  )
  .meta({ id: "CreateNoteInput", example: { body: "Customer was promised a refund by phone on Monday." } });
export type CreateNoteInput = z.output<typeof createNoteInput>;

export const listNotesQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 200).default(100),
});
export type ListNotesQuery = z.output<typeof listNotesQuery>;

export const noteParams = z.object({ conversationId: z.string().min(1), noteId: z.string().min(1) });

const person = z.object({ id: z.string(), name: z.string() });

export const noteSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    body: z.string(),
    author: z.object({ id: z.string().nullable().meta({ description: "null when an API token wrote it or the person has left" }), name: z.string() }),
    mentions: z.array(person.extend({ readAt: z.string().nullable().meta({ description: "When that teammate opened the conversation after the mention" }) })),
    createdAt: z.string(),
  })
  .meta({ id: "ConversationNote", description: "A private note in a conversation's thread: seen by the team, never sent to the customer." });
export type NoteView = z.infer<typeof noteSchema>;
export const noteListSchema = pageOf(noteSchema, "ConversationNoteList");
export const noteDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "ConversationNoteDeleted" });
