import { expect, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";
import { startSite } from "../browser/support/widget-site";

/**
 * Pictures of the website chat (issue 16) in both themes, written to screenshots/: Settings →
 * Website chat with its live preview, the channel card, the widget on a customer's site
 * (closed, open with a conversation, the pre-chat form) and the conversation in the inbox.
 */
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage });

for (const theme of ["light", "dark"] as const) {
  test.describe(`website chat, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test(`widget and its settings (${theme})`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      await signInAsOwner(page);
      const { companyId } = await api<{ companyId: string }>(page.request, "GET", "/api/v1/widget/settings");
      const site = await startSite(companyId);
      try {
        const settings = { enabled: true, displayName: "Blue Shoes", primaryColor: "#0f766e", textColor: "#ffffff", greeting: "Hi! Questions about sizes or delivery? We answer in minutes.", position: "right", allowedOrigins: [site.origin, "https://www.blueshoes.example"] };
        await api(page.request, "PUT", "/api/v1/widget/settings", { ...settings, preChatForm: "off" });

        await page.goto("/settings/website-chat");
        const preview = page.frameLocator('[data-testid="widget-preview"]');
        await expect(preview.getByRole("dialog", { name: "Blue Shoes" })).toBeVisible();
        await shot(page, `${theme}-settings-website-chat`);
        await shot(page, `${theme}-settings-website-chat-full`, true);
        await page.goto("/settings/channels");
        const card = page.getByTestId("channel-webchat");
        await expect(card).toContainText("On");
        await card.scrollIntoViewIfNeeded();
        await shot(page, `${theme}-settings-channels-webchat`);

        const ctx = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 800 } });
        const visitor = await ctx.newPage();
        await visitor.goto(site.origin);
        await expect(visitor.getByRole("button", { name: "Chat with Blue Shoes" })).toBeVisible();
        await shot(visitor, `${theme}-widget-closed`);
        await visitor.getByRole("button", { name: "Chat with Blue Shoes" }).click();
        const panel = visitor.getByRole("dialog", { name: "Blue Shoes" });
        const box = panel.getByRole("textbox", { name: "Message" });
        await box.fill("Hello! Do the Runner X come in size 39?");
        await box.press("Enter");
        await expect(panel.locator('.m.visitor[data-status="received"]')).toHaveCount(1);
        await page.goto("/inbox");
        await page.getByTestId("conversation-item").filter({ hasText: "Hello! Do the Runner X" }).first().click();
        const composer = page.getByTestId("webchat-composer");
        await composer.getByRole("textbox", { name: "Reply" }).fill("They do! Sizes 35 to 46, and delivery takes 2 days.");
        await composer.getByRole("textbox", { name: "Reply" }).press("Enter");
        await expect(panel.locator(".m.agent").last()).toContainText("They do!");
        await shot(visitor, `${theme}-widget-open`);
        await shot(page, `${theme}-inbox-webchat`);

        await api(page.request, "PUT", "/api/v1/widget/settings", { preChatForm: "name_email" });
        const fresh = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 800 } });
        const newcomer = await fresh.newPage();
        await newcomer.goto(site.origin);
        await newcomer.getByRole("button", { name: "Chat with Blue Shoes" }).click();
        await expect(newcomer.getByRole("button", { name: "Start chat" })).toBeVisible();
        await shot(newcomer, `${theme}-widget-prechat-form`);
        await api(page.request, "PUT", "/api/v1/widget/settings", { preChatForm: "off" });
        await ctx.close();
        await fresh.close();
      } finally {
        await site.close();
      }
    });
  });
}
