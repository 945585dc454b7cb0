import { boolean, index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { contacts } from "./contacts";
import { companies } from "./tenancy";

export const webEventAuthTypeEnum = pgEnum("web_event_auth_type", ["HMAC_SHA256", "API_KEY"]);
export const webEventMatchEnum = pgEnum("web_event_match", ["MATCHED", "CREATED", "UNMATCHED"]);

export interface ContactMapping {
  phoneField?: string | null;
  emailField?: string | null;
  nameField?: string | null;
  autoCreate: boolean;
  enrichFields?: { source: string; target: string }[];
  displayColumns?: string[];
}

export const webEventIntegrations = pgTable(
  "web_event_integrations",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    authType: webEventAuthTypeEnum().notNull(),
    autoCreateContact: boolean().notNull().default(false),
    contactMapping: jsonb().$type<ContactMapping>().notNull(),
    // Sealed with AES-256-GCM: HMAC verification needs the plaintext key.
    secretSealed: text().notNull(),
    eventCount: integer().notNull().default(0),
    lastEventAt: optionalTime(),
    ...timestamps,
  },
  (t) => [index("web_event_integrations_company_idx").on(t.companyId, t.createdAt, t.id)],
);

export const webEvents = pgTable(
  "web_events",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    integrationId: text()
      .notNull()
      .references(() => webEventIntegrations.id, { onDelete: "cascade" }),
    // The website's own event name when the body has one (`event`, `type` or `name`).
    eventName: text(),
    payload: jsonb().$type<unknown>().notNull(),
    match: webEventMatchEnum().notNull(),
    contactId: text().references(() => contacts.id, { onDelete: "set null" }),
    // Why no contact was matched or created (no mapped field, invalid phone, auto-create off).
    matchNote: text(),
    receivedAt: createdAt(),
  },
  (t) => [index("web_events_integration_received_idx").on(t.integrationId, t.receivedAt, t.id)],
);

export type WebEventIntegration = typeof webEventIntegrations.$inferSelect;
export type WebEvent = typeof webEvents.$inferSelect;
