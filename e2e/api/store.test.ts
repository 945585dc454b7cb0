import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contacts, messages, storeConnections } from "@/db/schema";
import { shopifyCart, shopifyOrder, shopifyProduct, shopifyRefund, storeHeaders } from "@/lib/testing/store-fixtures";
import { outboxEvents, waitFor } from "./support/chatapp";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { approvedTemplate, utilityTemplate } from "./support/templates";

type Store = { id: string; webhookPath: string; secret: string; shopDomain: string };
type Order = { id: string; orderNumber: string; status: string; financialStatus: string; fulfillmentStatus: string; total: number; refundedAmount: number; trackingNumber: string | null; contact: { id: string; name: string } | null; customerId: string | null; lineItems: { title: string; sku: string | null }[] };
type Contact = { id: string; name: string; phone: string | null; email: string | null; totalSpent: number; orderCount: number; lastInteractionAt: string | null; source: string };
type Hooked = { status: string; orderId: string | null; contactId: string | null };

let co: TestCompany;
let admin: string;
let read: string;
const uniqNum = () => randomBytes(4).readUInt32BE(0);
const phone = () => `9715${String(uniqNum()).padStart(10, "0").slice(0, 8)}`;

beforeAll(async () => {
  co = await newCompany("store");
  admin = co.ownerJwt;
  read = (await co.token(["orders:read", "ecommerce:read", "products:read", "contacts:read", "storeplugin:read"])).token;
});

async function connect(over: Record<string, unknown> = {}): Promise<Store> {
  const res = await call<Store>("POST", "/api/v1/storeplugin/connections", { token: admin, body: { platform: "SHOPIFY", shopDomain: `shop-${uniqNum()}.myshopify.com`, ...over } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

function post<T = Hooked>(store: Store, topic: string, body: unknown, o: Parameters<typeof storeHeaders>[3] & { secret?: string; headers?: Record<string, string> } = {}) {
  const raw = JSON.stringify(body);
  return call<T>("POST", store.webhookPath, { rawBody: raw, headers: { ...storeHeaders(o.secret ?? store.secret, raw, topic, o), ...o.headers } });
}

const contactOf = async (id: string) => (await call<Contact>("GET", `/api/v1/contacts/${id}`, { token: read })).body;
const orderEvents = async (orderId: string) =>
  (await outboxEvents(co.companyId)).filter((e) => (e.payload as { order?: { id: string } }).order?.id === orderId).map((e) => e.event);

describe("store connections", () => {
  it("connects with a secret shown once and sealed at rest; reveal is for sessions only; rotate replaces it", async () => {
    const store = await connect({ name: "Harbour Shop" });
    expect(store.secret).toMatch(/^shs_/);
    expect(store.webhookPath).toBe(`/api/webhook/storeplugin/${store.id}`);
    const [row] = await getDb().select().from(storeConnections).where(eq(storeConnections.id, store.id));
    expect(row.secretSealed).toMatch(/^v2\./);
    expect(row.secretSealed).not.toContain(store.secret);
    for (const res of [await call("GET", `/api/v1/storeplugin/connections/${store.id}`, { token: read }), await call("GET", "/api/v1/storeplugin/connections", { token: read })]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(store.secret);
    }
    const writer = (await co.token(["storeplugin:write"])).token;
    expectError(await call("GET", `/api/v1/storeplugin/connections/${store.id}/secret`, { token: writer }), 401, "UNAUTHORIZED");
    expect((await call<{ secret: string }>("GET", `/api/v1/storeplugin/connections/${store.id}/secret`, { token: admin })).body.secret).toBe(store.secret);
    const rotated = await call<{ secret: string }>("POST", `/api/v1/storeplugin/connections/${store.id}/secret/rotate`, { token: writer });
    expect(rotated.body.secret).not.toBe(store.secret);
    expectError(await post(store, "products/create", shopifyProduct(uniqNum(), { title: "Old key", sku: "OLD-1", price: "1.00" })), 401, "UNAUTHORIZED");
    expect((await post({ ...store, secret: rotated.body.secret }, "products/create", shopifyProduct(uniqNum(), { title: "New key", sku: "NEW-1", price: "1.00" }))).status).toBe(200);

    expectError(await call("POST", "/api/v1/storeplugin/connections", { token: admin, body: { platform: "SHOPIFY", shopDomain: store.shopDomain.toUpperCase() } }), 409, "CONFLICT");
    const bad = expectError(await call("POST", "/api/v1/storeplugin/connections", { token: admin, body: { platform: "MAGENTO", shopDomain: "not a domain", abandonedCartMinutes: 0 } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["abandonedCartMinutes", "platform", "shopDomain"]);

    expect((await call("DELETE", `/api/v1/storeplugin/connections/${store.id}`, { token: admin })).status).toBe(200);
    expectError(await post({ ...store, secret: rotated.body.secret }, "products/create", shopifyProduct(uniqNum(), { title: "Gone", sku: "G-1", price: "1.00" })), 404, "NOT_FOUND");
  });
});

describe("signed order webhooks", () => {
  it("creates the order and its contact, updates the contact's order facts and emits order.* and ecommerce.* events", async () => {
    const store = await connect();
    const id = uniqNum();
    const p = phone();
    const email = `sara.${id}@example.com`;
    const res = await post(store, "orders/create", shopifyOrder({ id, number: 1001, phone: `+${p}`, email, customerId: id + 1, firstName: "Sara", lastName: "Ahmed" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "processed" });
    const order = (await call<Order>("GET", `/api/v1/orders/${res.body.orderId}`, { token: read })).body;
    expect(order).toMatchObject({ orderNumber: "#1001", status: "PENDING", financialStatus: "PENDING", fulfillmentStatus: "UNFULFILLED", total: 59.9, currency: "USD", subtotal: 51.9, totalShipping: 8 });
    expect(order.lineItems.map((l) => l.sku)).toEqual(["MUG-BLUE", "TEA-SAMP"]);
    const contact = await contactOf(order.contact!.id);
    expect(contact).toMatchObject({ name: "Sara Ahmed", phone: p, email, totalSpent: 59.9, orderCount: 1, source: "STORE" });
    expect(contact.lastInteractionAt).not.toBeNull();
    expect(await orderEvents(order.id)).toEqual(["order.created", "ecommerce.order.created"]);

    // The contact filters of 4.1 see it.
    const filtered = await call<{ data: { id: string }[] }>("GET", `/api/v1/contacts?hasOrders=true&minTotalSpent=59&search=${p}`, { token: read });
    expect(filtered.body.data.map((c) => c.id)).toEqual([contact.id]);
    expect((await call<{ data: { id: string }[] }>("GET", `/api/v1/contacts?hasOrders=false&search=${p}`, { token: read })).body.data).toEqual([]);

    // The store customer, with its order.
    const customer = await call<{ id: string; contactId: string; orderCount: number; totalSpent: number; orders: { id: string }[] }>("GET", `/api/v1/ecommerce/customers/${order.customerId}`, { token: read });
    expect(customer.body).toMatchObject({ contactId: contact.id, orderCount: 1, totalSpent: 59.9 });
    expect(customer.body.orders.map((o) => o.id)).toEqual([order.id]);
    const list = await call<{ data: { id: string }[] }>("GET", `/api/v1/ecommerce/customers?search=${encodeURIComponent(email)}`, { token: read });
    expect(list.body.data).toEqual([expect.objectContaining({ id: order.customerId, orderCount: 1, totalSpent: 59.9 })]);

    // Paid, then fulfilled with tracking: each a status change with its events.
    const t1 = new Date(Date.now() + 1000);
    expect((await post(store, "orders/paid", shopifyOrder({ id, number: 1001, phone: `+${p}`, email, financialStatus: "paid", updatedAt: t1 }))).status).toBe(200);
    const t2 = new Date(Date.now() + 2000);
    expect((await post(store, "orders/fulfilled", shopifyOrder({ id, number: 1001, phone: `+${p}`, email, financialStatus: "paid", fulfillmentStatus: "fulfilled", trackingNumber: "1Z999AA10123456784", updatedAt: t2 }))).status).toBe(200);
    // An older version arriving late changes nothing.
    const late = await post(store, "orders/updated", shopifyOrder({ id, number: 1001, phone: `+${p}`, email, financialStatus: "pending", updatedAt: new Date(Date.now() - 30_000) }));
    expect(late.body.status).toBe("ignored");
    const done = (await call<Order>("GET", `/api/v1/orders/${order.id}`, { token: read })).body;
    expect(done).toMatchObject({ status: "COMPLETED", financialStatus: "PAID", fulfillmentStatus: "FULFILLED", trackingNumber: "1Z999AA10123456784" });
    expect(await orderEvents(order.id)).toEqual([
      "order.created",
      "ecommerce.order.created",
      "order.updated",
      "ecommerce.order.updated",
      "ecommerce.order.paid",
      "order.updated",
      "ecommerce.order.updated",
      "order.completed",
      "ecommerce.order.fulfilled",
    ]);

    // A partial refund takes its amount off totalSpent, once even when replayed under a new webhook id.
    const refund = shopifyRefund(uniqNum(), id, "19.95");
    expect((await post(store, "refunds/create", refund)).status).toBe(200);
    expect((await post(store, "refunds/create", refund)).status).toBe(200);
    const refunded = (await call<Order>("GET", `/api/v1/orders/${order.id}`, { token: read })).body;
    expect(refunded).toMatchObject({ refundedAmount: 19.95, financialStatus: "PARTIALLY_REFUNDED" });
    expect(await contactOf(contact.id)).toMatchObject({ totalSpent: 39.95, orderCount: 1 });
    expect((await orderEvents(order.id)).filter((e) => e === "ecommerce.order.refunded")).toHaveLength(1);

    // A second order by email only finds the same contact; cancelling it takes it off again.
    const id2 = uniqNum();
    const second = await post(store, "orders/create", shopifyOrder({ id: id2, number: 1002, email: email.toUpperCase(), financialStatus: "paid", lines: [{ title: "Teapot", sku: "POT-1", quantity: 1, price: "30.00" }] }));
    expect(second.body.contactId).toBe(contact.id);
    expect(await contactOf(contact.id)).toMatchObject({ totalSpent: 77.95, orderCount: 2 });
    await post(store, "orders/cancelled", shopifyOrder({ id: id2, number: 1002, email, financialStatus: "voided", cancelledAt: new Date().toISOString(), updatedAt: new Date(Date.now() + 5000), lines: [{ title: "Teapot", sku: "POT-1", quantity: 1, price: "30.00" }] }));
    expect(await contactOf(contact.id)).toMatchObject({ totalSpent: 39.95, orderCount: 1 });
    expect(await orderEvents(second.body.orderId!)).toContain("order.cancelled");

    const listed = await call<{ data: { id: string }[]; pagination: { total: number } }>("GET", `/api/v1/orders?contactId=${contact.id}&status=COMPLETED`, { token: read });
    expect(listed.body.data.map((o) => o.id)).toEqual([order.id]);
    expect((await call<{ data: { id: string }[] }>("GET", "/api/v1/orders?search=%231002", { token: read })).body.data.map((o) => o.id)).toEqual([second.body.orderId]);
  });

  it("refuses unsigned, badly signed, replayed and stale deliveries, and changes nothing", async () => {
    const store = await connect();
    const id = uniqNum();
    const body = shopifyOrder({ id, number: 2001, phone: `+${phone()}` });
    const raw = JSON.stringify(body);
    const good = storeHeaders(store.secret, raw, "orders/create");
    const { "x-shopify-hmac-sha256": _sig, ...unsigned } = good;
    expectError(await call("POST", store.webhookPath, { rawBody: raw, headers: unsigned }), 401, "UNAUTHORIZED");
    expectError(await call("POST", store.webhookPath, { rawBody: raw, headers: storeHeaders("shs_wrong", raw, "orders/create") }), 401, "UNAUTHORIZED");
    // Signed over other bytes: the body was altered on the way.
    expectError(await call("POST", store.webhookPath, { rawBody: raw.replace("2001", "2002"), headers: good }), 401, "UNAUTHORIZED");
    const stale = expectError(await call("POST", store.webhookPath, { rawBody: raw, headers: storeHeaders(store.secret, raw, "orders/create", { triggeredAt: new Date(Date.now() - 10 * 60_000) }) }), 401, "UNAUTHORIZED");
    expect(stale.message).toMatch(/X-Shopify-Triggered-At/);
    expect((await call<Hooked>("POST", store.webhookPath, { rawBody: raw, headers: good })).status).toBe(200);
    const replay = expectError(await call("POST", store.webhookPath, { rawBody: raw, headers: good }), 409, "CONFLICT");
    expect(replay.details).toMatchObject({ reason: "webhook_replayed" });
    const orders = await call<{ data: Order[] }>("GET", "/api/v1/orders?search=%232001", { token: read });
    expect(orders.body.data).toHaveLength(1);
    expect((await contactOf(orders.body.data[0].contact!.id)).orderCount).toBe(1);

    const invalid = { ...body, id: uniqNum(), total_price: "lots", line_items: "none" };
    const err = expectError(await post(store, "orders/create", invalid), 400, "VALIDATION_ERROR");
    expect((err.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["line_items", "total_price"]);
    expect((await post(store, "app/uninstalled", { id: 1 })).body.status).toBe("ignored");
  });
});

describe("manual orders", () => {
  it("creates an order for a contact, computes its totals and refuses a bad state", async () => {
    const writer = (await co.token(["orders:write", "orders:read"])).token;
    const contact = await co.contact({ name: "Omar Haddad", phone: `+${phone()}` });
    const res = await call<Order>("POST", "/api/v1/orders", {
      token: writer,
      body: { contactId: contact.id, currency: "eur", lineItems: [{ title: "Gift box", quantity: 3, price: 10.5 }], totalShipping: 4, totalDiscounts: 1.5, shippingAddress: { address1: "1 Main St", city: "Paris", country: "France" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ source: "MANUAL", currency: "EUR", subtotal: 31.5, total: 34, status: "PENDING", contact: { id: contact.id } });
    expect(res.body.orderNumber).toMatch(/^M-\d+$/);
    expect(await contactOf(contact.id)).toMatchObject({ totalSpent: 34, orderCount: 1 });
    const cancelled = await call<Order>("PATCH", `/api/v1/orders/${res.body.id}`, { token: writer, body: { status: "CANCELLED" } });
    expect(cancelled.body.status).toBe("CANCELLED");
    expect(await contactOf(contact.id)).toMatchObject({ totalSpent: 0, orderCount: 0 });
    expectError(await call("PATCH", `/api/v1/orders/${res.body.id}`, { token: writer, body: { status: "COMPLETED" } }), 409, "CONFLICT");
    const bad = expectError(await call("POST", "/api/v1/orders", { token: writer, body: { currency: "dollars", lineItems: [] } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["contactId", "currency", "lineItems"]);
  });
});

describe("products from the store", () => {
  it("lists and edits products in the public success shape, searching by name or SKU", async () => {
    const own = await newCompany("prod");
    const store = (await call<Store>("POST", "/api/v1/storeplugin/connections", { token: own.ownerJwt, body: { platform: "SHOPIFY", shopDomain: "products-shop.myshopify.com" } })).body;
    const pid = uniqNum();
    await post(store, "products/create", shopifyProduct(pid, { title: "Blue Mug", sku: "MUG-BLUE", price: "19.95", type: "Kitchen" }));
    await post(store, "products/create", shopifyProduct(pid + 1, { title: "Green Tea", sku: "TEA-GRN", price: "9.50", type: "Tea" }));
    await post(store, "products/create", shopifyProduct(pid + 2, { title: "Old Kettle", sku: "KET-OLD", price: "25.00", type: "Kitchen", status: "archived" }));
    const t = (await own.token(["products:read", "products:write"])).token;
    const all = await call<{ success: boolean; data: { id: string; name: string; sku: string; price: number; isActive: boolean; category: { id: string; name: string } }[]; pagination: Record<string, number> }>("GET", "/api/v1/public/products?pageSize=2", { token: t });
    expect(all.body).toMatchObject({ success: true, pagination: { page: 1, pageSize: 2, total: 3, totalPages: 2 } });
    expect(all.body.data.map((p) => p.name)).toEqual(["Blue Mug", "Green Tea"]);
    const bySku = await call<typeof all.body>("GET", "/api/v1/public/products?search=tea-grn", { token: t });
    expect(bySku.body.data.map((p) => p.name)).toEqual(["Green Tea"]);
    const kitchen = all.body.data[0].category.id;
    const active = await call<typeof all.body>("GET", `/api/v1/public/products?categoryId=${kitchen}&isActive=true`, { token: t });
    expect(active.body.data.map((p) => p.name)).toEqual(["Blue Mug"]);
    const one = await call<{ success: boolean; data: { variants: { sku: string }[]; price: number } }>("GET", `/api/v1/public/products/${all.body.data[0].id}`, { token: t });
    expect(one.body).toMatchObject({ success: true, data: { price: 19.95, variants: [{ sku: "MUG-BLUE" }] } });
    const edited = await call<{ data: { name: string; isActive: boolean; price: number } }>("PATCH", `/api/v1/public/products/${all.body.data[0].id}`, { token: t, body: { name: "Blue Mug XL", price: 21, isActive: false } });
    expect(edited.body.data).toMatchObject({ name: "Blue Mug XL", price: 21, isActive: false });
    const err = expectError(await call("GET", "/api/v1/public/products?pageSize=0&isActive=maybe", { token: t }), 400, "VALIDATION_ERROR");
    expect((err.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["isActive", "pageSize"]);
    const cats = await call<{ success: boolean; data: { name: string; productCount: number }[] }>("GET", "/api/v1/public/categories", { token: t });
    expect(cats.body.data).toEqual([expect.objectContaining({ name: "Kitchen", productCount: 2 }), expect.objectContaining({ name: "Tea", productCount: 1 })]);
  });
});

describe("abandoned carts", () => {
  it("emits ecommerce.cart.abandoned once for a quiet cart, and never for one that checked out", async () => {
    const store = await connect({ abandonedCartMinutes: 1 });
    const token = randomBytes(16).toString("hex");
    const email = `cart.${uniqNum()}@example.com`;
    // The quiet time counts from the store's updated_at: two minutes ago, the check is due now.
    const quiet = new Date(Date.now() - 2 * 60_000);
    expect((await post(store, "carts/create", shopifyCart(token, quiet, { email }))).status).toBe(200);
    const checkedOut = randomBytes(16).toString("hex");
    await post(store, "carts/create", shopifyCart(checkedOut, new Date(Date.now() - 30_000)));
    await post(store, "orders/create", shopifyOrder({ id: uniqNum(), number: 3001, email: `buyer.${uniqNum()}@example.com`, cartToken: checkedOut }));

    const abandoned = async () => (await outboxEvents(co.companyId, "ecommerce.cart.abandoned")).filter((e) => [token, checkedOut].includes((e.payload as { cart: { token: string } }).cart.token));
    const [event] = await waitFor(async () => ((await abandoned()).length ? abandoned() : null), 20_000, 250);
    expect(event.payload).toMatchObject({ cart: { token, email, total: 19.95, lineItems: [{ sku: "MUG-BLUE" }] } });
    // A later update of the same quiet cart, and the checked-out cart's own due time: still one.
    await post(store, "carts/update", shopifyCart(token, new Date(quiet.getTime() + 1000), { email }));
    await new Promise((r) => setTimeout(r, 3000));
    expect(await abandoned()).toHaveLength(1);
  });
});

describe("order_field template variables", () => {
  it("fill a chatapp template send from the contact's latest real order", async () => {
    const own = await newCompany("tplorder");
    const store = (await call<Store>("POST", "/api/v1/storeplugin/connections", { token: own.ownerJwt, body: { platform: "SHOPIFY", shopDomain: "tpl-shop.myshopify.com" } })).body;
    const p = phone();
    await post(store, "orders/create", shopifyOrder({ id: uniqNum(), number: 4001, phone: `+${p}`, financialStatus: "paid", fulfillmentStatus: "fulfilled", trackingNumber: "TRK-4001", firstName: "Lina" }));
    const send = (await own.token(["messages:send", "templates:write", "templates:read"])).token;
    await approvedTemplate(
      send,
      utilityTemplate("order_shipped", {
        bodyText: "Hi {{1}}, your {{2}} ({{3}}) is {{4}}. Tracking {{5}}, to {{6}}.",
        bodyExamples: ["Sara", "Blue Mug", "59.90 USD", "COMPLETED", "1Z999", "12 Harbour Road"],
        variableMapping: {
          "1": { type: "contact_field", value: "firstName" },
          "2": { type: "order_field", value: "last.order.product" },
          "3": { type: "order_field", value: "last.order.total" },
          "4": { type: "order_field", value: "last.order.status" },
          "5": { type: "order_field", value: "last.order.tracking_number" },
          "6": { type: "order_field", value: "last.order.shipping_address" },
        },
      }),
    );
    const res = await call<{ messageId: string }>("POST", "/api/v1/chatapp/messages/template", { token: send, body: { to: `+${p}`, templateName: "order_shipped", languageCode: "en_US" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [msg] = await getDb().select().from(messages).where(and(eq(messages.companyId, own.companyId), eq(messages.id, res.body.messageId)));
    expect(msg.text).toBe("Hi Lina, your Blue Mug + 1 more (59.90 USD) is COMPLETED. Tracking TRK-4001, to 12 Harbour Road, Apt 4, Dubai, Dubai, 00000, United Arab Emirates.");

    // A contact with no order: the send is refused naming the variable, nothing made up.
    const none = phone();
    await own.contact({ name: "No Orders", firstName: "Nadia", phone: `+${none}` });
    const refused = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: send, body: { to: `+${none}`, templateName: "order_shipped", languageCode: "en_US" } }), 409, "CONFLICT");
    expect(refused.message).toMatch(/last\.order\.product/);
    const [c] = await getDb().select().from(contacts).where(and(eq(contacts.companyId, own.companyId), eq(contacts.phone, p)));
    expect(c.orderCount).toBe(1);
  });
});
