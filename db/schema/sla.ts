import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { conversations } from "./messaging";
import { companies } from "./tenancy";

/**
 * A service-level policy: targets in minutes for the first response, each next response and
 * the resolution (each optional), counted in the inbox's business hours unless
 * `businessHoursOnly` is false.
 */
export const slaPolicies = pgTable(
  "sla_policies",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    firstResponseMinutes: integer(),
    nextResponseMinutes: integer(),
    resolutionMinutes: integer(),
    businessHoursOnly: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("sla_policies_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

const at = () => timestamp({ withTimezone: true, mode: "date" });

/** One clock's columns: when it started, is due, warns, was met, and its marks (set once by the sweep). */
function clock<P extends string>(p: P) {
  return {
    [`${p}StartedAt`]: at(),
    [`${p}DueAt`]: at(),
    [`${p}WarnAt`]: at(),
    [`${p}MetAt`]: at(),
    [`${p}WarnedAt`]: at(),
    [`${p}BreachedAt`]: at(),
  } as { [K in `${P}${"StartedAt" | "DueAt" | "WarnAt" | "MetAt" | "WarnedAt" | "BreachedAt"}`]: ReturnType<typeof at> };
}

/**
 * A conversation's SLA: its policy and three clocks (lib/sla/README.md). Written by the trigger
 * that attaches a policy (migration), the "Apply SLA policy" workflow node, and the sweep,
 * which derives the clocks from the messages (`dirty`, set by triggers) and marks warnings and
 * breaches once (`checkAt`: the next moment a mark may be due).
 */
export const conversationSlas = pgTable(
  "conversation_slas",
  {
    conversationId: text()
      .primaryKey()
      .references(() => conversations.id, { onDelete: "cascade" }),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    policyId: text()
      .notNull()
      .references(() => slaPolicies.id, { onDelete: "cascade" }),
    appliedAt: createdAt(),
    ...clock("first"),
    ...clock("next"),
    ...clock("resolution"),
    dirty: boolean().notNull().default(true),
    checkAt: optionalTime(),
    updatedAt: createdAt(),
  },
  (t) => [
    index("conversation_slas_dirty_idx").on(t.conversationId).where(sql`${t.dirty}`),
    index("conversation_slas_check_idx").on(t.checkAt).where(sql`${t.checkAt} is not null`),
    index("conversation_slas_policy_idx").on(t.policyId),
  ],
);

/**
 * Every warning and breach, kept for analytics (by agent, team and inbox as they were at the
 * moment) and as the sweep's idempotency key: one row per conversation, clock, kind and due time.
 */
export const slaMarks = pgTable(
  "sla_marks",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    policyId: text(),
    metric: text({ enum: ["first_response", "next_response", "resolution"] }).notNull(),
    kind: text({ enum: ["warning", "breached"] }).notNull(),
    dueAt: at().notNull(),
    inboxId: text(),
    teamId: text(),
    assigneeId: text(),
    markedAt: createdAt(),
  },
  (t) => [uniqueIndex("sla_marks_once_key").on(t.conversationId, t.metric, t.kind, t.dueAt), index("sla_marks_company_idx").on(t.companyId, t.markedAt)],
);

export type SlaPolicy = typeof slaPolicies.$inferSelect;
export type ConversationSla = typeof conversationSlas.$inferSelect;
