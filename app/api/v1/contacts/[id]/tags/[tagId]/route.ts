import { api } from "@/lib/http/api";
import { setContactTag } from "@/lib/contacts/contact-tag";
import { addContactTagRoute, removeContactTagRoute } from "@/lib/contacts/routes";

// POST /api/v1/contacts/{id}/tags/{tagId} - add a tag
export const POST = api(addContactTagRoute, ({ ctx, params }) => setContactTag({ ctx, id: params.id, tagId: params.tagId, action: "add" }));

// DELETE /api/v1/contacts/{id}/tags/{tagId} - remove a tag
export const DELETE = api(removeContactTagRoute, ({ ctx, params }) => setContactTag({ ctx, id: params.id, tagId: params.tagId, action: "remove" }));
