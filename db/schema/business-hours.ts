import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, optionalTime, timestamps } from "./columns";
import { channelConnections, channelEnum } from "./channels";
import { conversations } from "./messaging";
import { companies } from "./tenancy";

/**
 * An out-of-hours automatic reply (lib/business-hours/out-of-hours.ts): at most one per
 * conversation per closed period, the period named by when the inbox opens again (unique
 * key). The row is claimed before anything is sent; the port's job is kept for recovery.
 */
export const outOfHoursReplies = pgTable(
  "out_of_hours_replies",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    inboxId: text()
      .notNull()
      .references(() => channelConnections.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    /** When the inbox opens again: the closed period this reply answers for. */
    reopensAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    language: text().notNull(),
    status: text({ enum: ["queued", "sent", "failed"] }).notNull().default("queued"),
    /** The reply's message id, chosen before the send: the port's idempotency key. */
    messageId: text().notNull(),
    portJob: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    sentAt: optionalTime(),
    ...timestamps,
  },
  (t) => [uniqueIndex("out_of_hours_replies_period_key").on(t.conversationId, t.reopensAt)],
);

export type OutOfHoursReply = typeof outOfHoursReplies.$inferSelect;
