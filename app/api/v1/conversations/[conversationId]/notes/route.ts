import { api } from "@/lib/http/api";
import { createNote, listNotes } from "@/lib/notes/notes";
import { createNoteRoute, listNotesRoute } from "@/lib/notes/routes";

// GET /api/v1/conversations/{conversationId}/notes - the thread's private notes, oldest first
export const GET = api(listNotesRoute, ({ ctx, params, query }) => listNotes({ ctx, conversationId: params.conversationId, query }));
// POST /api/v1/conversations/{conversationId}/notes - write one, with @mentions
export const POST = api(createNoteRoute, ({ ctx, params, body }) => createNote({ ctx, conversationId: params.conversationId, input: body }));
