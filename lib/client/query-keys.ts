/** One place for cache keys, so mutations invalidate exactly what they change. */
export const queryKeys = {
  me: ["me"] as const,
  company: ["company"] as const,
  team: ["team"] as const,
  tokens: ["tokens"] as const,
};
