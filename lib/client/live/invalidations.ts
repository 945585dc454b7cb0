import type { QueryFilters } from "@tanstack/react-query";
import { queryKeys } from "@/lib/client/query-keys";

/**
 * What the live stream reported since the last flush: the conversations each kind of event
 * named, or "all" when an event named none (too many to list). Events come in bursts (a
 * message, its conversation's row, its statuses), so a tab gathers them for a moment and
 * refetches each query once.
 */
export type LiveBatch = {
  conversations: Set<string> | "all";
  messages: Set<string> | "all";
  notes: Set<string> | "all";
  resync: boolean;
};
export type BatchKind = "conversations" | "messages" | "notes";

export const emptyBatch = (): LiveBatch => ({ conversations: new Set(), messages: new Set(), notes: new Set(), resync: false });

export function addToBatch(batch: LiveBatch, kind: BatchKind, conversationIds: string[] | null): void {
  const held = batch[kind];
  if (held === "all") return;
  if (conversationIds === null) batch[kind] = "all";
  else for (const id of conversationIds) held.add(id);
}

const isEmpty = (ids: Set<string> | "all") => ids !== "all" && ids.size === 0;

/** The list queries that answer "mentioned=…" (the Mentions tab, its badge): a new note can add a row to them. */
const mentionLists: QueryFilters = {
  queryKey: [...queryKeys.conversations, "list"],
  predicate: (q) => q.queryKey[2] === queryKeys.unreadMentions[2] || String(q.queryKey[2]).includes("mentioned="),
};

/**
 * The queries a batch makes stale: exactly those that show what the events name.
 * - conversations: every list (a row appeared, moved or changed), the unread count, and the
 *   named conversations' headers;
 * - messages: the named threads' newest page and reply window, and the lists (the row's preview);
 * - notes: the named conversations' notes and the mention lists and badge;
 * - resync: everything inbox-related and presence.
 */
export function invalidationsFor(batch: LiveBatch): QueryFilters[] {
  if (batch.resync) return [{ queryKey: queryKeys.conversations }, { queryKey: queryKeys.presence }];
  const filters: QueryFilters[] = [];
  const lists = { queryKey: [...queryKeys.conversations, "list"] };
  const { conversations, messages, notes } = batch;

  if (!isEmpty(conversations)) {
    filters.push(lists, { queryKey: queryKeys.unreadCount });
    if (conversations === "all") filters.push({ queryKey: [...queryKeys.conversations, "detail"] });
    else for (const id of conversations) filters.push({ queryKey: queryKeys.conversation(id) });
  }
  if (!isEmpty(messages)) {
    if (isEmpty(conversations)) filters.push(lists);
    if (messages === "all") {
      filters.push({ queryKey: [...queryKeys.conversations, "messages"], predicate: (q) => q.queryKey[3] === "latest" }, { queryKey: [...queryKeys.conversations, "window"] });
    } else {
      for (const id of messages) filters.push({ queryKey: queryKeys.latestMessages(id) }, { queryKey: queryKeys.channelWindow(id) });
    }
  }
  if (!isEmpty(notes)) {
    if (notes === "all") filters.push({ queryKey: [...queryKeys.conversations, "notes"] });
    else for (const id of notes) filters.push({ queryKey: queryKeys.notes(id) });
    // Every list is refreshed already when conversations changed too.
    if (isEmpty(conversations) && isEmpty(messages)) filters.push(mentionLists);
  }
  return filters;
}
