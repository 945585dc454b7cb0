import { api } from "@/lib/http/api";
import { deleteNote } from "@/lib/notes/notes";
import { deleteNoteRoute } from "@/lib/notes/routes";

// DELETE /api/v1/conversations/{conversationId}/notes/{noteId}
export const DELETE = api(deleteNoteRoute, ({ ctx, params }) => deleteNote({ ctx, conversationId: params.conversationId, noteId: params.noteId }));
