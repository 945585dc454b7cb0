import { defineRoute } from "@/lib/http/contract";
import { conversationIdParams } from "@/lib/conversations/schemas";
import { createNoteInput, listNotesQuery, noteDeletedSchema, noteListSchema, noteParams, noteSchema } from "./schemas";

const tag = "Conversations";
const base = "/api/v1/conversations/{conversationId}/notes";

// Notes ride on the conversation scopes: whoever may read a thread reads its notes, whoever may
// act on it (assign, close) may write one (docs/decisions.md, "Private notes").
export const listNotesRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "A conversation's private notes, oldest first",
  description: "Notes are the team's own: never sent on a channel, not messages, and in no webhook event.",
  scope: "conversations:read",
  params: conversationIdParams,
  query: listNotesQuery,
  response: noteListSchema,
});

export const createNoteRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Write a private note in the conversation",
  description:
    "Seen by the team only. Every id in `mentions` must be a user of the company (400 naming the entry otherwise); each mentioned teammate finds the conversation with `GET /api/v1/conversations?mentioned=unread` until they open it (`POST …/read`).",
  scope: "conversations:write",
  params: conversationIdParams,
  body: createNoteInput,
  response: noteSchema,
});

export const deleteNoteRoute = defineRoute({
  method: "DELETE",
  path: `${base}/{noteId}`,
  tag,
  summary: "Delete a private note",
  description: "A person may delete their own notes; owners, admins and API tokens any note (403 FORBIDDEN otherwise).",
  scope: "conversations:write",
  params: noteParams,
  response: noteDeletedSchema,
});
