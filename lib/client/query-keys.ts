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
};
