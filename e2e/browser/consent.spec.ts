import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support/console-guard";
import { signInAsOwner } from "./support/owner";

/**
 * Marketing consent as an agent handles it: unsubscribe a contact from its page (at once),
 * see it on the page, the timeline and the table's Marketing column, find it with the
 * "More filters" consent filter, and subscribe it again only after confirming.
 */
const run = Date.now().toString(36);
const phone = () => `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

async function create(request: APIRequestContext, name: string): Promise<{ id: string; marketingConsent: string }> {
  const res = await request.post("/api/v1/contacts", { data: { name, phone: phone() } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: string; marketingConsent: string };
}

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("unsubscribe at once, filter by consent, subscribe again after confirming", async ({ page }) => {
  const name = `Quinn ${run}`;
  const quinn = await create(page.request, name);
  await create(page.request, `Rita ${run}`);
  expect(quinn.marketingConsent).toBe("OPTED_IN");

  await page.goto(`/contacts/${quinn.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const consent = page.getByTestId("marketing-consent");
  const toggle = consent.getByRole("switch", { name: "Marketing messages" });
  await expect(toggle).toBeChecked();
  await expect(consent).toContainText("Subscribed");

  // Opting out needs no confirmation.
  await toggle.click();
  await expect(page.getByText(`${name} is unsubscribed from marketing messages`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(consent).toContainText("Unsubscribed");
  await expect(consent).toContainText("in the dashboard");
  await expect(consent.locator('[data-consent="OPTED_OUT"]')).toBeVisible();
  const changes = page.getByTestId("timeline").locator('[data-activity-type="CONSENT_CHANGED"]');
  await expect(changes).toHaveCount(1);
  await expect(changes).toContainText("Unsubscribed from marketing messages in the dashboard");

  // The table marks it beside the name, or in the Marketing column once that is shown.
  await page.goto(`/contacts?search=${run}`);
  const rows = page.getByTestId("contacts-table").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: name })).toContainText("Unsubscribed");
  await expect(rows.filter({ hasText: `Rita ${run}` })).not.toContainText("Subscribed");
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Marketing" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("columnheader", { name: "Marketing" })).toBeVisible();
  await expect(rows.filter({ hasText: name }).locator('[data-consent="OPTED_OUT"]')).toHaveCount(1);
  await expect(rows.filter({ hasText: `Rita ${run}` })).toContainText("Subscribed");

  // The consent filter lives in the URL.

  await page.getByRole("button", { name: /^More filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "More filters" });
  await sheet.getByRole("combobox", { name: "Marketing consent" }).click();
  await page.getByRole("option", { name: "Unsubscribed", exact: true }).click();
  await sheet.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]marketingConsent=OPTED_OUT/);
  await expect(page.getByRole("list", { name: "More filters in use" })).toContainText("Marketing: Unsubscribed");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(name);

  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(name);

  // Subscribing again asks first; here by keyboard.
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await toggle.focus();
  await page.keyboard.press("Space");
  const confirm = page.getByRole("alertdialog", { name: `Subscribe ${name} to marketing messages?` });
  await expect(confirm).toContainText("Only subscribe contacts who agreed to receive marketing messages");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await confirm.getByRole("button", { name: "Subscribe" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${name} is subscribed to marketing messages`)).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText("Subscribed to marketing messages in the dashboard");

  const after = (await (await page.request.get(`/api/v1/contacts/${quinn.id}`)).json()) as { marketingConsent: string; marketingConsentSource: string };
  expect(after).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "DASHBOARD" });
});
