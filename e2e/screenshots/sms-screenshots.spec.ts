import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, thread } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of SMS (issue 16) in both themes, written to screenshots/ for a person to look
 * over: its card on Settings → Channels, the connect dialog, and a conversation with replies
 * billed in GSM-7 and UCS-2, and the composer's live segment counter with a
 * curly quote forcing UCS-2. SMS runs on the sandbox; messages are made through the API.
 */
const NAME = "Marcus Bell";

async function seed(r: APIRequestContext, from: string): Promise<string> {
  await api(r, "POST", "/api/v1/channels/sms/sandbox");
  const say = (text: string) => api<{ conversationId: string }>(r, "POST", "/api/v1/channels/sms/sandbox/inbound", { from, name: NAME, text });
  const { conversationId } = await say("Hi, is my order #4471 ready for pickup?");
  const send = (text: string) => api(r, "POST", "/api/v1/sms/send", { conversationId, text });
  await send("Hi Marcus, yes it is! Pick it up at the Mission St store until 7 pm today. Reply STOP to opt out.");
  await say("Great, can my brother pick it up instead?");
  await send("Of course 👍 He just needs to show the order number and a photo ID at the counter.");
  await say("Perfect, thanks!");
  return conversationId;
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`sms, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("channel card, connect dialog and a conversation with the segment counter", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const from = `+1 415 55${String(Date.now()).slice(-4)}${theme === "light" ? 1 : 2}`;
      const conversationId = await seed(page.request, from);

      await page.goto("/settings/channels");
      await settle(page);
      const card = page.getByTestId("channel-sms");
      await expect(card.getByTestId("channel-mode")).toHaveText("Sandbox");
      await card.scrollIntoViewIfNeeded();
      await shot(page, `${theme}-settings-channels-sms`);
      await card.screenshot({ path: `screenshots/${theme}-sms-card.png`, animations: "disabled" });
      await card.getByRole("button", { name: "Connect live number" }).click();
      await expect(page.getByRole("dialog", { name: "Connect SMS" })).toBeVisible();
      await shot(page, `${theme}-sms-connect-dialog`);
      await page.keyboard.press("Escape");

      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.goto(`/inbox?c=${encodeURIComponent(conversationId)}`);
      await expect(page.getByTestId("thread-title")).toHaveText(NAME);
      await expect(thread(page).locator('[data-direction="inbound"]').last()).toContainText("Perfect, thanks!");
      await expect(thread(page).getByTestId("message-status").last()).toHaveAttribute("data-status", "delivered", { timeout: 15_000 });
      const reply = page.getByTestId("sms-composer").getByRole("textbox", { name: "Reply" });
      await reply.fill("“See you soon” — and your loyalty card now has 9 stamps, so the next coffee is on us when you pick up. Show this text at the counter.");
      await expect(page.getByTestId("sms-ucs2-note")).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      await shot(page, `${theme}-inbox-sms`);

      // Three segments and more: the counter warns.
      await reply.fill("Your order #4471 is ready. ".repeat(14));
      await expect(page.getByTestId("sms-segment-count")).toContainText("billed as 3 messages");
      await page.getByTestId("sms-composer").screenshot({ path: `screenshots/${theme}-sms-composer-warning.png`, animations: "disabled" });
    });
  });
}
