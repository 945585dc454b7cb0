import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, thread } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of email in the dashboard: the channel's card, an email thread (the customer's
 * email, a reply under "Re:", their answer) with the full message opened, in both themes,
 * written to screenshots/ for a person to look over. Outside the counted suites.
 */
async function seed(r: APIRequestContext): Promise<string> {
  await api(r, "POST", "/api/v1/channels/email/sandbox");
  const from = "lena.fischer@example.org";
  const found = await api<{ data: { id: string }[] }>(r, "GET", "/api/v1/conversations?channel=EMAIL&q=Lena&limit=1");
  if (found.data[0]) return found.data[0].id;
  const { conversationId } = await api<{ conversationId: string }>(r, "POST", "/api/v1/channels/email/sandbox/inbound", { from, name: "Lena Fischer", subject: "Order 1042 not delivered", text: "Hello,\n\nmy parcel says delivered but it isn't here.\n\nThanks,\nLena" });
  await api(r, "POST", "/api/v1/channels/email/send", { conversationId, text: "Hi Lena, sorry about that. We have asked the courier and will write again tomorrow." });
  await api(r, "POST", "/api/v1/channels/email/sandbox/inbound", { from, name: "Lena Fischer", subject: "Re: Order 1042 not delivered", text: "Thank you!\n\nOn Mon, Support <support@example.com> wrote:\n> Hi Lena, sorry about that." });
  return conversationId;
}

async function settle(page: Page) {
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`email (${theme})`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 900 } });

    test("the channel card and an email thread", async ({ page }) => {
      await signInAsOwner(page);
      const conversationId = await seed(page.request);
      await page.goto("/settings/channels");
      await expect(page.getByTestId("channel-email")).toBeVisible();
      await settle(page);
      await page.getByTestId("channel-email").screenshot({ path: `screenshots/email-card-${theme}.png`, animations: "disabled" });
      await page.goto(`/inbox?c=${conversationId}`);
      await expect(thread(page).getByTestId("email-message").first()).toBeVisible();
      await settle(page);
      await shot(page, `email-thread-${theme}`);
    });
  });
}
