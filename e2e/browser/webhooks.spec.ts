import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { signInAsOwner } from "./support/owner";
import { startReceiver } from "./support/receiver";

/**
 * Webhooks and web events as a person uses them: register a webhook on a loopback receiver
 * through the form, watch a real delivery fail and be resent from the drawer, pause and
 * resume; then create a web-event integration, copy its secret and post a signed event.
 */
const run = Date.now().toString(36);
// Per run: a retried test must not share its path with the webhook the first try left behind
// (that one would take the scripted failure meant for this one).
const HOOK = `/hook-${run}`;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});
test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

async function createContact(page: Page, name: string) {
  const res = await page.request.post("/api/v1/contacts", { data: { name, email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.test` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

const deliveriesOf = (name: string, path = HOOK) => receiver.received.filter((r) => r.path === path && r.rawBody.includes(name));

test("a webhook made in the form receives signed deliveries; one is resent from the log; pause and resume", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/webhooks");
  await page.getByRole("button", { name: "New webhook" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New webhook" });
  await dialog.getByLabel("Name").fill(`Receiver ${run}`);
  await dialog.getByLabel("Endpoint URL").fill(`${receiver.url}${HOOK}`);
  await dialog.getByRole("button", { name: "Create webhook" }).click();
  // Nothing picked yet: the API's own schema says so under the picker.
  await expect(dialog.getByText("Pick at least one event")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "All contact events" }).check();
  await dialog.getByLabel("Retries").fill("0");
  await dialog.getByRole("button", { name: "Create webhook" }).click();

  await expect(page).toHaveURL(/\/webhooks\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Receiver ${run}` })).toBeVisible();
  await expect(page.getByText("contact.*").first()).toBeVisible();

  // A test send goes out at once and lands in the log marked as a test.
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test delivered")).toBeVisible();
  await expect(page.getByRole("table", { name: "Deliveries" }).locator("tbody tr").filter({ hasText: "webhook.test" })).toContainText("Test");

  // Editing sends the whole form to PUT; the settings card follows.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit webhook" });
  await expect(edit.getByLabel("Name")).toHaveValue(`Receiver ${run}`);
  await edit.getByLabel("Pause after failures").fill("4");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Must be at least 5")).toBeVisible();
  await edit.getByLabel("Pause after failures").fill("25");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("0 of 25")).toBeVisible();

  // The secret, revealed in the page, verifies the signature the receiver got.
  await page.getByRole("button", { name: "Reveal" }).click();
  const secretValue = page.getByTestId("secret-value");
  await expect(secretValue).not.toContainText("•");
  const secret = (await secretValue.textContent())!.trim();

  // The first delivery fails (no retries left), so the log shows it as failed.
  receiver.failNext(HOOK, 500);
  await createContact(page, `Webhook Wendy ${run}`);
  const log = page.getByRole("table", { name: "Deliveries" });
  const row = log.locator("tbody tr").filter({ hasText: "contact.created" });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row.getByText("Failed", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText("500");

  const [first] = deliveriesOf(`Webhook Wendy ${run}`);
  expect(first, "the receiver got the delivery").toBeTruthy();
  const timestamp = String(first.headers["x-service-timestamp"]);
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${first.rawBody}`).digest("hex")}`;
  expect(first.headers["x-service-signature"]).toBe(expected);
  expect(first.headers["x-service-event"]).toBe("contact.created");

  // The drawer shows what was sent and the failed attempt; resend it from there.
  await row.getByRole("button", { name: "Details of contact.created delivery" }).click();
  const sheet = page.getByRole("dialog", { name: "contact.created" });
  await expect(sheet.getByLabel("Request body", { exact: true })).toContainText(`Webhook Wendy ${run}`);
  await expect(sheet.getByLabel("Request headers")).toContainText("x-service-delivery-id", { ignoreCase: true });
  const timeline = sheet.getByTestId("attempt-timeline");
  await expect(timeline.locator("li")).toHaveCount(1);
  await expect(timeline).toContainText("500");
  await sheet.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("Delivery sent again")).toBeVisible();
  await expect(timeline.locator("li")).toHaveCount(2, { timeout: 20_000 });
  await expect(timeline.locator("li").nth(1)).toHaveAttribute("data-success", "true");
  await expect(sheet.getByText("Succeeded", { exact: true })).toBeVisible();
  const both = deliveriesOf(`Webhook Wendy ${run}`);
  expect(both).toHaveLength(2);
  // Same delivery id on the resend, so receivers can deduplicate.
  expect(both[1].headers["x-service-delivery-id"]).toBe(both[0].headers["x-service-delivery-id"]);
  await page.keyboard.press("Escape");
  await expect(row.getByText("Succeeded", { exact: true })).toBeVisible({ timeout: 10_000 });

  // Resend every failed delivery: one more failure, then the bulk action.
  receiver.failNext(HOOK, 503);
  await createContact(page, `Webhook Walter ${run}`);
  await expect(log.locator("tbody tr").filter({ hasText: "Failed" })).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole("button", { name: "Resend failed" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Resend failed" }).click();
  await expect(page.getByText("1 failed delivery resent")).toBeVisible();
  await expect.poll(() => deliveriesOf(`Webhook Walter ${run}`).length, { timeout: 20_000 }).toBe(2);

  // Paused: matching events are held, not delivered; resuming asks what becomes of them and
  // delivers them. A second, active webhook (made through the API) shows when the paused one's
  // event has been dispatched.
  const witness = await page.request.post("/api/v1/webhooks", { data: { name: `Witness ${run}`, url: `${receiver.url}/witness`, events: ["contact.*"] } });
  expect(witness.status(), await witness.text()).toBe(200);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(page.getByText(`Receiver ${run} is paused`)).toBeVisible();
  await expect(page.getByTestId("status-alert")).toContainText("paused");
  await createContact(page, `Webhook Paula ${run}`);
  await expect.poll(() => deliveriesOf(`Webhook Paula ${run}`, "/witness").length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByTestId("held-count")).toContainText("1 event is held", { timeout: 20_000 });
  expect(deliveriesOf(`Webhook Paula ${run}`)).toHaveLength(0);
  await expect(log.locator("tbody tr").filter({ hasText: "Held" })).toHaveCount(1);
  await page.getByRole("button", { name: "Resume", exact: true }).click();
  const resume = page.getByRole("alertdialog", { name: `Resume Receiver ${run}?` });
  await expect(resume.getByRole("radio", { name: /Deliver them, oldest first/ })).toBeChecked();
  await resume.getByRole("button", { name: "Resume and deliver 1 event" }).click();
  await expect(page.getByText(`Receiver ${run} is active again`)).toBeVisible();
  await expect(page.getByTestId("status-alert")).toHaveCount(0);
  await expect.poll(() => deliveriesOf(`Webhook Paula ${run}`).length, { timeout: 20_000 }).toBe(1);
  await createContact(page, `Webhook Rita ${run}`);
  await expect.poll(() => deliveriesOf(`Webhook Rita ${run}`).length, { timeout: 20_000 }).toBe(1);
  await page.request.delete(`/api/v1/webhooks/${(await witness.json()).id}`);

  // The list shows it with its status and success rate.
  await page.getByRole("link", { name: "All webhooks" }).click();
  const listRow = page.getByRole("row").filter({ hasText: `Receiver ${run}` });
  await expect(listRow).toContainText("Active");
  await expect(listRow).toContainText("contact.*");
  await expect(listRow.getByRole("meter", { name: "Success rate" })).toBeVisible();

  // Deleting asks first.
  await listRow.getByRole("button", { name: `Actions for Receiver ${run}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete Receiver ${run}?` });
  await confirm.getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByText(`Receiver ${run} was deleted`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Receiver ${run}` })).toHaveCount(0);
});

test("a web-event integration: copy its secret, post a signed event, see it matched", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/web-events");
  await page.getByRole("button", { name: "New integration" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New web-event integration" });
  await dialog.getByLabel("Name", { exact: true }).fill(`Storefront ${run}`);
  await dialog.getByRole("button", { name: "Create integration" }).click();
  // The API's rule: a phone or an email path is needed to find the contact.
  await expect(dialog.getByText("Needs phoneField or emailField")).toBeVisible();
  await dialog.getByLabel("Email field").fill("customer.email");
  await dialog.getByLabel("Name field").fill("customer.name");
  await dialog.getByLabel("Column path").fill("properties.plan");
  await dialog.getByLabel("Column path").press("Enter");
  await dialog.getByRole("switch", { name: "Create missing contacts" }).click();
  await dialog.getByRole("button", { name: "Create integration" }).click();

  await expect(page).toHaveURL(/\/web-events\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Storefront ${run}` })).toBeVisible();
  const endpoint = (await page.getByTestId("endpoint-url").textContent())!.trim();
  expect(endpoint).toMatch(/\/api\/webhook\/web-events\/[^/]+$/);

  await page.getByRole("button", { name: "Reveal" }).click();
  await expect(page.getByTestId("secret-value")).not.toContainText("•");
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("The signing secret was copied")).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe((await page.getByTestId("secret-value").textContent())!.trim());
  // The curl example now carries it, ready to paste.
  await expect(page.getByLabel("curl example", { exact: true })).toContainText(secret);

  const email = `shopper.${run}@example.test`;
  const body = JSON.stringify({ event: "checkout_started", customer: { email, name: `Shopper ${run}` }, properties: { plan: "gold" } });
  const signature = createHmac("sha256", secret).update(body).digest("hex");
  const res = await fetch(new URL(endpoint, baseURL), { method: "POST", headers: { "content-type": "application/json", "x-webhook-signature": signature }, body });
  expect(res.status, await res.clone().text()).toBe(200);
  const stored = (await res.json()) as { id: string; match: string };
  expect(stored.match).toBe("CREATED");

  const events = page.getByRole("table", { name: "Recent events" });
  const row = events.locator("tbody tr").filter({ hasText: "checkout_started" });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText("Created contact");
  await expect(row).toContainText("gold");
  await expect(row.getByRole("link", { name: `Shopper ${run}` })).toBeVisible();
  await row.getByRole("button", { name: "Payload" }).click();
  await expect(page.getByRole("dialog", { name: "checkout_started" }).getByLabel("Event payload", { exact: true })).toContainText(email);
  await page.keyboard.press("Escape");

  // Regenerating (after a confirmation) shows the new secret; the old one is refused from then on.
  await page.getByRole("button", { name: "Regenerate" }).click();
  await page.getByRole("alertdialog", { name: "Regenerate the signing secret?" }).getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByText("A new signing secret was generated")).toBeVisible();
  await expect(page.getByTestId("secret-value")).not.toHaveText(secret);
  await expect(page.getByTestId("secret-value")).not.toContainText("•");
  const again = await fetch(new URL(endpoint, baseURL), { method: "POST", headers: { "content-type": "application/json", "x-webhook-signature": signature }, body });
  expect(again.status).toBe(401);
});
