import { expect } from "@playwright/test";
import { shopifyOrder, storeHeaders } from "../../lib/testing/store-fixtures";
import { test } from "./support/console-guard";
import { signInAsOwner } from "./support/owner";

/**
 * The store as a person sets it up: connect a store in the dashboard, reveal its secret, and
 * an order the store posts as a signed webhook (Shopify's shape) shows on its contact's page
 * and in the orders list, with its detail one click away.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("an order posted by the connected store appears on its contact and in the orders list", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/store/connection");
  await page.getByLabel("Shop domain").fill(`harbour-${run}.myshopify.com`);
  await page.getByLabel("Name (optional)").fill(`Harbour ${run}`);
  await page.getByRole("button", { name: "Connect" }).click();
  const card = page.getByTestId("store-connection").filter({ hasText: `Harbour ${run}` });
  await expect(card).toBeVisible();
  const url = (await card.getByTestId("store-webhook-url").textContent())!.trim();
  expect(url).toMatch(/\/api\/webhook\/storeplugin\/stc_[A-Za-z0-9]+$/);
  await card.getByRole("button", { name: "Reveal" }).click();
  await expect(card.getByTestId("secret-value")).not.toContainText("•");
  const secret = (await card.getByTestId("secret-value").textContent())!.trim();

  const phone = `9715${String(Date.now()).slice(-8)}`;
  const body = JSON.stringify(shopifyOrder({ id: Date.now() % 1e9, number: 5001, phone: `+${phone}`, email: `layla.${run}@example.test`, firstName: "Layla", lastName: `Nasser ${run}`, financialStatus: "paid" }));
  const res = await page.request.post(url, { data: body, headers: storeHeaders(secret, body, "orders/create") });
  expect(res.status(), await res.text()).toBe(200);
  const { contactId } = (await res.json()) as { contactId: string };

  await page.goto(`/contacts/${contactId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Layla Nasser ${run}` })).toBeVisible();
  const orders = page.getByTestId("contact-orders");
  await expect(orders.getByRole("link", { name: "#5001" })).toBeVisible();
  await expect(orders).toContainText("$59.90");
  await expect(orders.getByTestId("order-status")).toHaveText("Processing");

  await page.goto("/store");
  await page.getByRole("searchbox", { name: "Search orders" }).fill(`layla.${run}`);
  // The search lands in the URL after a pause in typing; a click before that would be undone
  // by the list writing its URL.
  await expect(page).toHaveURL(/search=layla/);
  const row = page.getByRole("row").filter({ hasText: "#5001" });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Layla Nasser ${run}`);
  await row.getByRole("link", { name: "#5001" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Order #5001/ })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$59.90");
  await expect(page.getByText("Blue Mug")).toBeVisible();

  // Cancelling asks first, then takes it off the contact's totals.
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Order #5001 cancelled", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-status").first()).toHaveText("Cancelled");
});
