import { api } from "@/lib/http/api";
import { deleteTagRoute, updateTagRoute } from "@/lib/contacts/routes";
import { deleteTag, updateTag } from "@/lib/contacts/tags";

// PUT /api/v1/contacts/tags/{tagId} - rename or recolour a tag
export const PUT = api(updateTagRoute, ({ ctx, params, body }) => updateTag({ ctx, id: params.tagId, input: body }));

// DELETE /api/v1/contacts/tags/{tagId} - delete a tag
export const DELETE = api(deleteTagRoute, ({ ctx, params }) => deleteTag({ ctx, id: params.tagId }));
