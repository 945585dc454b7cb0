import { expect, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { seedAnalytics } from "../browser/support/analytics-seed";
import { signInAsOwner } from "../browser/support/owner";

/** Pictures of the analytics page (data, an empty range, loading) in both themes, to screenshots/. */
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`analytics, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("analytics page", async ({ page }) => {
      test.setTimeout(240_000);
      await signInAsOwner(page);
      await seedAnalytics(page.request);
      await page.goto("/analytics?range=30d");
      await settle(page);
      await page.screenshot({ path: `screenshots/${theme}-analytics.png`, animations: "disabled", fullPage: true });
      await page.goto("/analytics?range=custom&from=2020-01-01&to=2020-01-31");
      await settle(page);
      await page.screenshot({ path: `screenshots/${theme}-analytics-empty.png`, animations: "disabled" });
    });
  });
}
