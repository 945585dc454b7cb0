import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the ⌘K palette: its first hint, results for an Arabic word, for a name (all three
 * groups), nothing found, and the message it opens, in both themes and at 390 px, written to
 * screenshots/ for a person to look over. Customers are written once through the API.
 */
async function seed(r: APIRequestContext) {
  const found = await api<{ contacts?: unknown[] }>(r, "GET", "/api/v1/search?q=Rania%20Haddad&types=contacts");
  if (found.contacts?.length) return;
  const write = (from: string, name: string, text: string) => api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from, name, text });
  await write("+971 55 014 2231", "Rania Haddad", "مرحبا، لم تصل الفاتورة بعد. هل يمكنكم إرسالها مرة أخرى؟");
  await write("+971 55 014 2231", "Rania Haddad", "Also, could you add the invoice to my account?");
  await write("+971 55 014 7781", "Youssef Nasser", "أريد تغيير عنوان التوصيل للفاتورة القادمة");
  await write("+44 7700 900123", "Rania Clarke", "Thanks for the quick replies!");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

async function open(page: Page) {
  await page.getByRole("button", { name: /^Search \(/ }).click();
  return page.getByRole("dialog", { name: "Search" });
}

async function type(page: Page, palette: ReturnType<Page["getByRole"]>, q: string, waitFor: string) {
  await palette.getByRole("combobox", { name: "Search" }).fill(q);
  await expect(palette.getByTestId(waitFor).first()).toBeVisible();
  await expect(palette.getByRole("status")).toHaveCount(0);
}

for (const [label, viewport] of [["wide", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]] as const) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`search, ${theme} theme, ${label}`, () => {
      test.use({ colorScheme: theme, viewport });

      test("the palette", async ({ page }) => {
        test.setTimeout(90_000);
        await signInAsOwner(page);
        await seed(page.request);
        await page.goto("/contacts");
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await shot(page, `${theme}-${label}-search-header`);
        let palette = await open(page);
        await shot(page, `${theme}-${label}-search-empty`);
        await type(page, palette, "فاتورة", "search-message");
        await shot(page, `${theme}-${label}-search-arabic`);
        await type(page, palette, "Rania", "search-conversation");
        await shot(page, `${theme}-${label}-search-name`);
        await palette.getByRole("combobox", { name: "Search" }).fill("zzzz-nothing");
        await expect(palette.getByTestId("search-empty")).toBeVisible();
        await shot(page, `${theme}-${label}-search-nothing`);
        await page.keyboard.press("Escape");
        palette = await open(page);
        await type(page, palette, "فاتورة", "search-message");
        await palette.getByTestId("search-message").first().click();
        await expect(page.locator("[data-revealed=true]")).toBeInViewport();
        await shot(page, `${theme}-${label}-search-opened`);
      });
    });
  }
}
