import { expect, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { conversationPage, detailPages, staticPages } from "./support/dashboard-pages";
import { signInAsOwner } from "./support/owner";

/**
 * Every dashboard page at 390 px (a phone) scrolls only up and down: wide tables scroll inside
 * their card, nothing pushes the page sideways. The list comes from the navigation config, the
 * page files and the company's data (support/dashboard-pages.ts), so a new page is swept too.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

async function settle(page: Page) {
  await expect(page.locator("#main-content")).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  // Let late layout (charts measuring themselves, fonts) land before measuring.
  await page.waitForTimeout(300);
}

const overflow = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

test("no dashboard page scrolls sideways at 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  const { pages: details, missing } = await detailPages(page.request);
  const pages = [...staticPages(), ...details, await conversationPage(page.request)];
  // The pages the issue found overflowing must be in the sweep.
  expect(pages.some((p) => /^\/contacts\/[^/[]+$/.test(p) && p !== "/contacts/tags")).toBe(true);
  expect(pages.some((p) => /^\/webhooks\/[^/[]+$/.test(p))).toBe(true);
  if (missing.length) test.info().annotations.push({ type: "no data", description: missing.join(", ") });

  for (const path of pages) {
    await page.goto(path);
    await settle(page);
    const { scrollWidth, innerWidth } = await overflow(page);
    expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
  }
});
