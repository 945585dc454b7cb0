import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * The ⌘K search box: from any dashboard page, an Arabic word typed without its article finds
 * the customer's message (highlighted, right to left), and Enter opens its conversation in the
 * inbox with the message brought into view.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("⌘K finds a message by a word in Arabic and opens its conversation", async ({ page }) => {
  const name = `Salma ${run}`;
  const { conversationId } = await api<{ conversationId: string }>(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from: customerPhone(), name, text: `هل وصلت الفاتورة؟ ${run}` });
  for (const text of ["Any news?", "Thanks"]) await api(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from: customerPhone(), name: `Other ${run}`, text });

  await page.goto("/contacts");
  await page.keyboard.press("ControlOrMeta+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  await expect(palette).toBeVisible();
  await palette.getByRole("combobox", { name: "Search" }).fill("فاتورة");

  const hit = palette.getByTestId("search-message").first();
  await expect(hit).toContainText(name);
  await expect(hit.locator("mark")).toHaveText(["الفاتورة"]);
  // The snippet reads right to left: its direction comes from the Arabic text (dir="auto").
  await expect(hit.locator("span[dir=auto]", { has: page.locator("mark") })).toHaveCSS("direction", "rtl");
  await expect(palette.getByRole("group", { name: "Messages" })).toBeVisible();
  // The first result is selected; Enter opens it.
  await expect(hit).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?c=${conversationId}&m=`));
  const message = thread(page).getByTestId("message").filter({ hasText: "الفاتورة" });
  await expect(message).toBeInViewport();
  await expect(message).toHaveAttribute("data-revealed", "true");
});

test("the header button opens the palette; nothing found and Escape are clear", async ({ page }) => {
  await page.goto("/inbox");
  await page.getByRole("button", { name: /^Search \((⌘K|Ctrl K)\)$/ }).click();
  const palette = page.getByRole("dialog", { name: "Search" });
  await expect(palette.getByText("Type a name, part of a phone number")).toBeVisible();
  await palette.getByRole("combobox", { name: "Search" }).fill(`nothing-like-${run}`);
  await expect(palette.getByTestId("search-empty")).toContainText(`nothing-like-${run}`);
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
});
