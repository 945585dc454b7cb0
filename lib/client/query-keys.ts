/** One place for cache keys, so mutations invalidate exactly what they change. */
export const queryKeys = {
  me: ["me"] as const,
  company: ["company"] as const,
  team: ["team"] as const,
  tokens: ["tokens"] as const,
  auditLog: (query: string) => ["audit-log", query] as const,
  invitations: ["invitations"] as const,
  // Every contact read sits under "contacts", so one invalidation refreshes lists, details and timelines.
  contacts: ["contacts"] as const,
  contactList: (query: string) => ["contacts", "list", query] as const,
  contact: (id: string) => ["contacts", "detail", id] as const,
  timeline: (id: string, types: readonly string[]) => ["contacts", "timeline", id, types.join(",")] as const,
  customFieldKeys: ["contacts", "custom-field-keys"] as const,
  tags: ["tags"] as const,
  inboxes: ["inboxes"] as const,
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
  // Every inbox read sits under "conversations": a send or an action refreshes lists and threads at once.
  conversations: ["conversations"] as const,
  conversationList: (query: string) => ["conversations", "list", query] as const,
  conversation: (id: string) => ["conversations", "detail", id] as const,
  latestMessages: (id: string) => ["conversations", "messages", id, "latest"] as const,
  olderMessages: (id: string, anchor: string | null) => ["conversations", "messages", id, "older", anchor] as const,
  notes: (id: string) => ["conversations", "notes", id] as const,
  // The navigation's badge and the tab title's "(3)"; the Mentions tab's badge sits under "list" so reading refreshes it.
  unreadCount: ["conversations", "unread-count"] as const,
  unreadMentions: ["conversations", "list", "mentions-unread"] as const,
  // Kept current by the live stream's presence events rather than refetched.
  presence: ["presence"] as const,
  notificationPrefs: ["notification-preferences"] as const,
  // Every template read sits under "templates": a create, sync or delete refreshes lists and details at once.
  templates: ["templates"] as const,
  templateList: (query: string) => ["templates", "list", query] as const,
  template: (id: string) => ["templates", "detail", id] as const,
  templateUsage: (name: string, query: string) => ["templates", "usage", name, query] as const,
  // Lint answers depend on the draft alone, not on stored templates: kept apart from "templates".
  templateLint: (draft: string) => ["template-lint", draft] as const,
  // Every campaign read sits under "campaigns": an action refreshes the list, the page and its tables at once.
  campaigns: ["campaigns"] as const,
  campaignList: (query: string) => ["campaigns", "list", query] as const,
  campaign: (id: string) => ["campaigns", "detail", id] as const,
  campaignDetails: (id: string) => ["campaigns", "details", id] as const,
  campaignRecipients: (id: string, query: string) => ["campaigns", "recipients", id, query] as const,
  campaignAnalytics: (id: string) => ["campaigns", "analytics", id] as const,
  campaignTimeseries: (id: string, interval: string) => ["campaigns", "timeseries", id, interval] as const,
  // Previews depend on the audience asked about, not on stored campaigns: kept apart from "campaigns".
  campaignPreview: (input: string) => ["campaign-preview", input] as const,
  // Every workflow read sits under "workflows": a publish or a save refreshes the list and the editor's header at once.
  workflows: ["workflows"] as const,
  workflowList: (query: string) => ["workflows", "list", query] as const,
  workflow: (id: string) => ["workflows", "detail", id] as const,
  workflowRuns: (id: string, query: string) => ["workflows", "runs", id, query] as const,
  workflowRun: (id: string, runId: string) => ["workflows", "run", id, runId] as const,
  channels: ["channels"] as const,
  channelConnection: (channel: string) => ["channels", channel] as const,
  // Under "conversations", so a send or a simulated inbound message refreshes the window too.
  channelWindow: (conversationId: string) => ["conversations", "window", conversationId] as const,
};
