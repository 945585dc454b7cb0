import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CONSENT_SOURCES, MARKETING_CONSENTS } from "../enums";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { channelEnum } from "./channels";
import { companies, users } from "./tenancy";

export const contactLabelEnum = pgEnum("contact_label", ["HOT_LEAD", "WARM_LEAD", "COLD_LEAD", "FOLLOW_UP", "VIP", "CHURNED", "DO_NOT_CONTACT"]);
export const contactStatusEnum = pgEnum("contact_status", ["ACTIVE", "INACTIVE", "ARCHIVED"]);
export const marketingConsentEnum = pgEnum("marketing_consent", MARKETING_CONSENTS);
export const consentSourceEnum = pgEnum("consent_source", CONSENT_SOURCES);
export const lifecycleStageEnum = pgEnum("lifecycle_stage", ["LEAD", "SUBSCRIBER", "OPPORTUNITY", "CUSTOMER", "REPEAT_CUSTOMER", "EVANGELIST"]);

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    firstName: text(),
    lastName: text(),
    // Digits only, no leading +; unique per company so find-or-create can use ON CONFLICT.
    phone: text(),
    email: text(),
    avatar: text(),
    externalId: text(),
    customFields: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    label: contactLabelEnum(),
    status: contactStatusEnum().notNull().default("ACTIVE"),
    lifecycleStage: lifecycleStageEnum().notNull().default("LEAD"),
    assignedAgentId: text().references(() => users.id, { onDelete: "set null" }),
    notes: text(),
    source: text().notNull().default("MANUAL"),
    channelType: text(),
    totalSpent: numeric({ precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    orderCount: integer().notNull().default(0),
    lastInteractionAt: optionalTime(),
    // Every new contact is OPTED_IN (docs/decisions.md, "Marketing consent"); rows older than
    // the feature keep a null source and time.
    marketingConsent: marketingConsentEnum().notNull().default("OPTED_IN"),
    marketingConsentChangedAt: optionalTime(),
    marketingConsentSource: consentSourceEnum(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("contacts_company_phone_key").on(t.companyId, t.phone).where(sql`${t.phone} is not null`),
    // Ascending on purpose: a backward scan serves ORDER BY … DESC (NULLS FIRST) as well.
    index("contacts_company_created_idx").on(t.companyId, t.createdAt, t.id),
    index("contacts_company_updated_idx").on(t.companyId, t.updatedAt, t.id),
    index("contacts_company_name_idx").on(t.companyId, sql`lower(${t.name})`, t.id),
    index("contacts_company_email_idx").on(t.companyId, sql`lower(${t.email})`),
    index("contacts_company_agent_idx").on(t.companyId, t.assignedAgentId),
    // Opted-out contacts are the few: a partial index serves the consent filter and a
    // campaign's audience exclusion without growing with the opted-in many.
    index("contacts_company_opted_out_idx").on(t.companyId, t.id).where(sql`${t.marketingConsent} = 'OPTED_OUT'`),
    // GiST (with btree_gist for the company) answers both ILIKE and nearest-name ordering
    // (`<<->`), so a quick search reads ten rows instead of every name that matches.
    index("contacts_company_name_trgm_idx").using("gist", t.companyId, sql`${t.name} gist_trgm_ops`),
    index("contacts_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("contacts_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    color: text().notNull().default("#64748b"),
    ...timestamps,
  },
  (t) => [uniqueIndex("tags_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

export const contactTags = pgTable(
  "contact_tags",
  {
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tagId: text()
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    companyId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.tagId] }), index("contact_tags_tag_idx").on(t.tagId, t.contactId)],
);

/** The contact timeline: one row per change, written in the change's transaction. */
export const contactActivities = pgTable(
  "contact_activities",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    companyId: text().notNull(),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    actorType: text().notNull(),
    actorId: text(),
    actorName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_activities_contact_idx").on(t.contactId, t.createdAt, t.id)],
);

/**
 * How many of a company's contacts use each custom-field key, kept current by every write,
 * so listing the keys never scans the contacts.
 */
export const contactFieldKeys = pgTable(
  "contact_field_keys",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text().notNull(),
    usage: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/**
 * Who a contact is on channels that do not name people by phone: the platform's
 * page-scoped user id (photoapp IGSID, socialchat PSID, botchat chat id). Inbound messages
 * find or create the contact through this key in one statement (lib/messaging/thread.ts);
 * deleting the contact forgets its ids.
 */
export const contactChannelIds = pgTable(
  "contact_channel_ids",
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    externalId: text().notNull(),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The platform's display name or username, as last seen. */
    displayName: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.channel, t.externalId] }), index("contact_channel_ids_contact_idx").on(t.contactId)],
);

export type Contact = typeof contacts.$inferSelect;
export type Tag = typeof tags.$inferSelect;
