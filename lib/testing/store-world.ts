import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, products } from "@/db/schema";
import { connectStore } from "@/lib/ecommerce/connections";
import { receiveStoreWebhook } from "@/lib/ecommerce/webhook/receive";
import { systemCtx } from "@/lib/domain/context";
import { shopifyOrder, shopifyProduct, storeHeaders } from "./store-fixtures";

const num = () => randomBytes(4).readUInt32BE(0);

/** One signed delivery through the real receiver (the security and fuzz suites seed with it). */
export async function deliver(connectionId: string, secret: string, topic: string, body: unknown) {
  const raw = JSON.stringify(body);
  return receiveStoreWebhook(new Request(`http://fixture.invalid/api/webhook/storeplugin/${connectionId}`, { method: "POST", headers: storeHeaders(secret, raw, topic), body: raw }), connectionId);
}

/**
 * A connected store of a company with one order (its customer and contact created by it) and
 * one product, all made by signed webhooks: for the security and fuzz suites.
 */
export async function storeOfCompany(companyId: string) {
  const store = await connectStore({ ctx: systemCtx(companyId, "test"), input: { platform: "SHOPIFY", shopDomain: `fixture-${randomBytes(5).toString("hex")}.myshopify.com` } });
  const id = num();
  const order = await deliver(store.id, store.secret, "orders/create", shopifyOrder({ id, number: 9000 + (id % 1000), email: `buyer-${id}@fixture.test`, customerId: id + 1 }));
  const pid = num();
  await deliver(store.id, store.secret, "products/create", shopifyProduct(pid, { title: `Fixture ${pid}`, sku: `FX-${pid}`, price: "5.00" }));
  const [product] = await getDb().select({ id: products.id }).from(products).where(and(eq(products.connectionId, store.id), eq(products.externalId, String(pid))));
  const [o] = await getDb().select({ customerId: orders.customerId }).from(orders).where(and(eq(orders.connectionId, store.id), eq(orders.id, order.orderId!)));
  return { connectionId: store.id, secret: store.secret, orderId: order.orderId!, customerId: o.customerId!, productId: product.id };
}
