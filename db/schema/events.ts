import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, optionalTime } from "./columns";
import { companies } from "./tenancy";

/**
 * The transactional outbox: a change and its event commit together; the dispatcher job fans
 * each row out to the subscribers (webhooks, workflows) and deletes it, or with a retention
 * (EVENT_OUTBOX_RETAIN_MINUTES) stamps dispatchedAt and the minute sweep prunes it later.
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    eventId: text().notNull().unique(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    event: text().notNull(),
    payload: jsonb().notNull(),
    occurredAt: createdAt(),
    dispatchedAt: optionalTime(),
  },
  (t) => [
    index("event_outbox_pending_idx").on(t.id).where(sql`${t.dispatchedAt} is null`),
    index("event_outbox_company_idx").on(t.companyId, t.occurredAt),
  ],
);

export type OutboxEvent = typeof eventOutbox.$inferSelect;
