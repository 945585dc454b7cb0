import type { Role } from "@/db/schema";

/**
 * Every permission scope. `token: true` scopes can be granted to API tokens; the `account`
 * group guards session-only routes (team, company, tokens) and is decided by role alone.
 * Groups drive the checklist in Settings -> API tokens.
 */
export const SCOPE_GROUPS = [
  { group: "Contacts", scopes: [["contacts:read", "Read contacts, tags and timelines"], ["contacts:write", "Create, update and delete contacts and tags"]] },
  {
    group: "Conversations and messages",
    scopes: [
      ["conversations:read", "Read conversations and messaging windows"],
      ["conversations:write", "Assign, close and reopen conversations"],
      ["messages:read", "Read messages"],
      ["messages:send", "Send messages on every channel and schedule them"],
      ["labels:write", "Create, rename and delete the company's conversation labels"],
      ["macros:write", "Create, change and delete macros shared with the whole company"],
    ],
  },
  {
    group: "Templates and library",
    scopes: [
      ["templates:read", "Read message templates"],
      ["templates:write", "Create, sync and delete message templates"],
      ["library:read", "Read saved interactive messages and quick replies"],
      ["library:write", "Manage saved interactive messages and quick replies"],
    ],
  },
  { group: "Teams", scopes: [["teams:read", "Read teams, their members and inboxes"], ["teams:write", "Create, change and delete teams and their members"]] },
  { group: "Campaigns", scopes: [["campaigns:read", "Read campaigns, recipients and statistics"], ["campaigns:write", "Create, run, pause and cancel campaigns"]] },
  { group: "Analytics", scopes: [["analytics:read", "Read analytics"]] },
  { group: "Channels", scopes: [["channels:read", "Read channel connection status"], ["channels:write", "Connect and disconnect channels"]] },
  { group: "Webhooks", scopes: [["webhooks:read", "Read webhooks, deliveries and the event catalog"], ["webhooks:write", "Register, change and delete webhooks"]] },
  { group: "Automations", scopes: [["automations:read", "Read workflows and web-event integrations"], ["automations:write", "Manage workflows and web-event integrations"]] },
  {
    group: "Store",
    scopes: [
      ["ecommerce:read", "Read store customers"],
      ["products:read", "Read products and categories"],
      ["products:write", "Edit products and create categories"],
      ["orders:read", "Read orders"],
      ["orders:write", "Create manual orders and change orders"],
      ["storeplugin:read", "Read the store-plugin integration"],
      ["storeplugin:write", "Manage the store-plugin integration"],
    ],
  },
  {
    group: "CRM",
    scopes: [
      ["tickets:read", "Read tickets and the SLA policy"],
      ["tickets:write", "Create, assign, change and delete tickets"],
      ["leads:read", "Read leads"],
      ["leads:write", "Create, assign, move and delete leads"],
      ["tasks:read", "Read tasks"],
      ["tasks:write", "Create, assign, complete and delete tasks"],
    ],
  },
  { group: "One-time passwords", scopes: [["otp:send", "Send one-time passwords"], ["otp:verify", "Verify one-time passwords"]] },
  { group: "Service levels", scopes: [["sla:read", "Read SLA policies"], ["sla:write", "Create, change and delete SLA policies"]] },
  { group: "Audit", scopes: [["audit:read", "Read and export the audit log"]] },
] as const;

/** Role-only scopes for account administration; never grantable to API tokens. */
export const ACCOUNT_SCOPES = ["team:read", "team:write", "company:write", "tokens:read", "tokens:write"] as const;

export type TokenScope = (typeof SCOPE_GROUPS)[number]["scopes"][number][0];
export type AccountScope = (typeof ACCOUNT_SCOPES)[number];
export type Scope = TokenScope | AccountScope;

export const TOKEN_SCOPES: readonly TokenScope[] = SCOPE_GROUPS.flatMap((g) => g.scopes.map((s) => s[0]));
export const ALL_SCOPES: readonly Scope[] = [...TOKEN_SCOPES, ...ACCOUNT_SCOPES];

// The audit log is for owners and admins: it shows everyone's sign-ins and the whole team's actions.
const READS = TOKEN_SCOPES.filter((s) => s.endsWith(":read") && s !== "audit:read");

/** What each role may do; owners and admins may do everything. */
const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  owner: ALL_SCOPES,
  admin: ALL_SCOPES,
  agent: [
    ...READS.filter((s) => !["webhooks:read", "storeplugin:read"].includes(s)),
    "contacts:write",
    "conversations:write",
    "messages:send",
    // Agents work tickets, leads and tasks from the inbox.
    "tickets:write",
    "leads:write",
    "tasks:write",
    "otp:send",
    "otp:verify",
    "team:read",
  ],
  marketer: [
    ...READS.filter((s) => s !== "storeplugin:read"),
    "contacts:write",
    "messages:send",
    "templates:write",
    "library:write",
    "campaigns:write",
    "automations:write",
    // Marketers qualify leads and follow them up; tickets are support's.
    "leads:write",
    "tasks:write",
    "team:read",
  ],
};

export function scopesForRole(role: Role): readonly Scope[] {
  return ROLE_SCOPES[role];
}

/** A scope list grants `scope` when it holds it or `*`. */
export function grants(held: readonly string[], scope: Scope): boolean {
  return held.includes("*") || held.includes(scope);
}

/** The token scopes a role may hand out: a token never holds more than its creator. */
export function grantableScopes(role: Role): TokenScope[] {
  const allowed = ROLE_SCOPES[role];
  return TOKEN_SCOPES.filter((s) => allowed.includes(s));
}

const ROLE_ORDER: readonly Role[] = ["owner", "admin", "agent", "marketer"];

/** The roles granted `scope`, in the team page's order; locked pages name them from here. */
export function rolesWith(scope: Scope): Role[] {
  return ROLE_ORDER.filter((r) => ROLE_SCOPES[r].includes(scope));
}
