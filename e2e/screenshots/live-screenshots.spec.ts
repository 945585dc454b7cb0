import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, customerPhone, thread } from "../browser/support/inbox";
import { signInAs, signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of what the live inbox (issue 30) adds, in both themes, written to screenshots/:
 * "… is replying" under a thread and the ask before sending over it, presence dots in the
 * assignee picker, the team list and the user menu, and the Notifications card. A teammate
 * online in a second browser types; another is set away; a third never signs in (offline).
 */
const run = Date.now().toString(36);
const TYPIST = { name: "Sara Haddad", email: `sara.shots.${run}@northwind.test`, password: "sara-password-1" };
const AWAY = { name: "Omar Farouk", email: `omar.shots.${run}@northwind.test`, password: "omar-password-1" };
const OFFLINE = { name: "Lina Costa", email: `lina.shots.${run}@northwind.test`, password: "lina-password-1" };

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

async function teammate(browser: Browser, who: typeof TYPIST) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, who);
  return page;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1440, height: 900 } });

    test("live inbox: replying, collision, presence and notifications", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      for (const who of [TYPIST, AWAY, OFFLINE]) await api(page.request, "POST", "/api/v1/users", { ...who, email: `${theme}.${who.email}`, role: "agent" });
      const sara = await teammate(browser, { ...TYPIST, email: `${theme}.${TYPIST.email}` });
      const omar = await teammate(browser, { ...AWAY, email: `${theme}.${AWAY.email}` });
      await api(omar.request, "POST", "/api/v1/me/presence", { status: "away" });

      const from = customerPhone();
      const say = (text: string) => api<{ conversationId: string }>(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from, name: "Maya Jensen", text });
      const { conversationId } = await say("Hi! My parcel says delivered but it is not here.");
      await say("Order 2231, if that helps.");
      const saraId = (await api<{ user: { id: string } }>(sara.request, "GET", "/api/v1/me")).user.id;
      await api(page.request, "POST", `/api/v1/conversations/${conversationId}/assign`, { agentId: saraId });

      await page.goto(`/inbox?c=${conversationId}`);
      await settle(page);
      await expect(thread(page).getByText("Order 2231, if that helps.")).toBeVisible();
      // Sara starts her reply in her own browser: the owner sees it under the thread.
      await sara.goto(`/inbox?c=${conversationId}`);
      await sara.getByRole("textbox", { name: "Reply" }).pressSequentially("Let me check with the courier");
      await expect(page.getByTestId("typing-indicator")).toContainText("Sara Haddad is replying…");
      await page.getByRole("textbox", { name: "Reply" }).fill("Sorry to hear that, Maya!");
      await shot(page, `${theme}-live-inbox-replying`);

      await page.getByRole("textbox", { name: "Reply" }).press("Enter");
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await shot(page, `${theme}-live-inbox-collision`);
      await page.getByRole("button", { name: "Keep editing" }).click();

      await page.getByRole("button", { name: /^Assignee:/ }).click();
      await expect(page.getByRole("menuitem").filter({ hasText: "Omar Farouk" }).getByRole("img", { name: "Away" })).toBeVisible();
      await expect(page.getByRole("menuitem").filter({ hasText: "Ada Lovelace" }).getByRole("img", { name: "Online" })).toBeVisible();
      await shot(page, `${theme}-live-assignee-picker`);
      await page.keyboard.press("Escape");

      await page.goto("/settings/team");
      await settle(page);
      await expect(page.getByRole("row").filter({ hasText: "Sara Haddad" }).getByRole("img", { name: "Online" })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: "Ada Lovelace" }).getByRole("img", { name: "Online" })).toBeVisible();
      await shot(page, `${theme}-live-team-presence`);

      await page.getByRole("button", { name: /^Account menu for / }).click();
      await expect(page.getByRole("menuitem", { name: "Set yourself away" })).toBeVisible();
      await shot(page, `${theme}-live-user-menu`);
      await page.keyboard.press("Escape");

      await page.goto("/profile");
      await settle(page);
      const card = page.locator('[data-slot="card"]').filter({ has: page.getByText("Notifications", { exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `screenshots/${theme}-live-profile-notifications.png`, animations: "disabled" });

      await sara.context().close();
      await omar.context().close();
    });
  });
}
