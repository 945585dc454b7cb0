import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { thread } from "./support/inbox";
import { customerWritesFromPanel, useSandbox } from "./support/layer-channel";
import { signInAsOwner } from "./support/owner";

/**
 * Socialchat in the dashboard: an admin switches it to the built-in sandbox on Settings →
 * Channels, a customer writes from the inbox's simulate panel (POST
 * /api/v1/channels/socialchat/sandbox/inbound), and the agent answers with quick replies and
 * cards (/send/generic) through the same dialogs as photoapp. Closing the 24-hour window
 * (the HUMAN_AGENT and update tags) cannot be arranged from the browser, so it is not covered here.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("socialchat sandbox: a customer writes, the agent sends quick replies and cards", async ({ page }) => {
  test.setTimeout(90_000);

  const channel = { key: "socialchat", label: "Socialchat" } as const;
  await useSandbox(page, channel);
  const customer = { id: `6254${String(Date.now()).slice(-11)}`, name: `Sol ${run}` };
  await customerWritesFromPanel(page, channel, customer, "Is the concert on Friday still on?");
  // Inside the 24-hour window (computed from lastInboundAt): no tag controls, the composer is open.
  const composer = page.getByTestId("layer-composer");
  await expect(composer.getByTestId("composer-window")).toContainText(/Window closes in 2[34] h/);
  await expect(composer.getByTestId("composer-window-closed")).toHaveCount(0);

  // 3. Quick replies: a text and two chips.
  await composer.getByRole("button", { name: "Send quick replies" }).click();
  const qr = page.getByRole("dialog", { name: "Quick replies" });
  await qr.getByRole("textbox", { name: "Message" }).fill("Which seats would you like?");
  await qr.getByLabel("Reply 1", { exact: true }).fill("Front");
  await qr.getByRole("button", { name: "Add a reply" }).click();
  await qr.getByLabel("Reply 2", { exact: true }).fill("Balcony");
  await qr.getByRole("button", { name: "Send quick replies" }).click();
  await expect(page.getByText("Quick replies sent")).toBeVisible();
  await expect(qr).toBeHidden();
  const quick = thread(page).locator('[data-type="quick_replies"]');
  await expect(quick).toContainText("Which seats would you like?");
  await expect(quick.getByTestId("quick-replies").getByRole("listitem")).toHaveText(["Front", "Balcony"]);

  // 4. Cards (generic template): two, the first with a postback button.
  await composer.getByRole("button", { name: "Send a carousel" }).click();
  const cd = page.getByRole("dialog", { name: "Carousel" });
  const first = cd.getByRole("group", { name: "Card 1" });
  await first.getByLabel("Title", { exact: true }).fill("Friday concert");
  await first.getByLabel("Subtitle").fill("Doors at 7 pm");
  await first.getByRole("button", { name: "Add a button" }).click();
  await first.getByLabel("Button title").fill("Book seats");
  await first.getByLabel("Payload or URL").fill("BOOK_FRIDAY");
  await cd.getByRole("button", { name: "Add a card" }).click();
  await cd.getByRole("group", { name: "Card 2" }).getByLabel("Title", { exact: true }).fill("Saturday matinee");
  await cd.getByRole("button", { name: "Send carousel" }).click();
  await expect(page.getByText("Carousel sent")).toBeVisible();
  await expect(cd).toBeHidden();
  const cards = thread(page).getByTestId("carousel-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Friday concert");
  await expect(cards.first()).toContainText("Doors at 7 pm");
  await expect(cards.first()).toContainText("Book seats");
  await expect(cards.nth(1)).toContainText("Saturday matinee");
});
