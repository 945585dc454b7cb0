import { api } from "@/lib/http/api";
import { listTagsRoute } from "@/lib/contacts/routes";
import { listTags } from "@/lib/contacts/tags";

// GET /api/v1/contacts/tags/all - list tags with usage counts
export const GET = api(listTagsRoute, ({ ctx }) => listTags({ ctx }));
