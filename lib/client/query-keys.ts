/** One place for cache keys, so mutations invalidate exactly what they change. */
export const queryKeys = {
  me: ["me"] as const,
  company: ["company"] as const,
  team: ["team"] as const,
  tokens: ["tokens"] as const,
  // Every contact read sits under "contacts", so one invalidation refreshes lists, details and timelines.
  contacts: ["contacts"] as const,
  contactList: (query: string) => ["contacts", "list", query] as const,
  contact: (id: string) => ["contacts", "detail", id] as const,
  timeline: (id: string, types: readonly string[]) => ["contacts", "timeline", id, types.join(",")] as const,
  customFieldKeys: ["contacts", "custom-field-keys"] as const,
  tags: ["tags"] as const,
  // Every inbox read sits under "conversations": a send or an action refreshes lists and threads at once.
  conversations: ["conversations"] as const,
  conversationList: (query: string) => ["conversations", "list", query] as const,
  conversation: (id: string) => ["conversations", "detail", id] as const,
  latestMessages: (id: string) => ["conversations", "messages", id, "latest"] as const,
  olderMessages: (id: string, anchor: string | null) => ["conversations", "messages", id, "older", anchor] as const,
  channels: ["channels"] as const,
  chatappConnection: ["channels", "chatapp"] as const,
};
