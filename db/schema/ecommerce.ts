import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { contacts } from "./contacts";
import { companies } from "./tenancy";

export const storePlatformEnum = pgEnum("store_platform", ["SHOPIFY", "WOOCOMMERCE", "CUSTOM"]);
export const orderStatusEnum = pgEnum("order_status", ["PENDING", "PROCESSING", "COMPLETED", "CANCELLED", "REFUNDED"]);
export const financialStatusEnum = pgEnum("order_financial_status", ["PENDING", "AUTHORIZED", "PARTIALLY_PAID", "PAID", "PARTIALLY_REFUNDED", "REFUNDED", "VOIDED"]);
export const fulfillmentStatusEnum = pgEnum("order_fulfillment_status", ["UNFULFILLED", "PARTIAL", "FULFILLED"]);

const money = () => numeric({ precision: 14, scale: 2, mode: "number" });

/** A connected store: where its signed webhooks land and the key they are signed with. */
export const storeConnections = pgTable(
  "store_connections",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    platform: storePlatformEnum().notNull(),
    shopDomain: text().notNull(),
    name: text().notNull(),
    // Sealed with AES-256-GCM: verifying the store's HMAC needs the plaintext key.
    secretSealed: text().notNull(),
    abandonedCartMinutes: integer().notNull().default(60),
    webhookCount: integer().notNull().default(0),
    lastWebhookAt: optionalTime(),
    ...timestamps,
  },
  (t) => [uniqueIndex("store_connections_company_domain_key").on(t.companyId, sql`lower(${t.shopDomain})`)],
);

/** Webhook ids already processed: a second delivery with the same id is a replay (409). */
export const storeWebhookReceipts = pgTable(
  "store_webhook_receipts",
  {
    connectionId: text()
      .notNull()
      .references(() => storeConnections.id, { onDelete: "cascade" }),
    webhookId: text().notNull(),
    companyId: text().notNull(),
    topic: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.webhookId] })],
);

/** A customer as the store knows them, linked to the contact found or created for them. */
export const storeCustomers = pgTable(
  "store_customers",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    connectionId: text().references(() => storeConnections.id, { onDelete: "set null" }),
    externalId: text(),
    email: text(),
    phone: text(),
    firstName: text(),
    lastName: text(),
    contactId: text().references(() => contacts.id, { onDelete: "set null" }),
    acceptsMarketing: boolean(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("store_customers_connection_external_key").on(t.connectionId, t.externalId),
    index("store_customers_company_created_idx").on(t.companyId, t.createdAt, t.id),
    index("store_customers_contact_idx").on(t.contactId),
  ],
);

export interface OrderLineItem {
  id: string | null;
  productId: string | null;
  variantId: string | null;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  price: number;
}

export interface PostalAddress {
  name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  country?: string | null;
  phone?: string | null;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    // Null for manual orders (POST /api/v1/orders) and after the store is disconnected.
    connectionId: text().references(() => storeConnections.id, { onDelete: "set null" }),
    externalId: text(),
    orderNumber: text().notNull(),
    source: text().notNull(),
    contactId: text().references(() => contacts.id, { onDelete: "set null" }),
    customerId: text().references(() => storeCustomers.id, { onDelete: "set null" }),
    email: text(),
    phone: text(),
    customerName: text(),
    currency: text().notNull(),
    subtotal: money().notNull().default(0),
    totalTax: money().notNull().default(0),
    totalShipping: money().notNull().default(0),
    totalDiscounts: money().notNull().default(0),
    total: money().notNull(),
    refundedAmount: money().notNull().default(0),
    // The store's refunds by id, so refunds/create counts each once whatever the order.
    refunds: jsonb().$type<{ id: string; amount: number }[]>().notNull().default([]),
    status: orderStatusEnum().notNull(),
    financialStatus: financialStatusEnum().notNull(),
    fulfillmentStatus: fulfillmentStatusEnum().notNull(),
    lineItems: jsonb().$type<OrderLineItem[]>().notNull().default([]),
    shippingAddress: jsonb().$type<PostalAddress | null>(),
    trackingNumber: text(),
    trackingUrl: text(),
    cartToken: text(),
    note: text(),
    placedAt: createdAt(),
    cancelledAt: optionalTime(),
    // The store's updated_at of the version stored: an older delivery arriving late is ignored.
    storeUpdatedAt: optionalTime(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_connection_external_key").on(t.connectionId, t.externalId),
    index("orders_company_placed_idx").on(t.companyId, t.placedAt, t.id),
    index("orders_contact_placed_idx").on(t.contactId, t.placedAt),
    index("orders_customer_idx").on(t.customerId),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_categories_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

export interface ProductVariant {
  id: string | null;
  title: string | null;
  sku: string | null;
  price: number;
  inventoryQuantity: number | null;
}

export const products = pgTable(
  "products",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    connectionId: text().references(() => storeConnections.id, { onDelete: "set null" }),
    externalId: text(),
    name: text().notNull(),
    description: text(),
    sku: text(),
    price: money().notNull().default(0),
    compareAtPrice: money(),
    currency: text(),
    inventoryQuantity: integer(),
    imageUrl: text(),
    vendor: text(),
    categoryId: text().references(() => productCategories.id, { onDelete: "set null" }),
    isActive: boolean().notNull().default(true),
    variants: jsonb().$type<ProductVariant[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_connection_external_key").on(t.connectionId, t.externalId),
    index("products_company_name_idx").on(t.companyId, sql`lower(${t.name})`, t.id),
    index("products_company_sku_idx").on(t.companyId, sql`lower(${t.sku})`),
  ],
);

export const carts = pgTable(
  "carts",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    connectionId: text()
      .notNull()
      .references(() => storeConnections.id, { onDelete: "cascade" }),
    // The store's cart token (orders name it in cart_token when the cart checks out).
    externalId: text().notNull(),
    contactId: text().references(() => contacts.id, { onDelete: "set null" }),
    email: text(),
    phone: text(),
    currency: text(),
    total: money().notNull().default(0),
    lineItems: jsonb().$type<OrderLineItem[]>().notNull().default([]),
    lastActivityAt: createdAt(),
    checkedOutAt: optionalTime(),
    abandonedAt: optionalTime(),
    ...timestamps,
  },
  (t) => [uniqueIndex("carts_connection_external_key").on(t.connectionId, t.externalId), index("carts_company_idx").on(t.companyId, t.lastActivityAt)],
);

export type StoreConnection = typeof storeConnections.$inferSelect;
export type StoreCustomer = typeof storeCustomers.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductCategory = typeof productCategories.$inferSelect;
export type Cart = typeof carts.$inferSelect;
