import type { ContactHit, ConversationHit, MessageHit } from "@/lib/search/schemas";

/** Where each result opens: the contact's page; the conversation in the inbox; a message in its conversation, scrolled to. */
export const contactHref = (c: ContactHit) => `/contacts/${encodeURIComponent(c.id)}`;
export const conversationHref = (c: ConversationHit) => `/inbox?${new URLSearchParams({ c: c.id })}`;
export const messageHref = (m: MessageHit) => `/inbox?${new URLSearchParams({ c: m.conversationId, m: m.id })}`;
