import { z } from "zod";
import { csvList, queryInt } from "@/lib/http/query";

/** The groups a search can return, in the order the palette shows them. */
export const SEARCH_TYPES = ["contacts", "conversations", "messages"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longer queries are refused: a search box holds a few words, not a document. */
export const MAX_QUERY_LENGTH = 200;

export const searchQuery = z.object({
  q: z
    .string({ error: "is required" })
    .trim()
    .min(1, "must not be empty")
    .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)
    .meta({ description: "Words in any language (Arabic and English are stemmed), a name, an email or part of a phone number" }),
  types: csvList(z.enum(SEARCH_TYPES, { error: (iss) => `${JSON.stringify(iss.input)} is not a search type; must be one of ${SEARCH_TYPES.join(", ")}` }))
    .optional()
    .meta({ description: "Comma-separated groups to search; default all that the credential may read" }),
  limit: queryInt(1, 20).default(5).meta({ description: "Results per group (1-20, default 5)" }),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const range = z.object({ start: z.number().int(), end: z.number().int() });
export const snippetSchema = z
  .object({
    text: z.string().meta({ description: "Plain text (never markup); long texts are cut around the first match with …" }),
    highlights: z.array(range).meta({ description: "Matched ranges of `text`: UTF-16 offsets, end exclusive, sorted, not overlapping" }),
  })
  .meta({ id: "SearchSnippet" });

export const contactHitSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    matchedField: z.enum(["name", "phone", "email"]),
    snippet: snippetSchema,
  })
  .meta({ id: "SearchContactHit" });

export const conversationHitSchema = z
  .object({
    id: z.string(),
    contactId: z.string(),
    contactName: z.string().nullable(),
    channel: z.string(),
    status: z.string(),
    lastMessageAt: z.string().nullable(),
    snippet: snippetSchema.meta({ description: "The contact's name, phone or email that matched" }),
  })
  .meta({ id: "SearchConversationHit" });

export const messageHitSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    contactId: z.string(),
    contactName: z.string().nullable(),
    channel: z.string(),
    direction: z.enum(["inbound", "outbound"]),
    createdAt: z.string(),
    snippet: snippetSchema,
  })
  .meta({ id: "SearchMessageHit" });

export const searchResultSchema = z
  .object({
    q: z.string(),
    contacts: z.array(contactHitSchema).optional().meta({ description: "Present when searched and the caller holds contacts:read" }),
    conversations: z.array(conversationHitSchema).optional().meta({ description: "Conversations whose contact matches, latest activity first (conversations:read)" }),
    messages: z.array(messageHitSchema).optional().meta({ description: "Messages whose text matches, newest first (messages:read)" }),
    omitted: z
      .array(z.object({ type: z.enum(SEARCH_TYPES), requiredScope: z.string() }))
      .meta({ description: "Groups asked for (or by default) that the caller may not read" }),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof searchResultSchema>;
export type ContactHit = z.infer<typeof contactHitSchema>;
export type ConversationHit = z.infer<typeof conversationHitSchema>;
export type MessageHit = z.infer<typeof messageHitSchema>;
