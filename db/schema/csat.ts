import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { channelEnum, channelConnections } from "./channels";
import { contacts } from "./contacts";
import { conversations } from "./messaging";
import { teams } from "./teams";
import { companies, users } from "./tenancy";
import { id, optionalTime, timestamps } from "./columns";

/**
 * One satisfaction survey per resolved conversation (the unique conversation id is the claim:
 * a second resolve finds it and sends nothing). The agent and team are those at the time of
 * resolving, so the report credits who resolved, not who holds the conversation later.
 * `status` is the request's: queued (the job will send), sent, failed (the port refused),
 * cancelled (reopened before it went; a later resolve queues it again).
 */
export const csatSurveys = pgTable(
  "csat_surveys",
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
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    agentId: text().references(() => users.id, { onDelete: "set null" }),
    teamId: text().references(() => teams.id, { onDelete: "set null" }),
    /** 32 random bytes, base64url: the public page's link; never listed, never derived from ids. */
    token: text().notNull(),
    language: text().notNull().default("en"),
    status: text({ enum: ["queued", "sent", "failed", "cancelled"] }).notNull().default("queued"),
    /** The request's message id, chosen before the send: the port's idempotency key. */
    messageId: text().notNull(),
    /** The customer as the channel names them (phone, platform id, address): what an answer comes from. */
    recipient: text(),
    /** The port's job between prepare and settle, kept for recovery after a crash. */
    portJob: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    sentAt: optionalTime(),
    rating: integer(),
    comment: text(),
    answeredAt: optionalTime(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("csat_surveys_conversation_key").on(t.conversationId),
    uniqueIndex("csat_surveys_token_key").on(t.token),
    check("csat_surveys_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    // Answers come in by inbox and customer: the pending survey of a digit reply.
    index("csat_surveys_pending_idx").on(t.inboxId, t.recipient, t.sentAt).where(sql`${t.status} = 'sent'`),
    // Reports read a company's answers by time.
    index("csat_surveys_answered_idx").on(t.companyId, t.answeredAt).where(sql`${t.answeredAt} is not null`),
  ],
);

export type CsatSurvey = typeof csatSurveys.$inferSelect;
