import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, timestamps } from "./columns";
import { conversations } from "./messaging";
import { companies, users } from "./tenancy";

/**
 * Conversation labels ("billing", "vip"), company-wide, several per conversation. Not contact
 * tags (db/schema/contacts.ts): a label says what a conversation is about, a tag who a contact is.
 * The name is unique in the company, any case.
 */
export const labels = pgTable(
  "labels",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** A #rrggbb colour for the chip. */
    color: text().notNull(),
    description: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("labels_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

/** Which conversation carries which label; deleting either side removes the row. */
export const conversationLabels = pgTable(
  "conversation_labels",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    labelId: text()
      .notNull()
      .references(() => labels.id, { onDelete: "cascade" }),
    addedByUserId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.labelId] }),
    // The list's label filter and the analytics count go from the label to its conversations.
    index("conversation_labels_label_idx").on(t.labelId, t.conversationId),
  ],
);

export type Label = typeof labels.$inferSelect;
