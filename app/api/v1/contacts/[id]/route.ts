import { api } from "@/lib/http/api";
import { deleteContact } from "@/lib/contacts/delete-contact";
import { getContactOrThrow } from "@/lib/contacts/get-contact";
import { deleteContactRoute, getContactRoute, updateContactRoute } from "@/lib/contacts/routes";
import { updateContact } from "@/lib/contacts/update-contact";

// GET /api/v1/contacts/{id} - get a contact
export const GET = api(getContactRoute, ({ ctx, params }) => getContactOrThrow({ ctx, id: params.id }));

// PUT /api/v1/contacts/{id} - update a contact
export const PUT = api(updateContactRoute, ({ ctx, params, body }) => updateContact({ ctx, id: params.id, input: body }));

// DELETE /api/v1/contacts/{id} - delete a contact and what hangs on it
export const DELETE = api(deleteContactRoute, ({ ctx, params }) => deleteContact({ ctx, id: params.id }));
