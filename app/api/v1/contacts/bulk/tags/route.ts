import { api } from "@/lib/http/api";
import { bulkTags } from "@/lib/contacts/bulk-tags";
import { bulkContactTagsRoute } from "@/lib/contacts/routes";

// POST /api/v1/contacts/bulk/tags - add or remove tags on many contacts
export const POST = api(bulkContactTagsRoute, ({ ctx, body }) => bulkTags({ ctx, input: body }));
