import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { thread } from "./support/inbox";
import { customerWritesFromPanel, useSandbox } from "./support/layer-channel";
import { signInAsOwner } from "./support/owner";

/**
 * Botchat in the dashboard: an admin switches it to the built-in sandbox on Settings →
 * Channels, a customer starts the bot from a link (/start promo), the agent answers in
 * markdown with inline buttons, and the customer's tap on one comes back as their choice.
 */
const run = Date.now().toString(36);
const channel = { key: "botchat", label: "Botchat", fromLabel: "Customer chat ID" } as const;

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("botchat sandbox: /start with a payload, a markdown answer with inline buttons, the customer's tap", async ({ page }) => {
  test.setTimeout(90_000);

  // 1. The card: the sandbox bot and its identifiers.
  await useSandbox(page, channel);
  const card = page.getByTestId("channel-botchat");
  await expect(card).toContainText("@yourbrand_sandbox_bot");
  await expect(card).toContainText("Sandbox bot");

  // 2. The customer starts the bot from a deep link: a command chip with its payload.
  const customer = { id: `51${String(Date.now()).slice(-7)}1`, name: `Ravi ${run}` };
  await customerWritesFromPanel(page, channel, customer, "/start promo");
  const start = thread(page).locator('[data-direction="inbound"][data-type="command"]');
  await expect(start.getByTestId("bot-command")).toHaveText("/start");
  await expect(start.getByTestId("bot-command-payload")).toHaveText("promo");
  await expect(start).toContainText("Started the bot from a link");
  await expect(page.getByTestId("composer-window-closed")).toHaveCount(0);

  // 3. A markdown answer with two inline buttons: a reply and a link.
  const composer = page.getByTestId("botchat-composer");
  await composer.getByRole("button", { name: "Markdown" }).click();
  await expect(composer.getByRole("button", { name: "Markdown" })).toHaveAttribute("aria-pressed", "true");
  await expect(composer.getByTestId("markdown-hint")).toContainText("**bold**");
  await composer.getByRole("button", { name: "Add inline buttons" }).click();
  const dialog = page.getByRole("dialog", { name: "Inline buttons" });
  const row = dialog.getByRole("group", { name: "Row 1" });
  await row.getByLabel("Button 1", { exact: true }).fill("Claim offer");
  await row.getByLabel("Reply value").fill("CLAIM_PROMO");
  await row.getByRole("button", { name: "Add a button" }).click();
  await row.getByLabel("Button 2", { exact: true }).fill("See the shop");
  await row.getByRole("combobox", { name: "Does" }).nth(1).click();
  await page.getByRole("option", { name: "Link (https)" }).click();
  await row.getByLabel("URL").fill("https://example.com/shop");
  await dialog.getByRole("button", { name: "Attach buttons" }).click();
  await expect(dialog).toBeHidden();
  await expect(composer.getByTestId("composer-keyboard")).toContainText("Claim offer");
  await expect(thread(page).locator('[data-direction="outbound"]')).toHaveCount(0);

  const reply = composer.getByRole("textbox", { name: "Reply" });
  await reply.fill("Welcome! Here is **10% off** your first order with `PROMO10`.");
  await reply.press("Enter");

  const sent = thread(page).locator('[data-direction="outbound"][data-type="text"]').last();
  await expect(sent.locator("strong")).toHaveText("10% off");
  await expect(sent.locator("code")).toHaveText("PROMO10");
  await expect(sent.getByTestId("inline-button")).toHaveText(["Claim offer", "See the shop"]);
  await expect(sent.getByRole("link", { name: "See the shop" })).toHaveAttribute("href", "https://example.com/shop");
  await expect(sent.getByTestId("message-status")).toHaveAttribute("data-status", "sent");
  await expect(reply).toHaveValue("");
  await expect(composer.getByTestId("composer-keyboard")).toHaveCount(0);

  // 4. The customer taps "Claim offer": the choice arrives in the thread.
  const panel = page.getByTestId("simulate-customer");
  await panel.getByLabel("Customer chat ID").fill(customer.id);
  await panel.getByLabel("Tapped button data").fill("CLAIM_PROMO");
  await panel.getByRole("button", { name: "Send as customer" }).click();
  await expect(page.getByText("The customer’s message arrived").last()).toBeVisible();
  const tap = thread(page).locator('[data-direction="inbound"][data-type="button"]');
  await expect(tap).toContainText("Tapped a button");
  await expect(tap.getByTestId("button-choice")).toHaveText("CLAIM_PROMO");
  await expect(page.getByTestId("thread-title")).toHaveText(customer.name);
});
