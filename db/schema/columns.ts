import { text, timestamp } from "drizzle-orm/pg-core";

/** Shared column helpers: every table uses the same id, tenant and time columns. */
export const id = () => text().primaryKey();
export const createdAt = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };
export const optionalTime = () => timestamp({ withTimezone: true, mode: "date" });
