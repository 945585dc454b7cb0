import { boolean, customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, optionalTime, timestamps } from "./columns";
import { companies } from "./tenancy";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * The website chat widget (lib/widget): one settings row per company (absent until first
 * saved: the defaults, disabled), the visitors who opened it, and the files they or agents
 * attached. A visitor is a customer keyed by its id on the WEBCHAT channel (contact_channel_ids)
 * once it writes; until then its pre-chat answers wait here.
 */
export const widgetSettings = pgTable("widget_settings", {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  enabled: boolean().notNull().default(false),
  displayName: text(),
  primaryColor: text().notNull().default("#2563eb"),
  textColor: text().notNull().default("#ffffff"),
  greeting: text(),
  /** off | name_email | name_phone */
  preChatForm: text().notNull().default("off"),
  position: text().notNull().default("right"),
  allowedOrigins: text().array().notNull().default([]),
  ...timestamps,
});

export const widgetVisitors = pgTable(
  "widget_visitors",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    id: text().notNull(),
    /** The site's origin the session started on. */
    origin: text(),
    name: text(),
    email: text(),
    phone: text(),
    formSubmittedAt: optionalTime(),
    /** When the form's answers went onto the contact (once: agents may edit the contact later). */
    profileAppliedAt: optionalTime(),
    /** The visitor was typing at this time (the inbox shows it for a few seconds). */
    typingAt: optionalTime(),
    /** Agent messages sent up to here are read (the visitor's read mark). */
    lastReadAt: optionalTime(),
    lastSeenAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const widgetFiles = pgTable(
  "widget_files",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    id: text().notNull(),
    /** The visitor whose conversation the file belongs to (who may download it). */
    visitorId: text().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index("widget_files_visitor_idx").on(t.companyId, t.visitorId)],
);

export type WidgetSettingsRow = typeof widgetSettings.$inferSelect;
export type WidgetVisitor = typeof widgetVisitors.$inferSelect;
