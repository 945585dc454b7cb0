import { api } from "@/lib/http/api";
import { searchRoute } from "@/lib/search/routes";
import { search } from "@/lib/search/search";

// GET /api/v1/search - search contacts, conversations and messages
export const GET = api(searchRoute, ({ ctx, query }) => search({ ctx, query }));
