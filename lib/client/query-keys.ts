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
  eventCatalog: ["event-catalog"] as const,
  // Every webhook read sits under "webhooks": one invalidation refreshes lists, logs and charts.
  webhooks: ["webhooks"] as const,
  webhookList: ["webhooks", "list"] as const,
  webhook: (id: string) => ["webhooks", "detail", id] as const,
  webhookSecret: (id: string) => ["webhook-secret", id] as const,
  deliveries: (id: string, query: string) => ["webhooks", "deliveries", id, query] as const,
  delivery: (id: string, deliveryId: string) => ["webhooks", "delivery", id, deliveryId] as const,
  webhookStats: (id: string, hours: number) => ["webhooks", "stats", id, hours] as const,
  webEvents: ["web-events"] as const,
  integrationList: ["web-events", "list"] as const,
  integration: (id: string) => ["web-events", "detail", id] as const,
  receivedEvents: (id: string, query: string) => ["web-events", "events", id, query] as const,
};
