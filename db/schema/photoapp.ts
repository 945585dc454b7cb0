import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { companies } from "./tenancy";

/**
 * The photoapp libraries of spec 4.6: saved templates (cards sent as a generic template),
 * saved interactive messages (buttons or quick replies) and reusable quick replies. Plain
 * per-company rows; what a send made of them is the message itself (messages.library_item_id).
 */
export type PhotoappCard = {
  title: string;
  subtitle?: string | null;
  imageUrl?: string | null;
  defaultActionUrl?: string | null;
  buttons?: { type: "web_url" | "postback"; title: string; url?: string | null; payload?: string | null }[];
};

export const photoappTemplates = pgTable(
  "photoapp_templates",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    isActive: boolean().notNull().default(true),
    cards: jsonb().$type<PhotoappCard[]>().notNull(),
    ...timestamps,
  },
  (t) => [index("photoapp_templates_company_idx").on(t.companyId, t.createdAt, t.id)],
);

export const interactiveTypeEnum = pgEnum("photoapp_interactive_type", ["buttons", "quick_replies"]);

export const photoappInteractiveMessages = pgTable(
  "photoapp_interactive_messages",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    type: interactiveTypeEnum().notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index("photoapp_interactive_company_idx").on(t.companyId, t.createdAt, t.id)],
);

export const photoappQuickReplies = pgTable(
  "photoapp_quick_replies",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** What the agent types after "/" in the composer to find it. */
    shortcut: text().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    category: text(),
    ...timestamps,
  },
  (t) => [
    index("photoapp_quick_replies_company_idx").on(t.companyId, t.category, t.createdAt),
    uniqueIndex("photoapp_quick_replies_shortcut_key").on(t.companyId, sql`lower(${t.shortcut})`),
  ],
);

export type PhotoappTemplate = typeof photoappTemplates.$inferSelect;
export type PhotoappInteractiveMessage = typeof photoappInteractiveMessages.$inferSelect;
export type PhotoappQuickReply = typeof photoappQuickReplies.$inferSelect;
