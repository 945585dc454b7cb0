/**
 * The value lists the database's enums are made of. Plain constants with no imports, so the
 * schema (which imports nothing from lib/), the domain, the CLI and the dashboard all derive
 * from these; nothing else here touches the database.
 */

/** Every channel a company can talk on; `lib/channels/keys.ts` adds keys and labels. */
export const CHANNEL_TYPES = ["CHATAPP", "PHOTOAPP", "SOCIALCHAT", "BOTCHAT", "WEBCHAT", "SMS", "EMAIL"] as const;

/** The spec's template enums, for the schema, the linter, the db and the builder form. */
export const TEMPLATE_CATEGORIES = ["MARKETING", "UTILITY", "AUTHENTICATION"] as const;
export const TEMPLATE_TYPES = ["STANDARD", "CAROUSEL", "LIMITED_TIME_OFFER"] as const;
export const TEMPLATE_STATUSES = ["PENDING", "APPROVED", "REJECTED", "PAUSED", "DISABLED"] as const;
// The platform's quality rating; UNKNOWN until it has rated the template.
export const TEMPLATE_QUALITIES = ["GREEN", "YELLOW", "RED", "UNKNOWN"] as const;
export const STATUS_SOURCES = ["create", "callback", "sync"] as const;

/** A contact's marketing consent, and how its last change came about (null on rows older than the feature). */
export const MARKETING_CONSENTS = ["OPTED_IN", "OPTED_OUT"] as const;
export const CONSENT_SOURCES = ["API", "DASHBOARD", "IMPORT", "KEYWORD", "INBOUND"] as const;

/** The spec's campaign and recipient states (service-overview.md, "States and transitions"). */
export const CAMPAIGN_STATUSES = ["DRAFT", "SCHEDULED", "RUNNING", "PAUSED", "COMPLETED", "CANCELLED", "FAILED"] as const;
export const RECIPIENT_STATUSES = ["PENDING", "CLAIMED", "SKIPPED", "SENT", "DELIVERED", "READ", "FAILED", "REPLIED"] as const;
/** Why a send failed, from the platform's error codes (lib/campaigns/failure-category.ts). */
export const FAILURE_CATEGORIES = ["INVALID_NUMBER", "NOT_ON_CHANNEL", "RATE_LIMITED", "TEMPLATE_PROBLEM", "POLICY_BLOCKED", "VARIABLE_MISSING", "PLATFORM_ERROR", "UNKNOWN"] as const;

/** Workflows (docs/decisions.md, "Workflows"): the definition's state, a run's and a step's. */
export const WORKFLOW_STATUSES = ["DRAFT", "PUBLISHED", "UNPUBLISHED"] as const;
export const WORKFLOW_RUN_STATUSES = ["RUNNING", "WAITING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export const WORKFLOW_STEP_STATUSES = ["RUNNING", "SUCCEEDED", "FAILED"] as const;

/** Scheduled messages (docs/decisions.md, "Scheduled messages"): the message's state, its recurrence, one occurrence's send. */
export const SCHEDULED_MESSAGE_STATUSES = ["PENDING", "SENDING", "SENT", "FAILED", "CANCELLED"] as const;
export const SCHEDULED_RECURRENCES = ["NONE", "DAILY", "WEEKLY", "MONTHLY"] as const;
export const SCHEDULED_SEND_STATUSES = ["SENDING", "SENT", "FAILED", "SKIPPED"] as const;

/** One-time codes (docs/decisions.md, "One-time codes"): a code's state and the channels that carry codes. */
export const OTP_STATUSES = ["SENDING", "PENDING", "VERIFIED", "SUPERSEDED", "EXHAUSTED", "FAILED"] as const;
export const OTP_CHANNEL_CHOICES = ["AUTO", "CHATAPP", "SMS"] as const;
/** Tickets, leads and tasks (docs/decisions.md, "Tickets, leads and tasks"). */
export const TICKET_STATUSES = ["OPEN", "PENDING", "RESOLVED", "CLOSED"] as const;
export const TICKET_PRIORITIES = ["LOW", "NORMAL", "HIGH", "URGENT"] as const;
export const LEAD_STAGES = ["NEW", "CONTACTED", "QUALIFIED", "PROPOSAL", "WON", "LOST"] as const;
export const TASK_STATUSES = ["OPEN", "COMPLETED"] as const;
