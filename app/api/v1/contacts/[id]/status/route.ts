import { api } from "@/lib/http/api";
import { setContactStatusRoute } from "@/lib/contacts/routes";
import { updateContact } from "@/lib/contacts/update-contact";

// PATCH /api/v1/contacts/{id}/status - set the status
export const PATCH = api(setContactStatusRoute, ({ ctx, params, body }) => updateContact({ ctx, id: params.id, input: { status: body.status } }));
