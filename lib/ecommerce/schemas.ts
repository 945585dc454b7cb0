import { z } from "zod";
import { phoneSchema } from "@/lib/contacts/schemas";
import { csvList, pageOf, queryDateTime, queryInt } from "@/lib/http/query";

export const STORE_PLATFORMS = ["SHOPIFY", "WOOCOMMERCE", "CUSTOM"] as const;
export const ORDER_STATUSES = ["PENDING", "PROCESSING", "COMPLETED", "CANCELLED", "REFUNDED"] as const;
export const FINANCIAL_STATUSES = ["PENDING", "AUTHORIZED", "PARTIALLY_PAID", "PAID", "PARTIALLY_REFUNDED", "REFUNDED", "VOIDED"] as const;
export const FULFILLMENT_STATUSES = ["UNFULFILLED", "PARTIAL", "FULFILLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(", ")}` });
export const orderStatusSchema = oneOf(ORDER_STATUSES);
export const financialStatusSchema = oneOf(FINANCIAL_STATUSES);
export const fulfillmentStatusSchema = oneOf(FULFILLMENT_STATUSES);

const text = (max: number) => z.string({ error: "must be a string" }).trim().max(max, `must be at most ${max} characters`);
const amount = z.number({ error: "must be a number" }).min(0, "must be at least 0").max(1e11, "is too large").multipleOf(0.01, "has at most 2 decimals");
export const currencySchema = z
  .string({ error: "is required" })
  .regex(/^[A-Za-z]{3}$/, "must be a 3-letter ISO 4217 code such as USD")
  .transform((v) => v.toUpperCase());
const idParam = z.object({ id: z.string().min(1) });
const pageQuery = { page: queryInt(1, 100_000).default(1), limit: queryInt(1, 100).default(20) };

// ---------- store connections ----------

const shopDomain = z
  .string({ error: "is required" })
  .trim()
  .toLowerCase()
  .min(3, "must be at least 3 characters")
  .max(253, "must be at most 253 characters")
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a host name such as my-shop.myshopify.com");
const abandonedCartMinutes = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(10_080, "must be at most 10080 (7 days)")
  .meta({ description: "Quiet time after a cart's last change before it counts as abandoned (default 60)" });

export const connectStoreInput = z
  .object({
    platform: oneOf(STORE_PLATFORMS).meta({ description: "SHOPIFY, WOOCOMMERCE or CUSTOM; every platform signs webhooks the same way (see the webhook route)" }),
    shopDomain,
    name: text(100).min(1, "must not be empty").optional().meta({ description: "Defaults to the shop domain" }),
    abandonedCartMinutes: abandonedCartMinutes.optional(),
  })
  .meta({ id: "ConnectStoreInput" });
export type ConnectStoreInput = z.infer<typeof connectStoreInput>;

export const updateStoreInput = z
  .object({ name: text(100).min(1, "must not be empty").optional(), abandonedCartMinutes: abandonedCartMinutes.optional() })
  .meta({ id: "UpdateStoreConnectionInput" });

export const storeConnectionSchema = z
  .object({
    id: z.string(),
    platform: oneOf(STORE_PLATFORMS),
    shopDomain: z.string(),
    name: z.string(),
    abandonedCartMinutes: z.number(),
    webhookPath: z.string().meta({ description: "Where the store posts its webhooks: /api/webhook/storeplugin/{id}" }),
    webhookCount: z.number(),
    lastWebhookAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "StoreConnection", description: "The signing secret is never part of this object." });
export type StoreConnectionView = z.infer<typeof storeConnectionSchema>;
export const storeConnectionListSchema = z.object({ data: z.array(storeConnectionSchema) }).meta({ id: "StoreConnectionList" });
export const storeSecretSchema = z
  .object({
    secret: z.string().meta({ description: "The HMAC key the store signs webhooks with" }),
    header: z.literal("X-Shopify-Hmac-Sha256").meta({ description: "base64 HMAC-SHA256(secret, rawBody)" }),
  })
  .meta({ id: "StoreSecret" });
export const connectedStoreSchema = storeConnectionSchema
  .extend({ secret: z.string().meta({ description: "Shown once here; admins can reveal it again in the dashboard" }) })
  .meta({ id: "ConnectedStore" });
export const connectionIdParams = idParam;
export const webhookParams = z.object({ connectionId: z.string().min(1) });
export const webhookResultSchema = z
  .object({
    status: z.enum(["processed", "ignored"]).meta({ description: "ignored: a topic this service does not use, or an older version than the one stored" }),
    topic: z.string(),
    orderId: z.string().nullable(),
    contactId: z.string().nullable(),
  })
  .meta({ id: "StoreWebhookResult" });

// ---------- orders ----------

export const lineItemSchema = z.object({
  id: z.string().nullable(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  sku: z.string().nullable(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
});
export const addressSchema = z
  .object({
    name: text(200).nullish(),
    address1: text(300).nullish(),
    address2: text(300).nullish(),
    city: text(100).nullish(),
    province: text(100).nullish(),
    zip: text(20).nullish(),
    country: text(100).nullish(),
    phone: text(40).nullish(),
  })
  .meta({ id: "PostalAddress" });

export const orderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    source: z.string().meta({ description: "MANUAL, or the store platform (SHOPIFY, WOOCOMMERCE, CUSTOM)" }),
    connectionId: z.string().nullable(),
    externalId: z.string().nullable().meta({ description: "The store's order id" }),
    contact: z.object({ id: z.string(), name: z.string() }).nullable(),
    customerId: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    customerName: z.string().nullable(),
    currency: z.string(),
    subtotal: z.number(),
    totalTax: z.number(),
    totalShipping: z.number(),
    totalDiscounts: z.number(),
    total: z.number(),
    refundedAmount: z.number(),
    status: orderStatusSchema,
    financialStatus: financialStatusSchema,
    fulfillmentStatus: fulfillmentStatusSchema,
    lineItems: z.array(lineItemSchema),
    shippingAddress: addressSchema.nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    note: z.string().nullable(),
    placedAt: z.string(),
    cancelledAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Order" });
export type OrderView = z.infer<typeof orderSchema>;
export const orderListSchema = pageOf(orderSchema, "OrderList");
export const orderIdParams = idParam;

export const listOrdersQuery = z.object({
  search: text(200).optional().meta({ description: "Order number, customer name, email or phone" }),
  status: csvList(orderStatusSchema).optional(),
  financialStatus: csvList(financialStatusSchema).optional(),
  fulfillmentStatus: csvList(fulfillmentStatusSchema).optional(),
  contactId: z.string().min(1).optional(),
  placedAfter: queryDateTime.optional(),
  placedBefore: queryDateTime.optional(),
  ...pageQuery,
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

const manualLine = z.object({
  title: text(300).min(1, "is required"),
  sku: text(100).nullish(),
  productId: z.string().min(1).max(100).nullish().meta({ description: "The product's id (GET /api/v1/public/products), kept with the line as given" }),
  quantity: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000, "must be at most 100000"),
  price: amount,
});

export const createOrderInput = z
  .object({
    contactId: z.string().min(1).optional().meta({ description: "The buyer; else found or created by phone, then email" }),
    phone: phoneSchema.optional(),
    email: z.string().trim().max(254).pipe(z.email({ error: "must be a valid email address" })).optional(),
    customerName: text(200).min(1).optional().meta({ description: "Names a contact created for this order" }),
    orderNumber: text(50).min(1).optional().meta({ description: "Defaults to M-<sequence>" }),
    currency: currencySchema,
    lineItems: z.array(manualLine).min(1, "needs at least one line").max(200, "at most 200 lines"),
    totalTax: amount.optional(),
    totalShipping: amount.optional(),
    totalDiscounts: amount.optional(),
    financialStatus: financialStatusSchema.optional().meta({ description: "Default PENDING" }),
    fulfillmentStatus: fulfillmentStatusSchema.optional().meta({ description: "Default UNFULFILLED" }),
    shippingAddress: addressSchema.optional(),
    trackingNumber: text(100).min(1).optional(),
    trackingUrl: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).optional(),
    note: text(2000).optional(),
    placedAt: z.iso
      .datetime({ offset: true, error: "must be an ISO 8601 date-time" })
      .refine((v) => new Date(v).getUTCFullYear() >= 1, "must be a date-time from the year 0001 on")
      .optional(),
  })
  .refine((o) => Boolean(o.contactId || o.phone || o.email), { error: "needs contactId, phone or email", path: ["contactId"] })
  .refine((o) => o.lineItems.reduce((s, l) => s + l.price * l.quantity, 0) + (o.totalTax ?? 0) + (o.totalShipping ?? 0) < 1e11, { error: "add up to more than the largest total stored", path: ["lineItems"] })
  .meta({ id: "CreateOrderInput" });
export type CreateOrderInput = z.infer<typeof createOrderInput>;

export const updateOrderInput = z
  .object({
    status: z.enum(["CANCELLED", "COMPLETED"], { error: "must be CANCELLED or COMPLETED" }).optional().meta({ description: "Cancel, or complete (marks it fulfilled)" }),
    financialStatus: financialStatusSchema.optional(),
    fulfillmentStatus: fulfillmentStatusSchema.optional(),
    trackingNumber: text(100).min(1).nullish(),
    trackingUrl: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).nullish(),
    shippingAddress: addressSchema.nullish(),
    note: text(2000).nullish(),
  })
  .meta({ id: "UpdateOrderInput" });
export type UpdateOrderInput = z.infer<typeof updateOrderInput>;

// ---------- store customers ----------

export const storeCustomerSchema = z
  .object({
    id: z.string(),
    connectionId: z.string().nullable(),
    externalId: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    contactId: z.string().nullable(),
    acceptsMarketing: z.boolean().nullable(),
    orderCount: z.number(),
    totalSpent: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "StoreCustomer" });
export const storeCustomerDetailSchema = storeCustomerSchema.extend({ orders: z.array(orderSchema) }).meta({ id: "StoreCustomerWithOrders" });
export const storeCustomerListSchema = pageOf(storeCustomerSchema, "StoreCustomerList");
export const listCustomersQuery = z.object({ search: text(200).optional().meta({ description: "Name, email or phone" }), ...pageQuery });
export const customerIdParams = idParam;

// ---------- products (the public success shape) ----------

/** The common public success shape: `{ success: true, data }`, lists add `pagination`. */
export function publicSuccess<T extends z.ZodType>(data: T, id: string) {
  return z.object({ success: z.literal(true), data }).meta({ id });
}
export function publicPage<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      success: z.literal(true),
      data: z.array(item),
      pagination: z.object({ page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() }),
    })
    .meta({ id });
}

export const productSchema = z
  .object({
    id: z.string(),
    connectionId: z.string().nullable(),
    externalId: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    sku: z.string().nullable(),
    price: z.number(),
    compareAtPrice: z.number().nullable(),
    currency: z.string().nullable(),
    inventoryQuantity: z.number().nullable(),
    imageUrl: z.string().nullable(),
    vendor: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string() }).nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Product" });
export const productDetailSchema = productSchema
  .extend({ variants: z.array(z.object({ id: z.string().nullable(), title: z.string().nullable(), sku: z.string().nullable(), price: z.number(), inventoryQuantity: z.number().nullable() })) })
  .meta({ id: "ProductDetail" });
export type ProductDetailView = z.infer<typeof productDetailSchema>;

export const listProductsQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(20),
  search: text(200).optional().meta({ description: "Name or SKU" }),
  categoryId: z.string().min(1).optional(),
  isActive: z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true").optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
export const productPageSchema = publicPage(productSchema, "PublicProductList");
export const productResponseSchema = publicSuccess(productDetailSchema, "PublicProduct");
export const productIdParams = idParam;

export const updateProductInput = z
  .object({
    name: text(300).min(1, "must not be empty").optional(),
    description: text(10_000).nullish(),
    sku: text(100).min(1).nullish(),
    price: amount.optional(),
    compareAtPrice: amount.nullish(),
    isActive: z.boolean({ error: "must be true or false" }).optional(),
    categoryId: z.string().min(1).nullish().meta({ description: "A category of this company; null clears it" }),
    imageUrl: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).nullish(),
  })
  .meta({ id: "UpdateProductInput", description: "Edits made here hold until the store sends the product again (products/update)." });
export type UpdateProductInput = z.infer<typeof updateProductInput>;

export const categorySchema = z.object({ id: z.string(), name: z.string(), productCount: z.number() }).meta({ id: "ProductCategory" });
export const categoryListSchema = z.object({ success: z.literal(true), data: z.array(categorySchema) }).meta({ id: "PublicProductCategoryList" });
export const createCategoryInput = z.object({ name: text(100).min(1, "is required") }).meta({ id: "CreateProductCategoryInput" });
