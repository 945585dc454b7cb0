import { defineRoute } from "@/lib/http/contract";
import { searchQuery, searchResultSchema } from "./schemas";

export const searchRoute = defineRoute({
  method: "GET",
  path: "/api/v1/search",
  tag: "Search",
  summary: "Search contacts, conversations and messages (the ⌘K box)",
  description:
    "Words in Arabic or English (full text in the arabic, english and simple configurations: stems and the Arabic article are matched), names, emails and phone fragments (trigram; `5501` finds +971 55 01…). Each group needs its own read scope (contacts:read, conversations:read, messages:read); groups the credential may not read are left out and named in `omitted`, and asking only for such groups is a 403. Snippets are plain text with highlight ranges, never markup.",
  scope: "authenticated",
  query: searchQuery,
  response: searchResultSchema,
});
