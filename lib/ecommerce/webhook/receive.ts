import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { orders, storeConnections, storeWebhookReceipts, type StoreConnection } from "@/db/schema";
import { systemCtx, withTx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { unstorableText } from "@/lib/http/parse";
import { readBodyText } from "@/lib/http/read-body";
import { upsertCart } from "../carts";
import { recordOrder } from "../orders/record-order";
import { openStoreSecret, verifyStoreHmac } from "../secret";
import { mapOrder, refundsOf } from "./map-order";
import { cartPayload, customerPayload, orderPayload, productPayload, refundPayload } from "./shopify-payloads";
import { upsertStoreCustomer } from "./upsert-customer";
import { upsertProduct } from "./upsert-product";
import { orderFromRow } from "../orders/order-from-row";

export const MAX_STORE_WEBHOOK_BYTES = 1024 * 1024;
/** A delivery triggered longer ago than this (or this far ahead) is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const STORE_TOPICS = [
  "orders/create",
  "orders/updated",
  "orders/paid",
  "orders/fulfilled",
  "orders/cancelled",
  "refunds/create",
  "customers/create",
  "customers/update",
  "carts/create",
  "carts/update",
  "products/create",
  "products/update",
] as const;
type Topic = (typeof STORE_TOPICS)[number];

/**
 * A second receipt per delivery, keyed on a hash of the topic and the signed body: the webhook
 * id is not signed, so a receipt on it alone let a captured delivery be replayed under a new
 * id. The body holds the store's own ids and updated_at, so a retry of one event hashes the
 * same and a later change does not. The topic is in it because the store sends one body under
 * several topics (an order created already paid: orders/create and orders/paid).
 */
function deliveryKey(topic: string, raw: string): string {
  return `sha256:${createHash("sha256").update(topic).update("\n").update(raw).digest("hex")}`;
}

type Result = { status: "processed" | "ignored"; topic: string; orderId: string | null; contactId: string | null };

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  throw AppError.validation(r.error.issues.slice(0, 20).map((i) => ({ path: i.path.join(".") || "body", message: i.message, in: "body" as const })));
}

/**
 * POST /api/webhook/storeplugin/{connectionId}. In order: size, the connection, the HMAC over
 * the raw bytes (401), the delivery's age (401, a replay of an old capture), the topic, JSON,
 * and then, in one transaction, the receipts (409 for a webhook id already processed; a signed
 * body already processed under another id is acknowledged as ignored and applied once) with
 * the change and its events, so a delivery that fails part-way can be retried.
 */
export async function receiveStoreWebhook(req: Request, connectionId: string): Promise<Result> {
  const raw = await readBodyText(req, MAX_STORE_WEBHOOK_BYTES);

  // By id alone: the public endpoint learns the company from the connection it names.
  const [connection] = await getDb().select().from(storeConnections).where(eq(storeConnections.id, connectionId));
  if (!connection) throw AppError.notFound("Store connection");
  if (!verifyStoreHmac(openStoreSecret(connection.secretSealed, connection.id), raw, req.headers.get("x-shopify-hmac-sha256"))) {
    throw AppError.unauthorized("X-Shopify-Hmac-Sha256 is missing or does not match the body (base64 HMAC-SHA256 of the raw body with the store's secret)");
  }
  const webhookId = req.headers.get("x-shopify-webhook-id")?.trim();
  if (!webhookId || webhookId.length > 200 || webhookId.startsWith("sha256:")) throw AppError.unauthorized("X-Shopify-Webhook-Id is missing or malformed: every delivery names its webhook id");
  const triggered = Date.parse(req.headers.get("x-shopify-triggered-at") ?? "");
  if (Number.isNaN(triggered)) throw AppError.unauthorized("X-Shopify-Triggered-At is missing or not an ISO 8601 date-time");
  if (Math.abs(Date.now() - triggered) > WEBHOOK_TOLERANCE_SECONDS * 1000) {
    throw AppError.unauthorized(`X-Shopify-Triggered-At is more than ${WEBHOOK_TOLERANCE_SECONDS} seconds from now: refused as a replay`);
  }
  const topic = req.headers.get("x-shopify-topic")?.trim() ?? "";
  if (!topic) throw AppError.validation([{ path: "X-Shopify-Topic", message: "is required", in: "header" }]);

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw AppError.validation([{ path: "body", message: "is not valid JSON", in: "body" }]);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw AppError.validation([{ path: "body", message: "must be a JSON object", in: "body" }]);
  const unstorable = unstorableText(body);
  if (unstorable) throw AppError.validation([{ path: unstorable.path || "body", message: unstorable.message, in: "body" }]);

  const ctx = systemCtx(connection.companyId, `Store: ${connection.name}`);
  return withTx(ctx, async (tctx) => {
    const receipt = (key: string) => tctx.tx.insert(storeWebhookReceipts).values({ connectionId, webhookId: key, companyId: connection.companyId, topic }).onConflictDoNothing().returning();
    const [byId] = await receipt(webhookId);
    if (!byId) throw AppError.conflict(`X-Shopify-Webhook-Id ${webhookId} was already processed: refused as a replay`, { reason: "webhook_replayed", webhookId });
    // The same signed body under a new id: acknowledged, never applied twice.
    const [byBody] = await receipt(deliveryKey(topic, raw));
    if (!byBody) return { status: "ignored", topic, orderId: null, contactId: null };
    await tctx.tx
      .update(storeConnections)
      .set({ webhookCount: sql`${storeConnections.webhookCount} + 1`, lastWebhookAt: new Date(), updatedAt: sql`${storeConnections.updatedAt}` })
      .where(byIdInCompany(storeConnections, tctx, connectionId));
    if (!(STORE_TOPICS as readonly string[]).includes(topic)) return { status: "ignored", topic, orderId: null, contactId: null };
    return handle(tctx, connection, topic as Topic, body);
  });
}

async function handle(ctx: TxCtx, connection: StoreConnection, topic: Topic, body: unknown): Promise<Result> {
  const none = { orderId: null, contactId: null };
  switch (topic) {
    case "customers/create":
    case "customers/update": {
      const c = await upsertStoreCustomer(ctx, connection.id, parse(customerPayload, body));
      return { status: "processed", topic, orderId: null, contactId: c.contactId };
    }
    case "carts/create":
    case "carts/update": {
      const r = await upsertCart(ctx, connection, parse(cartPayload, body));
      return { status: r.status, topic, ...none };
    }
    case "products/create":
    case "products/update":
      await upsertProduct(ctx, connection.id, parse(productPayload, body));
      return { status: "processed", topic, ...none };
    case "refunds/create": {
      const refund = parse(refundPayload, body);
      if (!refund.order_id) throw AppError.validation([{ path: "order_id", message: "is required", in: "body" }]);
      const [row] = await ctx.tx.select().from(orders).where(inCompany(orders, ctx, eq(orders.connectionId, connection.id), eq(orders.externalId, refund.order_id)));
      // A refund of an order this service never saw: nothing to apply it to.
      if (!row) return { status: "ignored", topic, ...none };
      const data = orderFromRow(row);
      const refunds = [...data.refunds.filter((r) => r.id !== refund.id), ...refundsOf([refund])];
      const refunded = refunds.reduce((s, r) => s + r.amount, 0);
      const r = await recordOrder(ctx, { ...data, refunds, financialStatus: refunded >= Number(row.total) ? "REFUNDED" : "PARTIALLY_REFUNDED" }, row.id);
      return { status: r.status, topic, orderId: r.order?.id ?? null, contactId: r.order?.contact?.id ?? null };
    }
    default: {
      const p = parse(orderPayload, body);
      const customer = p.customer ? await upsertStoreCustomer(ctx, connection.id, p.customer) : null;
      const r = await recordOrder(ctx, mapOrder(p, connection.id, connection.platform, customer?.id ?? null));
      return { status: r.status, topic, orderId: r.order?.id ?? null, contactId: r.order?.contact?.id ?? null };
    }
  }
}
