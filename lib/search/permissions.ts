import type { Actor } from "@/lib/domain/context";
import { grants, type Scope } from "@/lib/auth/scopes";
import { SEARCH_TYPES, type SearchType } from "./schemas";

/** The scope that lets a caller see each group: the same as the group's own list route. */
export const SCOPE_OF: Record<SearchType, Scope> = {
  contacts: "contacts:read",
  conversations: "conversations:read",
  messages: "messages:read",
};

/**
 * The groups to search (asked for, or all) split into those the caller may read and those it
 * may not. Search never reveals more than the group's own list route would.
 */
export function readableGroups(actor: Actor, asked?: readonly SearchType[]) {
  const held = actor.kind === "system" ? ["*"] : actor.scopes;
  const wanted = SEARCH_TYPES.filter((t) => !asked?.length || asked.includes(t));
  return {
    readable: wanted.filter((t) => grants(held, SCOPE_OF[t])),
    omitted: wanted.filter((t) => !grants(held, SCOPE_OF[t])).map((type) => ({ type, requiredScope: SCOPE_OF[type] })),
  };
}
