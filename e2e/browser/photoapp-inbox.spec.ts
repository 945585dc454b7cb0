import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { thread } from "./support/inbox";
import { customerWritesFromPanel, useSandbox } from "./support/layer-channel";
import { signInAsOwner } from "./support/owner";

/**
 * Photoapp in the dashboard: an admin switches it to the built-in sandbox on Settings →
 * Channels, a customer writes from the inbox's simulate panel, and the agent answers with
 * quick replies and a carousel that the thread draws as chips and scrollable cards.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("photoapp sandbox: a customer writes, the agent sends quick replies and a carousel", async ({ page }) => {
  test.setTimeout(90_000);

  const channel = { key: "photoapp", label: "Photoapp" } as const;
  await useSandbox(page, channel);
  const customer = { id: `1784140${String(Date.now()).slice(-9)}`, name: `Iris ${run}` };
  await customerWritesFromPanel(page, channel, customer, "Do you have the runners in size 42?");
  await expect(page.getByTestId("window-state")).toContainText(/Window closes in 2[34] h/);

  // 3. Quick replies: a text and two chips.
  await page.getByRole("button", { name: "Send quick replies" }).click();
  const qr = page.getByRole("dialog", { name: "Quick replies" });
  await qr.getByRole("textbox", { name: "Message" }).fill("Which colour would you like?");
  await qr.getByLabel("Reply 1", { exact: true }).fill("Red");
  await qr.getByRole("button", { name: "Add a reply" }).click();
  await qr.getByLabel("Reply 2", { exact: true }).fill("Blue");
  await qr.getByRole("button", { name: "Send quick replies" }).click();
  await expect(page.getByText("Quick replies sent")).toBeVisible();
  await expect(qr).toBeHidden();
  const quick = thread(page).locator('[data-type="quick_replies"]');
  await expect(quick).toContainText("Which colour would you like?");
  await expect(quick.getByTestId("quick-replies").getByRole("listitem")).toHaveText(["Red", "Blue"]);

  // 4. A carousel of two cards, the first with a postback button.
  await page.getByRole("button", { name: "Send a carousel" }).click();
  const cd = page.getByRole("dialog", { name: "Carousel" });
  const first = cd.getByRole("group", { name: "Card 1" });
  await first.getByLabel("Title", { exact: true }).fill("Runner X");
  await first.getByLabel("Subtitle").fill("Size 42 in stock");
  await first.getByRole("button", { name: "Add a button" }).click();
  await first.getByLabel("Button title").fill("Buy now");
  await first.getByLabel("Payload or URL").fill("BUY_RUNNER_X");
  await cd.getByRole("button", { name: "Add a card" }).click();
  await cd.getByRole("group", { name: "Card 2" }).getByLabel("Title", { exact: true }).fill("Runner Y");
  await cd.getByRole("button", { name: "Send carousel" }).click();
  await expect(page.getByText("Carousel sent")).toBeVisible();
  await expect(cd).toBeHidden();
  const carousel = thread(page).locator('[data-type="carousel"]');
  const cards = carousel.getByTestId("carousel-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Runner X");
  await expect(cards.first()).toContainText("Size 42 in stock");
  await expect(cards.first()).toContainText("Buy now");
  await expect(cards.nth(1)).toContainText("Runner Y");
});
