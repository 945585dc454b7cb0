import { api } from "@/lib/http/api";
import { searchContactsRoute } from "@/lib/contacts/routes";
import { searchContacts } from "@/lib/contacts/search-contacts";

// GET /api/v1/contacts/search - quick search, exact phone/email matches first
export const GET = api(searchContactsRoute, ({ ctx, query }) => searchContacts({ ctx, q: query.q, limit: query.limit }));
