import { index, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { companies, users } from "./tenancy";

export const macroVisibilityEnum = pgEnum("macro_visibility", ["personal", "shared"]);

/**
 * A named, ordered list of conversation actions an agent runs with one click (lib/macros).
 * A personal macro is its owner's alone; a shared one is the company's. The actions are
 * checked by lib/macros/schemas.ts on every write and again when run (a label or saved reply
 * may be gone since).
 */
export const macros = pgTable(
  "macros",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    visibility: macroVisibilityEnum().notNull(),
    /** The author; a personal macro is visible to them only. Deleting the user deletes their personal macros. */
    ownerUserId: text().references(() => users.id, { onDelete: "cascade" }),
    actions: jsonb().$type<unknown[]>().notNull(),
    ...timestamps,
  },
  (t) => [index("macros_company_idx").on(t.companyId, t.visibility, t.ownerUserId)],
);

export type Macro = typeof macros.$inferSelect;
