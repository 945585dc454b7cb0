import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime } from "./columns";
import { companies, roleEnum, users } from "./tenancy";

/**
 * One-time links an owner or admin copies and hands over (there is no outgoing mail): an
 * invitation to join the company, or a password reset for a member. Only the SHA-256 of the
 * link's token is kept, like API tokens.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text().notNull(),
    role: roleEnum().notNull(),
    tokenHash: text().notNull().unique(),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    createdAt: createdAt(),
    expiresAt: optionalTime().notNull(),
    acceptedAt: optionalTime(),
    acceptedUserId: text().references(() => users.id, { onDelete: "set null" }),
    revokedAt: optionalTime(),
  },
  (t) => [index("invitations_company_idx").on(t.companyId, t.createdAt)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdByName: text().notNull(),
    createdAt: createdAt(),
    expiresAt: optionalTime().notNull(),
    usedAt: optionalTime(),
    // Set when a newer link for the same person replaces this one.
    revokedAt: optionalTime(),
  },
  (t) => [index("password_resets_user_idx").on(t.companyId, t.userId)],
);

export type Invitation = typeof invitations.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
