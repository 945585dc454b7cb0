/**
 * Every audited action, `area.verb`, with the words the dashboard shows. The API's `action`
 * filter accepts these names and their areas as prefixes (`token.*`, or `token.`); anything
 * else is a 400. Plain data: the dashboard imports it too.
 */
export const AUDIT_ACTIONS = {
  "token.created": "API token created",
  "token.revoked": "API token revoked",
  "session.signed_in": "Signed in",
  "session.signed_out": "Signed out",
  "session.others_ended": "Other sessions ended",
  "user.password_changed": "Password changed",
  "user.password_reset_issued": "Password-reset link issued",
  "user.password_reset": "Password reset with a link",
  "member.added": "Member added",
  "member.invited": "Member invited",
  "member.invitation_revoked": "Invitation revoked",
  "member.joined": "Invitation accepted",
  "member.role_changed": "Member role changed",
  "member.renamed": "Member renamed",
  "member.removed": "Member removed",
  "company.updated": "Company settings changed",
  "channel.connected": "Channel connected",
  "channel.disconnected": "Channel disconnected",
  "inbox.deleted": "Inbox deleted",
  "webhook.created": "Webhook created",
  "webhook.updated": "Webhook changed",
  "webhook.paused": "Webhook paused",
  "webhook.resumed": "Webhook resumed",
  "webhook.deleted": "Webhook deleted",
  "webhook.secret_viewed": "Webhook secret viewed",
  "webhook.secret_rotated": "Webhook secret regenerated",
  "integration.created": "Web-event integration created",
  "integration.deleted": "Web-event integration deleted",
  "integration.secret_viewed": "Integration secret viewed",
  "integration.secret_rotated": "Integration secret regenerated",
  "store.connected": "Store connected",
  "store.disconnected": "Store disconnected",
  "store.secret_viewed": "Store secret viewed",
  "store.secret_rotated": "Store secret regenerated",
  "export.contacts": "Contacts exported",
  "export.audit_log": "Audit log exported",
  "contact.deleted": "Contact deleted",
  "tag.deleted": "Tag deleted",
  "workflow.deleted": "Workflow deleted",
  "template.deleted": "Template deleted",
  "team.created": "Team created",
  "team.deleted": "Team deleted",
  "team.members_changed": "Team members changed",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The areas (the part before the dot), in the catalog's order, with the filter's label. */
export const AUDIT_GROUPS = {
  token: "API tokens",
  session: "Sign-ins and sessions",
  user: "Passwords",
  member: "Team",
  company: "Company settings",
  channel: "Channels",
  inbox: "Inboxes",
  webhook: "Webhooks",
  integration: "Web-event integrations",
  store: "Store connections",
  export: "Exports",
  contact: "Contacts",
  tag: "Tags",
  workflow: "Workflows",
  template: "Templates",
  team: "Teams",
} as const satisfies Record<string, string>;

export type AuditGroup = keyof typeof AUDIT_GROUPS;

/** What an entry can be about; the `targetType` filter accepts exactly these. */
export const AUDIT_TARGET_TYPES = ["api_token", "user", "invitation", "company", "inbox", "webhook", "integration", "store", "contact", "tag", "workflow", "template", "team", "audit_log"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/**
 * One `action` filter entry as the actions it matches: an exact name, or an area as `area.*`
 * or `area.`; null for anything else.
 */
export function actionPattern(entry: string): { exact: AuditAction } | { prefix: string } | null {
  if (entry in AUDIT_ACTIONS) return { exact: entry as AuditAction };
  const m = /^([a-z_]+)\.\*?$/.exec(entry);
  return m && m[1] in AUDIT_GROUPS ? { prefix: `${m[1]}.` } : null;
}
