import { api } from "@/lib/http/api";
import { addContactNoteRoute } from "@/lib/contacts/routes";
import { updateContact } from "@/lib/contacts/update-contact";

// POST /api/v1/contacts/{id}/note - append a note
export const POST = api(addContactNoteRoute, ({ ctx, params, body }) => updateContact({ ctx, id: params.id, input: { appendNote: body.note } }));
