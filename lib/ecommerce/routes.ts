import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {
  categoryListSchema,
  connectedStoreSchema,
  connectionIdParams,
  connectStoreInput,
  createCategoryInput,
  createOrderInput,
  customerIdParams,
  listCustomersQuery,
  listOrdersQuery,
  listProductsQuery,
  orderIdParams,
  orderListSchema,
  orderSchema,
  productIdParams,
  productPageSchema,
  productResponseSchema,
  publicSuccess,
  categorySchema,
  storeConnectionListSchema,
  storeConnectionSchema,
  storeCustomerDetailSchema,
  storeCustomerListSchema,
  storeSecretSchema,
  updateOrderInput,
  updateProductInput,
  updateStoreInput,
  webhookParams,
  webhookResultSchema,
} from "./schemas";

const store = "Store plugin";
const ordersTag = "Orders";
const ecommerce = "Ecommerce";
const productsTag = "Products";

export const listStoresRoute = defineRoute({ method: "GET", path: "/api/v1/storeplugin/connections", tag: store, summary: "List connected stores", scope: "storeplugin:read", response: storeConnectionListSchema });

export const connectStoreRoute = defineRoute({
  method: "POST",
  path: "/api/v1/storeplugin/connections",
  tag: store,
  summary: "Connect a store; the answer holds its webhook signing secret, once",
  description: "Give the secret and the webhook URL (webhookPath on this host) to the store. 409 when the shop domain is already connected.",
  scope: "storeplugin:write",
  body: connectStoreInput,
  response: connectedStoreSchema,
});

export const getStoreRoute = defineRoute({ method: "GET", path: "/api/v1/storeplugin/connections/{id}", tag: store, summary: "Get a connected store", scope: "storeplugin:read", params: connectionIdParams, response: storeConnectionSchema });

export const updateStoreRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/storeplugin/connections/{id}",
  tag: store,
  summary: "Rename a store or change its abandoned-cart quiet time",
  scope: "storeplugin:write",
  params: connectionIdParams,
  body: updateStoreInput,
  response: storeConnectionSchema,
});

export const disconnectStoreRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/storeplugin/connections/{id}",
  tag: store,
  summary: "Disconnect a store (its webhooks are refused from now on; its orders, customers and products stay)",
  scope: "storeplugin:write",
  params: connectionIdParams,
  response: storeConnectionSchema,
});

export const revealStoreSecretRoute = defineRoute({
  method: "GET",
  path: "/api/v1/storeplugin/connections/{id}/secret",
  tag: store,
  summary: "Reveal the store's webhook secret (dashboard sessions and JWTs only; API tokens get 401)",
  auth: "user",
  scope: "storeplugin:write",
  params: connectionIdParams,
  response: storeSecretSchema,
});

export const rotateStoreSecretRoute = defineRoute({
  method: "POST",
  path: "/api/v1/storeplugin/connections/{id}/secret/rotate",
  tag: store,
  summary: "Replace the store's webhook secret; the old one stops verifying at once",
  description: "The new secret is in the answer. API tokens with storeplugin:write may rotate (a plugin rotating its own key); only sessions may reveal.",
  scope: "storeplugin:write",
  params: connectionIdParams,
  response: storeSecretSchema,
});

export const receiveStoreWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/webhook/storeplugin/{connectionId}",
  operationId: "storeplugin.receiveWebhook",
  tag: store,
  summary: "A connected store posts a webhook",
  description:
    "No bearer credential. Headers as Shopify sends them: `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body, keyed with the connection's secret), " +
    "`X-Shopify-Topic` (orders/create, orders/updated, orders/paid, orders/fulfilled, orders/cancelled, refunds/create, customers/create, customers/update, " +
    "carts/create, carts/update, products/create, products/update; other topics are acknowledged and ignored), `X-Shopify-Webhook-Id` and `X-Shopify-Triggered-At`. " +
    "401 for a missing or wrong signature, a missing webhook id, or a triggered-at more than 300 s from now; 409 for a webhook id already processed; the same topic and signed body under a new webhook id answers 200 `ignored` and changes nothing; " +
    "404 for an unknown connection; 400 naming the field for a body that is not the topic's shape; 413 over 1 MB. " +
    "Orders, customers, carts and products are found by the store's ids, so a retried or reordered delivery changes nothing twice.",
  auth: "public",
  rateLimit: false,
  params: webhookParams,
  body: z.record(z.string(), z.unknown()).meta({ description: "The topic's object in the store's own field names (Shopify's order, refund, customer, cart or product)" }),
  response: webhookResultSchema,
});

export const listOrdersRoute = defineRoute({ method: "GET", path: "/api/v1/orders", tag: ordersTag, summary: "List orders, newest first", scope: "orders:read", query: listOrdersQuery, response: orderListSchema });

export const createOrderRoute = defineRoute({
  method: "POST",
  path: "/api/v1/orders",
  tag: ordersTag,
  summary: "Create a manual order",
  description: "Totals are computed from the lines plus tax and shipping less discounts. The buyer is contactId, else the contact with that phone, then email, else a new contact (source STORE).",
  scope: "orders:write",
  body: createOrderInput,
  response: orderSchema,
});

export const getOrderRoute = defineRoute({ method: "GET", path: "/api/v1/orders/{id}", tag: ordersTag, summary: "Get an order", scope: "orders:read", params: orderIdParams, response: orderSchema });

export const updateOrderRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/orders/{id}",
  tag: ordersTag,
  summary: "Change an order's statuses, tracking, address or note",
  description: "status CANCELLED cancels, COMPLETED marks it fulfilled; a cancelled order cannot be completed (409). For a store's order, the store's next webhook wins.",
  scope: "orders:write",
  params: orderIdParams,
  body: updateOrderInput,
  response: orderSchema,
});

export const listStoreCustomersRoute = defineRoute({
  method: "GET",
  path: "/api/v1/ecommerce/customers",
  tag: ecommerce,
  summary: "List store customers, newest first, with their order count and total spent",
  scope: "ecommerce:read",
  query: listCustomersQuery,
  response: storeCustomerListSchema,
});

export const getStoreCustomerRoute = defineRoute({
  method: "GET",
  path: "/api/v1/ecommerce/customers/{id}",
  tag: ecommerce,
  summary: "A store customer with its orders (newest 100)",
  scope: "ecommerce:read",
  params: customerIdParams,
  response: storeCustomerDetailSchema,
});

const PUBLIC_SHAPE = "Answers use the common public success shape: `{ success: true, data }`, and lists add `pagination: { page, pageSize, total, totalPages }`. Errors keep the common error body.";

export const listProductsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/public/products",
  tag: productsTag,
  summary: "List products (search by name or SKU, categoryId, isActive)",
  description: PUBLIC_SHAPE,
  scope: "products:read",
  query: listProductsQuery,
  response: productPageSchema,
});

export const getProductRoute = defineRoute({
  method: "GET",
  path: "/api/v1/public/products/{id}",
  tag: productsTag,
  summary: "A product with full details (variants included)",
  description: PUBLIC_SHAPE,
  scope: "products:read",
  params: productIdParams,
  response: productResponseSchema,
});

export const updateProductRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/public/products/{id}",
  tag: productsTag,
  summary: "Edit a product",
  description: `${PUBLIC_SHAPE} Products come from the store's sync; an edit here holds until the store sends the product again.`,
  scope: "products:write",
  params: productIdParams,
  body: updateProductInput,
  response: productResponseSchema,
});

export const listCategoriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/public/categories",
  tag: productsTag,
  summary: "List product categories (the store's product types, and those created here)",
  description: PUBLIC_SHAPE,
  scope: "products:read",
  response: categoryListSchema,
});

export const createCategoryRoute = defineRoute({
  method: "POST",
  path: "/api/v1/public/categories",
  tag: productsTag,
  summary: "Create a product category",
  description: `${PUBLIC_SHAPE} 409 when a category of that name exists.`,
  scope: "products:write",
  body: createCategoryInput,
  response: publicSuccess(categorySchema, "PublicProductCategory"),
});
