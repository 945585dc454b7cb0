import { bigint, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime } from "./columns";
import { companies, users } from "./tenancy";

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    // SHA-256 hex of the whole token; the token itself is never stored.
    tokenHash: text().notNull().unique(),
    // The first characters after `service_`, so people can tell tokens apart in the list.
    displayPrefix: text().notNull(),
    scopes: text().array().notNull(),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    createdAt: createdAt(),
    expiresAt: optionalTime(),
    lastUsedAt: optionalTime(),
    revokedAt: optionalTime(),
  },
  (t) => [index("api_tokens_company_idx").on(t.companyId, t.createdAt)],
);

/** Counters of rate-limiter-flexible's PostgreSQL store, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});

export type ApiToken = typeof apiTokens.$inferSelect;
