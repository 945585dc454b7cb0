import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, thread } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of botchat (issue 16) in both themes, written to screenshots/ for a person to look
 * over: its card on Settings → Channels, the connect dialog, and a conversation that started
 * from a deep link, with a markdown answer, inline buttons, the customer's tap, a document and
 * a reply keyboard. Botchat runs on the sandbox; messages are made through the API.
 */
const NAME = "Lucía Ferreira";

async function seed(r: APIRequestContext, chatId: string): Promise<string> {
  await api(r, "POST", "/api/v1/channels/botchat/sandbox");
  const say = (text: string, payload?: string) => api<{ conversationId: string }>(r, "POST", "/api/v1/channels/botchat/sandbox/inbound", { from: chatId, name: NAME, text, ...(payload ? { payload } : {}) });
  const send = (body: Record<string, unknown>) => api(r, "POST", "/api/v1/botchat/send", { conversationId, ...body });

  const { conversationId } = await say("/start spring-sale");
  await send({
    text: "Hi Lucía! Welcome to **Northwind**. Your code `SPRING15` takes _15% off_ everything until Sunday.",
    format: "markdown",
    keyboard: { inline: [[{ text: "Shop the sale", url: "https://example.com/spring" }], [{ text: "Running" }, { text: "Trail" }, { text: "Kids" }]] },
  });
  // A button without data sends its label back.
  await say("Trail", "Trail");
  await say("Do the trail shoes come in half sizes? I'm usually a 38.5");
  await send({ text: "They do: 36 to 46 in half sizes. Here is the size guide.", media: { type: "document", url: "https://example.com/northwind-trail-size-guide.pdf" } });
  await send({ text: "Which size should I reserve for you?", keyboard: { reply: { rows: [["38", "38.5", "39"], ["Not sure yet"]], oneTime: true, placeholder: "Pick a size" } } });
  await say("38.5");
  return conversationId;
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`botchat, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("channel card, connect dialog and a conversation", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const chatId = `5123${String(Date.now()).slice(-5)}${theme === "light" ? 1 : 2}`;
      const conversationId = await seed(page.request, chatId);

      await page.goto("/settings/channels");
      await settle(page);
      const card = page.getByTestId("channel-botchat");
      await expect(card.getByTestId("channel-mode")).toHaveText("Sandbox");
      await card.scrollIntoViewIfNeeded();
      await shot(page, `${theme}-settings-channels-botchat`);
      await card.screenshot({ path: `screenshots/${theme}-botchat-card.png`, animations: "disabled" });
      await card.getByRole("button", { name: "Connect live bot" }).click();
      await expect(page.getByRole("dialog", { name: "Connect botchat" })).toBeVisible();
      await shot(page, `${theme}-botchat-connect-dialog`);
      await page.keyboard.press("Escape");

      // Tall enough for the whole conversation beside the contact panel.
      await page.setViewportSize({ width: 1440, height: 1100 });
      await page.goto(`/inbox?c=${encodeURIComponent(conversationId)}`);
      await expect(page.getByTestId("thread-title")).toHaveText(NAME);
      await expect(thread(page).getByTestId("inline-keyboard")).toBeVisible();
      await expect(thread(page).locator('[data-type="text"]').last()).toContainText("38.5");
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      await shot(page, `${theme}-inbox-botchat`);

      // The composer with markdown on and buttons attached.
      const composer = page.getByTestId("botchat-composer");
      await composer.getByRole("button", { name: "Markdown" }).click();
      await composer.getByRole("textbox", { name: "Reply" }).fill("Reserved: **Trail X, size 38.5** until Friday. Pick it up or have it delivered?");
      await composer.getByRole("button", { name: "Add inline buttons" }).click();
      const dialog = page.getByRole("dialog", { name: "Inline buttons" });
      const row = dialog.getByRole("group", { name: "Row 1" });
      await row.getByLabel("Button 1", { exact: true }).fill("Pick up in store");
      await row.getByLabel("Reply value").fill("PICKUP");
      await row.getByRole("button", { name: "Add a button" }).click();
      await row.getByLabel("Button 2", { exact: true }).fill("Deliver it");
      await shot(page, `${theme}-botchat-buttons-dialog`);
      await dialog.getByRole("button", { name: "Attach buttons" }).click();
      await expect(composer.getByTestId("composer-keyboard")).toBeVisible();
      await shot(page, `${theme}-inbox-botchat-composer`);
    });
  });
}
