import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, optionalTime, timestamps } from "./columns";

export const roleEnum = pgEnum("user_role", ["owner", "admin", "agent", "marketer"]);

export const companies = pgTable("companies", {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  timezone: text().notNull().default("UTC"),
  website: text(),
  supportEmail: text(),
  // Marketing consent keywords and replies; null means the defaults (lib/company/consent-settings.ts).
  stopKeywords: text().array(),
  startKeywords: text().array(),
  optOutReply: text(),
  optInReply: text(),
  // What one template message costs by category, for campaign estimates; null means the defaults (lib/campaigns/cost.ts).
  messageRates: jsonb().$type<{ currency: string; MARKETING: number; UTILITY: number; AUTHENTICATION: number }>(),
  // How long audit-log entries are kept (lib/audit/prune-audit.ts); the trigger of migration 0031 reads it too.
  auditRetentionDays: integer().notNull().default(365),
  ...timestamps,
}, (t) => [check("companies_audit_retention_days_check", sql`${t.auditRetentionDays} between 30 and 3650`)]);

export const users = pgTable(
  "users",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    // Sign-in is by email alone, so an email belongs to one account across the service.
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull(),
    lastSignInAt: optionalTime(),
    // Stamped into every dashboard session and API JWT; bumping it ends them all ("sign out
    // of other sessions", a password change or reset), since sessions are stateless JWTs.
    sessionVersion: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_company_idx").on(t.companyId)],
);

export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
