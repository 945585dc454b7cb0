import "server-only";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { readableGroups } from "./permissions";
import type { SearchQuery, SearchResult } from "./schemas";
import { findContacts } from "./search-contacts";
import { conversationsOf } from "./search-conversations";
import { searchMessages } from "./search-messages";

/** How many matching contacts the Conversations group looks through. */
const CONVERSATION_CONTACTS = 20;

/**
 * The search box: each group the caller may read, found independently. Asking only for
 * groups the caller may read none of is a 403 naming the scopes; otherwise the groups it may
 * not read are left out and listed in `omitted`.
 */
export async function search({ ctx, query }: { ctx: Ctx; query: SearchQuery }): Promise<SearchResult> {
  const { q, limit } = query;
  const { readable, omitted } = readableGroups(ctx.actor, query.types);
  if (!readable.length) {
    const scopes = omitted.map((o) => o.requiredScope);
    throw new AppError("INSUFFICIENT_PERMISSIONS", `Searching needs one of the scopes ${scopes.join(", ")}`, { requiredScope: scopes[0], anyOf: scopes });
  }
  const result: SearchResult = { q, omitted };
  const wants = (t: (typeof readable)[number]) => readable.includes(t);
  // One contact lookup serves both groups; conversations look through a few more contacts.
  const people = wants("contacts") || wants("conversations") ? await findContacts({ ctx, q, limit: wants("conversations") ? Math.max(limit, CONVERSATION_CONTACTS) : limit }) : [];
  if (wants("contacts")) result.contacts = people.slice(0, limit);
  if (wants("conversations")) result.conversations = await conversationsOf({ ctx, contacts: people, limit });
  if (wants("messages")) result.messages = await searchMessages({ ctx, q, limit });
  return result;
}
