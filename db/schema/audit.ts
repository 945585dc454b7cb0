import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { companies } from "./tenancy";

export const auditActorKindEnum = pgEnum("audit_actor_kind", ["user", "token", "system"]);

/**
 * The audit log: who did what, when and from where. Append-only: a trigger (migration 0031)
 * refuses every UPDATE and every DELETE but the retention job's (lib/audit/prune-audit.ts).
 * The actor and target are copied as text (ids without foreign keys, labels as they were), so
 * an entry outlives the person, token or resource it names. `details` never holds a secret.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actorKind: auditActorKindEnum().notNull(),
    /** The user's or token's id; null for the system. */
    actorId: text(),
    actorLabel: text().notNull(),
    /** `area.verb`, from lib/audit/actions.ts, e.g. `token.created`. */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    targetLabel: text(),
    ip: text(),
    userAgent: text(),
    requestId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index("audit_events_company_at_idx").on(t.companyId, t.at.desc(), t.id.desc())],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditActorKind = (typeof auditActorKindEnum.enumValues)[number];
