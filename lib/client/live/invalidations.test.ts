import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/lib/client/query-keys";
import { addToBatch, emptyBatch, invalidationsFor, type LiveBatch } from "./invalidations";

/** The keys a batch makes stale, among a tab's typical cache. */
function staleAfter(batch: LiveBatch): string[] {
  const qc = new QueryClient();
  const keys = [
    queryKeys.conversationList("limit=50&status=OPEN"),
    queryKeys.conversationList("limit=50&mentioned=me"),
    queryKeys.unreadMentions,
    queryKeys.unreadCount,
    queryKeys.conversation("c1"),
    queryKeys.conversation("c2"),
    queryKeys.latestMessages("c1"),
    queryKeys.latestMessages("c2"),
    queryKeys.olderMessages("c1", "m9"),
    queryKeys.channelWindow("c1"),
    queryKeys.notes("c1"),
    queryKeys.notes("c2"),
    queryKeys.presence,
    queryKeys.team,
    queryKeys.contacts,
  ];
  for (const key of keys) qc.setQueryData(key, {});
  for (const filters of invalidationsFor(batch)) for (const q of qc.getQueryCache().findAll(filters)) q.invalidate();
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join("/"))
    .sort();
}

const batchOf = (kind: "conversations" | "messages" | "notes", ids: string[] | null) => {
  const b = emptyBatch();
  addToBatch(b, kind, ids);
  return b;
};

describe("what live events make stale", () => {
  it("conversations: every list, the unread count and the named headers, nothing else", () => {
    expect(staleAfter(batchOf("conversations", ["c1"]))).toEqual(
      ["conversations/detail/c1", "conversations/list/limit=50&mentioned=me", "conversations/list/limit=50&status=OPEN", "conversations/list/mentions-unread", "conversations/unread-count"].sort(),
    );
  });

  it("messages: that thread's newest page and window, and the lists (the row's preview), not older pages", () => {
    expect(staleAfter(batchOf("messages", ["c1"]))).toEqual(
      ["conversations/list/limit=50&mentioned=me", "conversations/list/limit=50&status=OPEN", "conversations/list/mentions-unread", "conversations/messages/c1/latest", "conversations/window/c1"].sort(),
    );
  });

  it("notes: that conversation's notes and the mention lists and badge", () => {
    expect(staleAfter(batchOf("notes", ["c2"]))).toEqual(["conversations/list/limit=50&mentioned=me", "conversations/list/mentions-unread", "conversations/notes/c2"].sort());
  });

  it("an event naming no ids (too many) reaches every conversation of its kind", () => {
    expect(staleAfter(batchOf("messages", null))).toEqual(
      [
        "conversations/list/limit=50&mentioned=me",
        "conversations/list/limit=50&status=OPEN",
        "conversations/list/mentions-unread",
        "conversations/messages/c1/latest",
        "conversations/messages/c2/latest",
        "conversations/window/c1",
      ].sort(),
    );
    expect(staleAfter(batchOf("conversations", null))).toContain("conversations/detail/c2");
  });

  it("resync: everything inbox-related and presence, still not the rest of the app", () => {
    const b = emptyBatch();
    b.resync = true;
    const stale = staleAfter(b);
    expect(stale).toContain("presence");
    expect(stale).toContain("conversations/messages/c1/older/m9");
    expect(stale).not.toContain("team");
    expect(stale).not.toContain("contacts");
  });

  it("gathers a burst: ids add up, and null wins over ids", () => {
    const b = emptyBatch();
    addToBatch(b, "messages", ["c1"]);
    addToBatch(b, "messages", ["c2", "c1"]);
    expect(b.messages).toEqual(new Set(["c1", "c2"]));
    addToBatch(b, "messages", null);
    addToBatch(b, "messages", ["c3"]);
    expect(b.messages).toBe("all");
    expect(invalidationsFor(emptyBatch())).toEqual([]);
  });
});
