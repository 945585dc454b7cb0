import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, numeric, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { channelConnections, channelEnum } from "./channels";
import { contacts } from "./contacts";
import { teams } from "./teams";
import { companies, users } from "./tenancy";

export const conversationStatusEnum = pgEnum("conversation_status", ["OPEN", "CLOSED", "RESOLVED"]);
export const messageDirectionEnum = pgEnum("message_direction", ["inbound", "outbound"]);
export const messageStatusEnum = pgEnum("message_status", ["queued", "sent", "delivered", "read", "failed", "received"]);

/**
 * One episode of talk with a contact in one inbox. At most one OPEN conversation per
 * contact and inbox (partial unique index), so concurrent inbound messages reuse it; a
 * message after close or resolve opens a new one. A customer writing to two of the
 * company's numbers has two conversations. Messages belong to the conversation's inbox. Deleting the contact deletes its
 * conversations and their messages (cascade).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    inboxId: text()
      .notNull()
      .references(() => channelConnections.id),
    status: conversationStatusEnum().notNull().default("OPEN"),
    assignedAgentId: text().references(() => users.id, { onDelete: "set null" }),
    /** The team the conversation is with (the inbox's team when routed; set by hand or a workflow too). */
    teamId: text().references(() => teams.id, { onDelete: "set null" }),
    unreadCount: integer().notNull().default(0),
    lastMessageAt: optionalTime(),
    lastMessagePreview: text(),
    lastMessageDirection: messageDirectionEnum(),
    /** The customer's last inbound message on this conversation: the 24-hour window's start. */
    lastInboundAt: optionalTime(),
    closedAt: optionalTime(),
    resolvedAt: optionalTime(),
    /** Snoozed (lib/snooze): set while an open conversation is put aside; cleared when it comes back. */
    snoozedAt: optionalTime(),
    /** When a snoozed conversation comes back on its own; null while snoozed: until the customer replies. */
    snoozedUntil: optionalTime(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("conversations_one_open_key").on(t.companyId, t.contactId, t.inboxId).where(sql`${t.status} = 'OPEN'`),
    index("conversations_inbox_id_idx").on(t.inboxId, t.status, t.lastMessageAt),
    index("conversations_inbox_idx").on(t.companyId, t.status, t.lastMessageAt),
    index("conversations_contact_idx").on(t.contactId, t.channel, t.createdAt),
    index("conversations_assignee_idx").on(t.assignedAgentId, t.status, t.lastMessageAt),
    index("conversations_team_idx").on(t.teamId, t.status, t.lastMessageAt).where(sql`${t.teamId} is not null`),
    // Auto-assignment's queue: a company's open conversations nobody has, oldest first.
    index("conversations_waiting_idx").on(t.companyId, t.createdAt).where(sql`${t.status} = 'OPEN' and ${t.assignedAgentId} is null`),
    // Analytics folds read a company's conversations by day opened and day resolved.
    index("conversations_company_created_idx").on(t.companyId, t.createdAt),
    index("conversations_company_resolved_idx").on(t.companyId, t.resolvedAt).where(sql`${t.resolvedAt} is not null`),
  ],
);

/**
 * Every message in and out. `platformMessageId` is unique per channel: platforms re-send
 * callbacks, and the second copy must not become a second message.
 */
export const messages = pgTable(
  "messages",
  {
    id: id(),
    /** Arrival order: platform timestamps have one-second resolution, so they cannot order a thread. */
    seq: bigserial({ mode: "number" }).notNull(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    direction: messageDirectionEnum().notNull(),
    type: text().notNull(),
    /** Human-readable preview (body, caption, button title…); the full message is `content`. */
    text: text(),
    content: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: messageStatusEnum().notNull(),
    platformMessageId: text(),
    error: jsonb().$type<{ code?: string | number; title?: string; message: string; details?: unknown }>(),
    sentByUserId: text().references(() => users.id, { onDelete: "set null" }),
    /** Template sends record which template, so its usage ledger is one index scan. */
    templateName: text(),
    templateLanguage: text(),
    /** A send made from a saved library item (photoapp saved template…): its usage is one index scan. */
    libraryItemId: text(),
    sentAt: optionalTime(),
    deliveredAt: optionalTime(),
    readAt: optionalTime(),
    failedAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_platform_id_key").on(t.channel, t.platformMessageId).where(sql`${t.platformMessageId} is not null`),
    index("messages_conversation_idx").on(t.conversationId, t.seq),
    index("messages_template_idx").on(t.companyId, t.templateName, t.createdAt).where(sql`${t.templateName} is not null`),
    index("messages_library_item_idx").on(t.libraryItemId, t.createdAt).where(sql`${t.libraryItemId} is not null`),
    // Analytics folds recompute a company's days from its messages by time.
    index("messages_company_created_idx").on(t.companyId, t.createdAt),
    // Search (lib/search) adds a stored `search_vector` column and its GIN index
    // `messages_search_idx` (company_id, search_vector) in migration 0034, by hand: declared
    // here, every select() of a message would carry the tsvector.
  ],
);

export const catalogItemKindEnum = pgEnum("catalog_item_kind", ["product", "service"]);

/**
 * The smallest store catalog the catalog-card send needs: a product or service with its text
 * in Arabic and English. The store area extends this table.
 */
export const catalogItems = pgTable(
  "catalog_items",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: catalogItemKindEnum().notNull(),
    sku: text(),
    /** The platform catalog's retailer id, when the item is in the chatapp catalog. */
    retailerId: text(),
    nameEn: text().notNull(),
    nameAr: text(),
    descriptionEn: text(),
    descriptionAr: text(),
    price: numeric({ precision: 14, scale: 2 }),
    currency: text(),
    imageUrl: text(),
    url: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index("catalog_items_company_idx").on(t.companyId, t.kind)],
);

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type CatalogItem = typeof catalogItems.$inferSelect;

/**
 * Verified chatapp callbacks waiting to be processed: under load the webhook stores the body
 * here and acknowledges at once, and a drainer processes the rows in arrival order. A row is
 * deleted only in the transaction that claimed it, after processing, so a process that dies
 * mid-batch leaves its rows for the next drainer (processing is idempotent on platform ids).
 */
export const chatappInbox = pgTable("chatapp_inbox", {
  id: bigserial({ mode: "number" }).primaryKey(),
  body: jsonb().notNull(),
  receivedAt: createdAt(),
  attempts: integer().notNull().default(0),
  lastError: text(),
});
