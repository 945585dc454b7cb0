import { api } from "@/lib/http/api";
import { createTagRoute } from "@/lib/contacts/routes";
import { createTag } from "@/lib/contacts/tags";

// POST /api/v1/contacts/tags - create a tag
export const POST = api(createTagRoute, ({ ctx, body }) => createTag({ ctx, input: body }));
