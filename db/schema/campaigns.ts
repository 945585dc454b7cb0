import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CAMPAIGN_STATUSES, FAILURE_CATEGORIES, RECIPIENT_STATUSES } from "../enums";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { contacts } from "./contacts";
import { templates } from "./templates";
import { companies, users } from "./tenancy";

export const campaignStatusEnum = pgEnum("campaign_status", CAMPAIGN_STATUSES);
export const recipientStatusEnum = pgEnum("campaign_recipient_status", RECIPIENT_STATUSES);
export const failureCategoryEnum = pgEnum("failure_category", FAILURE_CATEGORIES);

/** The audience as given (ALL, TAGS, CONTACTS or IMPORT_BATCH); recipients are materialised on run. */
export type StoredAudience = { type: "ALL" | "TAGS" | "CONTACTS" | "IMPORT_BATCH"; tagIds?: string[]; contactIds?: string[]; batchId?: string };
/** A tracked URL button: clicks on `/r/<token>` count here and go on to `url`. */
export type TrackedLink = { index: number; text: string; url: string };

/**
 * A bulk send of one approved chatapp template. Pacing state lives on the row: `paceAt` is the
 * time the next send may go (a token bucket kept as a virtual clock, advanced by whoever claims,
 * so any number of workers hold messagesPerSecond together), `dayKey`/`daySent` the daily cap
 * in the company's time zone.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    templateId: text()
      .notNull()
      .references(() => templates.id, { onDelete: "restrict" }),
    audience: jsonb().$type<StoredAudience>().notNull(),
    templateComponents: jsonb().$type<Record<string, unknown>[]>(),
    scheduledAt: optionalTime(),
    messagesPerSecond: integer().notNull().default(10),
    messagesPerDay: integer(),
    aiEnabled: boolean().notNull().default(false),
    autoRetry: boolean().notNull().default(false),
    maxRetries: integer().notNull().default(3),
    /** Load tests only (an admin setting): no pacing at all. */
    pacingDisabled: boolean().notNull().default(false),
    status: campaignStatusEnum().notNull().default("DRAFT"),
    statusReason: text(),
    links: jsonb().$type<TrackedLink[]>().notNull().default([]),
    audienceSize: integer(),
    excludedOptedOut: integer(),
    paceAt: optionalTime(),
    dayKey: text(),
    daySent: integer().notNull().default(0),
    startedAt: optionalTime(),
    finishedAt: optionalTime(),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("campaigns_company_created_idx").on(t.companyId, t.createdAt, t.id),
    // The sender's and the scheduler's scans: only campaigns with work to do.
    index("campaigns_active_idx").on(t.status, t.paceAt).where(sql`${t.status} in ('RUNNING', 'SCHEDULED')`),
  ],
);

/**
 * One contact of a running campaign. Claimed under a lease (PENDING → CLAIMED, `leaseUntil`)
 * with FOR UPDATE SKIP LOCKED; `messageId` is written with the claim and is the idempotency
 * key of the send (the platform echoes it back as biz_opaque_callback_data). Partial indexes
 * stay empty while recipients are materialised, so a 100,000-row insert writes two indexes.
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: id(),
    companyId: text().notNull(),
    campaignId: text()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    phone: text().notNull(),
    status: recipientStatusEnum().notNull().default("PENDING"),
    attempts: integer().notNull().default(0),
    leaseUntil: optionalTime(),
    nextAttemptAt: optionalTime(),
    messageId: text(),
    platformMessageId: text(),
    failureCategory: failureCategoryEnum(),
    failureCode: text(),
    failureMessage: text(),
    sentAt: optionalTime(),
    deliveredAt: optionalTime(),
    readAt: optionalTime(),
    repliedAt: optionalTime(),
    failedAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_recipients_campaign_contact_key").on(t.campaignId, t.contactId),
    index("campaign_recipients_claim_idx").on(t.campaignId, t.status, t.id),
    index("campaign_recipients_message_idx").on(t.messageId).where(sql`${t.messageId} is not null`),
    index("campaign_recipients_sent_idx").on(t.campaignId, t.sentAt).where(sql`${t.sentAt} is not null`),
    // A reply is attributed to the contact's recent campaign sends.
    index("campaign_recipients_reply_idx").on(t.contactId, t.sentAt).where(sql`${t.status} in ('SENT', 'DELIVERED', 'READ')`),
  ],
);

/** A list of contacts uploaded for an IMPORT_BATCH audience (import-audience). */
export const campaignAudienceBatches = pgTable("campaign_audience_batches", {
  id: id(),
  companyId: text()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  matched: integer().notNull(),
  created: integer().notNull(),
  rejected: integer().notNull(),
  createdAt: createdAt(),
});

export const campaignAudienceBatchContacts = pgTable(
  "campaign_audience_batch_contacts",
  {
    batchId: text()
      .notNull()
      .references(() => campaignAudienceBatches.id, { onDelete: "cascade" }),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.contactId] })],
);

/** One click on a tracked link of a campaign message. */
export const campaignLinkClicks = pgTable(
  "campaign_link_clicks",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    companyId: text().notNull(),
    campaignId: text()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    recipientId: text().notNull(),
    linkIndex: integer().notNull(),
    at: createdAt(),
  },
  (t) => [index("campaign_link_clicks_campaign_idx").on(t.campaignId, t.linkIndex, t.recipientId)],
);

/**
 * The platform's throughput error backs off the whole sending number, not one campaign: every
 * campaign of the company waits until `until`; `level` doubles the wait on each repeat.
 */
export const sendingBackoffs = pgTable("sending_backoffs", {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  until: optionalTime().notNull(),
  level: integer().notNull().default(0),
  ...timestamps,
});

export type Campaign = typeof campaigns.$inferSelect;
export type CampaignRecipient = typeof campaignRecipients.$inferSelect;
