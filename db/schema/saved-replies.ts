import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { companies, users } from "./tenancy";

/**
 * Saved replies (canned responses) of the team, for every channel's composer: typing
 * "/shortcut" offers them, and the body's {{contact.name}}-style variables are filled for the
 * conversation's contact when inserted. Beside photoapp's quick replies (docs/decisions.md).
 */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** What the agent types after "/" in the composer; unique in the company, any case. */
    shortcut: text().notNull(),
    body: text().notNull(),
    createdByUserId: text().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("saved_replies_company_idx").on(t.companyId, t.createdAt), uniqueIndex("saved_replies_shortcut_key").on(t.companyId, sql`lower(${t.shortcut})`)],
);

export type SavedReply = typeof savedReplies.$inferSelect;
