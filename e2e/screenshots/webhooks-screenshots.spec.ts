import { createHmac } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { signInAsOwner } from "../browser/support/owner";
import { startReceiver } from "../browser/support/receiver";

/**
 * Pictures of the webhook and web-event pages (lists, forms, a webhook with its chart, log
 * and drawer, an integration with its events) in both themes, written to screenshots/ for a
 * person to look over. Data is seeded through the API, only where missing, against a loopback
 * receiver that fails about a quarter of the calls so the log and chart show both outcomes.
 */
type Webhook = { id: string; name: string };
type Integration = { id: string; name: string; endpointPath: string };
let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeAll(async () => {
  receiver = await startReceiver();
  receiver.setFailureRate(0.25);
});
test.afterAll(async () => {
  await receiver?.close();
});

const PEOPLE = ["Ava Thompson", "Mateo García", "Yuki Sato", "Fatima Zahra", "Liam O'Connor", "Nia Mensah", "Oskar Lindqvist", "Priya Raman", "Diego Costa", "Emma Schulz"];

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

async function seedWebhooks(request: APIRequestContext): Promise<Webhook> {
  const existing = await ok<{ data: Webhook[] }>(await request.get("/api/v1/webhooks?limit=100"));
  const found = existing.data.find((w) => w.name === "Order sync");
  if (found) return found;
  const orders = await ok<Webhook>(
    await request.post("/api/v1/webhooks", {
      data: { name: "Order sync", url: `${receiver.url}/orders`, events: ["contact.*", "ecommerce.order.*"], maxRetries: 1, fieldExclusions: ["contact.phone"] },
    }),
  );
  await ok(await request.post("/api/v1/webhooks", { data: { name: "CRM mirror", url: `${receiver.url}/crm`, events: ["contact.created", "contact.updated", "conversation.*"] } }));
  const analytics = await ok<Webhook>(await request.post("/api/v1/webhooks", { data: { name: "Data warehouse", url: `${receiver.url}/warehouse`, events: ["*"] } }));
  // The first one fails whatever the dice say, so the log always holds a retried delivery.
  receiver.failNext("/orders", 503);
  for (const name of PEOPLE) {
    await ok(await request.post("/api/v1/contacts", { data: { name, email: `${name.split(" ")[0].toLowerCase()}@example.test` } }));
  }
  await ok(await request.post(`/api/v1/webhooks/${orders.id}/test`, { data: {} }));
  await ok(await request.post(`/api/v1/webhooks/${analytics.id}/pause`));
  // Events while it is paused are held for the resume.
  await ok(await request.post("/api/v1/contacts", { data: { name: "Held Harper", email: "held.harper@example.test" } }));
  // Let first attempts and the one retry finish so the pictures show settled outcomes.
  await expect
    .poll(async () => (await ok<{ data: { status: string }[] }>(await request.get(`/api/v1/webhooks/${orders.id}/deliveries?status=PENDING,RETRYING`))).data.length, {
      timeout: 30_000,
    })
    .toBe(0);
  return orders;
}

async function seedIntegrations(request: APIRequestContext): Promise<Integration> {
  const existing = await ok<{ data: Integration[] }>(await request.get("/api/v1/web-events?limit=100"));
  const found = existing.data.find((i) => i.name === "Storefront");
  if (found) return found;
  const store = await ok<Integration>(
    await request.post("/api/v1/web-events", {
      data: {
        name: "Storefront",
        description: "Checkout and sign-up events from the online shop",
        authType: "HMAC_SHA256",
        autoCreateContact: true,
        contactMapping: {
          emailField: "customer.email",
          phoneField: "customer.phone",
          nameField: "customer.name",
          enrichFields: [{ source: "properties.plan", target: "plan" }],
          displayColumns: ["properties.plan", "properties.cartValue"],
        },
      },
    }),
  );
  await ok(await request.post("/api/v1/web-events", { data: { name: "Newsletter form", authType: "API_KEY", contactMapping: { emailField: "email" } } }));
  const { secret } = await ok<{ secret: string }>(await request.get(`/api/v1/web-events/${store.id}/secret`));
  const events = [
    { event: "checkout_started", customer: { email: "ava@example.test", name: "Ava Thompson" }, properties: { plan: "gold", cartValue: 129.9 } },
    { event: "signed_up", customer: { email: "new.visitor@example.test", name: "Jordan Blake" }, properties: { plan: "free" } },
    { event: "checkout_completed", customer: { email: "yuki@example.test" }, properties: { plan: "gold", cartValue: 89 } },
    { event: "page_viewed", properties: { path: "/pricing" } },
  ];
  for (const e of events) {
    const body = JSON.stringify(e);
    const sig = createHmac("sha256", secret).update(body).digest("hex");
    await ok(await request.post(store.endpointPath, { headers: { "content-type": "application/json", "x-webhook-signature": sig }, data: body }));
  }
  return store;
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage });
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`webhooks, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("webhook and web-event pages", async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsOwner(page);
      const orders = await seedWebhooks(page.request);
      const store = await seedIntegrations(page.request);

      await page.goto("/webhooks");
      await settle(page);
      await shot(page, `${theme}-webhooks-list`);
      await page.getByRole("button", { name: "New webhook" }).click();
      const dialog = page.getByRole("dialog", { name: "New webhook" });
      await dialog.getByRole("button", { name: /^contact/ }).click();
      await dialog.getByRole("checkbox", { name: "contact.created" }).check();
      await dialog.getByRole("checkbox", { name: "All chatapp events" }).check();
      await shot(page, `${theme}-webhooks-new`);
      await page.keyboard.press("Escape");

      await page.goto(`/webhooks/${orders.id}`);
      await settle(page);
      await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await shot(page, `${theme}-webhook-detail`);
      await shot(page, `${theme}-webhook-detail-full`, true);
      await page.getByRole("table", { name: "Deliveries" }).getByRole("button", { name: /^Details of/ }).first().click();
      await expect(page.getByTestId("attempt-timeline")).toBeVisible();
      await shot(page, `${theme}-webhook-delivery-drawer`);
      await page.getByTestId("attempt-timeline").scrollIntoViewIfNeeded();
      await shot(page, `${theme}-webhook-delivery-attempts`);
      await page.keyboard.press("Escape");
      // A retried delivery, so the timeline shows a failure before the success.
      await page.getByRole("table", { name: "Deliveries" }).locator("tbody tr").filter({ hasText: "2 / 2" }).first().getByRole("button", { name: /^Details of/ }).click();
      await page.getByTestId("attempt-timeline").scrollIntoViewIfNeeded();
      await expect(page.getByTestId("attempt-timeline").locator("li")).toHaveCount(2);
      await shot(page, `${theme}-webhook-delivery-retried`);
      await page.keyboard.press("Escape");

      // The paused one: its held events, and the resume that asks what becomes of them.
      await page.goto("/webhooks");
      await page.getByRole("link", { name: "Data warehouse" }).click();
      await settle(page);
      await expect(page.getByTestId("held-count")).toContainText("held");
      await shot(page, `${theme}-webhook-paused-held`);
      await page.getByRole("button", { name: "Resume", exact: true }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await shot(page, `${theme}-webhook-resume-held`);
      await page.keyboard.press("Escape");

      await page.goto("/web-events");
      await settle(page);
      await shot(page, `${theme}-web-events-list`);
      await page.getByRole("button", { name: "New integration" }).click();
      await expect(page.getByRole("dialog", { name: "New web-event integration" })).toBeVisible();
      await shot(page, `${theme}-web-events-new`);
      await page.keyboard.press("Escape");

      await page.goto(`/web-events/${store.id}`);
      await settle(page);
      await expect(page.getByRole("table", { name: "Recent events" }).locator("tbody tr")).toHaveCount(4);
      await shot(page, `${theme}-web-event-detail`);
      await shot(page, `${theme}-web-event-detail-full`, true);
    });
  });
}

test.describe("webhooks on a tablet at 768x1024", () => {
  test.use({ colorScheme: "light", viewport: { width: 768, height: 1024 } });

  test("list, webhook and integration", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsOwner(page);
    const orders = await seedWebhooks(page.request);
    const store = await seedIntegrations(page.request);
    await page.goto("/webhooks");
    await settle(page);
    await shot(page, "tablet-webhooks-list");
    await page.goto(`/webhooks/${orders.id}`);
    await settle(page);
    await shot(page, "tablet-webhook-detail-full", true);
    await page.goto(`/web-events/${store.id}`);
    await settle(page);
    await shot(page, "tablet-web-event-detail-full", true);
  });
});
