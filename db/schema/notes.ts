import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { conversations } from "./messaging";
import { companies, users } from "./tenancy";

/**
 * Private notes inside a conversation's thread: the team's own words beside the customer's,
 * never sent on any channel, kept apart from `messages` so no send, count, window, analytics
 * fold or webhook event can take one for a message (docs/decisions.md, "Private notes").
 */
export const conversationNotes = pgTable(
  "conversation_notes",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    authorUserId: text().references(() => users.id, { onDelete: "set null" }),
    /** Who wrote it as shown when there is no person (an API token) or the person has left. */
    authorLabel: text().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index("conversation_notes_thread_idx").on(t.conversationId, t.createdAt)],
);

/**
 * One row per teammate @mentioned in a note: the Mentions tab of the inbox and its count read
 * them by user; `readAt` is set when that teammate opens the conversation.
 */
export const noteMentions = pgTable(
  "note_mentions",
  {
    noteId: text()
      .notNull()
      .references(() => conversationNotes.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    readAt: optionalTime(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index("note_mentions_user_idx").on(t.userId, t.conversationId),
    index("note_mentions_unread_idx").on(t.userId, t.conversationId).where(sql`${t.readAt} is null`),
  ],
);

export type ConversationNote = typeof conversationNotes.$inferSelect;
