import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * The photoapp libraries (issue 15): photoapp on the sandbox, a customer who has written, a
 * saved template of two cards built in the builder (its live preview drawn as the thread draws
 * carousels), sent from its page to that customer, counted in its usage and found in the
 * inbox; and a quick reply made and found by search.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("photoapp templates: build two cards, send them to a customer, see the usage and the thread", async ({ page }) => {
  test.setTimeout(90_000);
  await api(page.request, "POST", "/api/v1/channels/photoapp/sandbox");
  const customer = { id: `1784150${String(Date.now()).slice(-9)}`, name: `Nora ${run}` };
  await api(page.request, "POST", "/api/v1/channels/photoapp/sandbox/inbound", { from: customer.id, name: customer.name, text: "Any runners on sale?" });

  // The list, then the builder.
  await page.goto("/photoapp/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Photoapp templates" })).toBeVisible();
  await page.getByRole("link", { name: "New template" }).first().click();
  await expect(page).toHaveURL(/\/photoapp\/templates\/new$/);
  const name = `Runners ${run}`;
  await page.getByLabel("Name", { exact: true }).fill(name);

  const first = page.getByRole("group", { name: "Card 1", exact: true });
  await first.getByLabel("Card title").fill("Runner X");
  await first.getByLabel("Subtitle").fill("Size 42 in stock");
  await first.getByRole("button", { name: "Add a button to card 1" }).click();
  const buy = first.getByRole("group", { name: "Card 1 button 1" });
  await buy.getByLabel("Button title").fill("Buy now");
  await buy.getByLabel("Payload").fill("BUY_RUNNER_X");

  await page.getByRole("button", { name: "Add a card" }).click();
  const second = page.getByRole("group", { name: "Card 2", exact: true });
  await second.getByLabel("Card title").fill("Runner Y");
  await second.getByRole("button", { name: "Add a button to card 2" }).click();
  const shop = second.getByRole("group", { name: "Card 2 button 1" });
  await shop.getByRole("combobox", { name: "Button type" }).click();
  await page.getByRole("option", { name: "Open a website" }).click();
  await shop.getByLabel("Button title").fill("Shop");
  await shop.getByLabel("URL").fill("https://example.com/runner-y");

  // The live preview: both cards, as the thread will draw them.
  const preview = page.getByTestId("photoapp-preview").getByTestId("carousel-card");
  await expect(preview).toHaveCount(2);
  await expect(preview.first()).toContainText("Runner X");
  await expect(preview.first()).toContainText("Size 42 in stock");
  await expect(preview.first()).toContainText("Buy now");
  await expect(preview.nth(1)).toContainText("Runner Y");
  await expect(preview.nth(1).getByRole("link", { name: "Shop" })).toHaveAttribute("href", "https://example.com/runner-y");

  // The counter follows the title, and the limit is the shared schema's.
  await expect(first.getByText("8/80")).toBeVisible();

  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText(`${name} was saved`)).toBeVisible();
  await expect(page).toHaveURL(/\/photoapp\/templates\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("usage-total")).toHaveText("0");

  // Send it to the customer who wrote.
  await page.getByRole("button", { name: "Send to a customer" }).click();
  const dialog = page.getByRole("dialog", { name: `Send ${name}` });
  // Picking their conversation fills in the customer's photoapp id.
  await dialog.getByLabel("Conversation").click();
  await page.getByRole("option", { name: new RegExp(customer.name) }).click();
  await expect(dialog.getByLabel("Customer's photoapp id")).toHaveValue(customer.id);
  await dialog.getByRole("button", { name: "Send template" }).click();
  await expect(page.getByText(`${name} was sent`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("usage-total")).toHaveText("1");

  // The conversation, from the recent sends: the carousel is in the thread.
  await page.getByTestId("usage-card").getByRole("link", { name: "Open in the inbox" }).click();
  await expect(page).toHaveURL(/\/inbox\?c=/);
  await expect(page.getByTestId("thread-title")).toHaveText(customer.name);
  const cards = thread(page).locator('[data-type="carousel"]').getByTestId("carousel-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Runner X");
  await expect(cards.first()).toContainText("Buy now");
  await expect(cards.nth(1)).toContainText("Runner Y");
});

test("quick replies: one made in the dialog is found by search", async ({ page }) => {
  await page.goto("/photoapp/quick-replies");
  await expect(page.getByRole("heading", { level: 1, name: "Quick replies" })).toBeVisible();
  await page.getByRole("button", { name: "New quick reply" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New quick reply" });
  const shortcut = `hours_${run}`;
  await dialog.getByLabel("Shortcut").fill(shortcut);
  await dialog.getByLabel("Category").fill("Store");
  await dialog.getByLabel("Title").fill("Opening hours");
  await dialog.getByLabel("Text").fill(`We open at 9 every day (${run}).`);
  await dialog.getByRole("button", { name: "Add quick reply" }).click();
  await expect(page.getByText(`/${shortcut} was added`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search quick replies" }).or(page.getByLabel("Search quick replies")).first().fill(shortcut);
  const rows = page.getByRole("table", { name: "Quick replies" }).getByRole("row").filter({ hasText: `/${shortcut}` });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Opening hours");
  await expect(rows).toContainText("Store");
});
