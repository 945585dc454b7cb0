import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, timestamps } from "./columns";
import { companies, users } from "./tenancy";

/**
 * A team of agents ("Sales KSA", "Billing"). An inbox may belong to one team: its
 * auto-assignment picks only that team's members. A conversation may be assigned to a team
 * and to an agent; deleting a team clears both references (set null), never the conversations.
 */
export const teams = pgTable(
  "teams",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("teams_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

/** Who is in a team. An agent may be in several teams. */
export const teamMembers = pgTable(
  "team_members",
  {
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_members_user_idx").on(t.userId)],
);

/**
 * Round-robin's memory: when each agent was last given a conversation by auto-assignment in
 * an inbox. The next turn goes to the eligible agent assigned longest ago (never first).
 */
export const assignmentTurns = pgTable(
  "assignment_turns",
  {
    inboxId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    lastAssignedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.inboxId, t.userId] })],
);

export type Team = typeof teams.$inferSelect;
