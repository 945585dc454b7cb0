import { expect, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { signInAsOwner } from "../browser/support/owner";
import { seedTeamAndTokens } from "../browser/support/seed";

/**
 * Pictures of every dashboard page in both themes, written to screenshots/ (gitignored) for
 * a person to look over. The assertions only check each page finished loading.
 */
const AREAS = ["inbox", "contacts", "templates", "campaigns", "scheduled", "workflows", "webhooks", "web-events", "analytics", "store"];
const SETTINGS = ["company", "team", "inboxes", "tokens"];

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });
}

async function openCreateTokenDialog(page: Page) {
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API token" });
  await dialog.getByLabel("Name").fill("Deploy pipeline");
  await dialog.getByRole("checkbox", { name: "All Webhooks scopes" }).check();
  await dialog.getByRole("checkbox", { name: "contacts:read", exact: true }).check();
  return dialog;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("sign-in page", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      await shot(page, `${theme}-login`);
    });

    test("dashboard pages", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      await seedTeamAndTokens(page.request);
      for (const area of AREAS) {
        await page.goto(`/${area}`);
        await settle(page);
        await shot(page, `${theme}-${area}`);
      }
      for (const section of SETTINGS) {
        await page.goto(`/settings/${section}`);
        await settle(page);
        await shot(page, `${theme}-settings-${section}`);
      }
      await page.goto("/settings/company");
      await settle(page);
      await page.getByRole("combobox", { name: "Time zone" }).click();
      await expect(page.getByRole("listbox")).toBeVisible();
      await shot(page, `${theme}-settings-company-timezone`);
      await page.keyboard.press("Escape");

      await page.goto("/settings/team");
      await settle(page);
      await page.getByRole("button", { name: "Invite member" }).click();
      await expect(page.getByRole("dialog", { name: "Invite a team member" })).toBeVisible();
      await shot(page, `${theme}-settings-team-add`);
      await page.keyboard.press("Escape");

      await page.goto("/settings/tokens");
      await settle(page);
      await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
      await shot(page, `${theme}-user-menu`);
      await page.keyboard.press("Escape");

      const dialog = await openCreateTokenDialog(page);
      await shot(page, `${theme}-settings-tokens-create`);
      await dialog.getByRole("button", { name: "Create token" }).click();
      await expect(page.getByTestId("new-token-value")).toBeVisible();
      await shot(page, `${theme}-settings-tokens-created`);
    });
  });
}

test.describe("tablet at 768x1024", () => {
  test.use({ colorScheme: "light", viewport: { width: 768, height: 1024 } });

  test("tokens page and create dialog", async ({ page }) => {
    await signInAsOwner(page);
    await seedTeamAndTokens(page.request);
    await page.goto("/settings/tokens");
    await settle(page);
    await shot(page, "tablet-settings-tokens");
    await openCreateTokenDialog(page);
    await shot(page, "tablet-settings-tokens-create");
    await page.goto("/settings/team");
    await settle(page);
    await shot(page, "tablet-settings-team");
  });
});

test.describe("phone at 390x844", () => {
  test.use({ colorScheme: "dark", viewport: { width: 390, height: 844 } });

  test("inbox with the navigation sheet open", async ({ page }) => {
    await signInAsOwner(page);
    await settle(page);
    await shot(page, "phone-inbox");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(page.getByRole("link", { name: "Campaigns" })).toBeVisible();
    await shot(page, "phone-inbox-navigation");
  });
});
