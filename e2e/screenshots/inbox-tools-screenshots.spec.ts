import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the inbox tools: labelled conversations with two selected and the bulk bar, a
 * labelled and snoozed conversation's header with its label picker, the macro palette,
 * Settings → Labels and → Macros with the macro editor, in both themes and at 390 px, written
 * to screenshots/ for a person to look over. Made through the API once, so each run pictures
 * the same company.
 */
type Label = { id: string; name: string };

async function seed(r: APIRequestContext): Promise<{ conversationId: string }> {
  const existing = (await api<{ data: Label[] }>(r, "GET", "/api/v1/labels?limit=200")).data;
  const ensure = async (name: string, color: string) => existing.find((l) => l.name === name) ?? api<Label>(r, "POST", "/api/v1/labels", { name, color, description: `Conversations about ${name}` });
  const billing = await ensure("billing", "#1f6feb");
  const vip = await ensure("vip", "#8250df");
  const bug = await ensure("bug", "#cf222e");
  const write = (from: string, name: string, text: string) => api<{ conversationId: string }>(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from, name, text });
  const a = await write("+1 555 016 2231", "Hana Kobayashi", "I was charged twice for my last order.");
  const b = await write("+1 555 016 7781", "Diego Alvarez", "The app crashes when I open my cart.");
  await write("+1 555 016 9022", "Amira Nasser", "Do you ship to Jordan?");
  await api(r, "POST", `/api/v1/conversations/${a.conversationId}/labels`, { labelIds: [billing.id, vip.id] });
  await api(r, "POST", `/api/v1/conversations/${b.conversationId}/labels`, { labelIds: [bug.id] });
  const macros = (await api<{ data: { name: string }[] }>(r, "GET", "/api/v1/macros")).data;
  if (!macros.some((m) => m.name === "Billing hand-off"))
    await api(r, "POST", "/api/v1/macros", { name: "Billing hand-off", visibility: "shared", actions: [{ type: "add_labels", labelIds: [billing.id] }, { type: "snooze", minutes: 1440 }] });
  if (!macros.some((m) => m.name === "Close as bug"))
    await api(r, "POST", "/api/v1/macros", { name: "Close as bug", visibility: "personal", actions: [{ type: "add_labels", labelIds: [bug.id] }, { type: "resolve" }] });
  return { conversationId: a.conversationId };
}

async function settle(page: Page) {
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const [theme, width] of [["light", 1280], ["dark", 1280], ["light", 390]] as const) {
  test.describe(`inbox tools, ${theme} theme at ${width}px`, () => {
    test.use({ colorScheme: theme, viewport: { width, height: width === 390 ? 844 : 900 } });

    test("labels, bulk bar, snooze, macros and their settings", async ({ page }) => {
      await signInAsOwner(page);
      const { conversationId } = await seed(page.request);
      const tag = `${theme}-${width}`;

      await page.goto("/inbox");
      await settle(page);
      const rows = page.getByRole("list", { name: "Conversation list" });
      await rows.getByRole("checkbox").nth(0).check();
      await rows.getByRole("checkbox").nth(1).check();
      await expect(page.getByRole("toolbar", { name: "Bulk actions" })).toBeVisible();
      await shot(page, `${tag}-inbox-tools-bulk`);

      await page.goto(`/inbox?c=${conversationId}`);
      await settle(page);
      await page.getByRole("button", { name: "Labels" }).click();
      await expect(page.getByRole("menuitemcheckbox").first()).toBeVisible();
      await shot(page, `${tag}-inbox-tools-label-picker`);
      await page.keyboard.press("Escape");

      await page.keyboard.press("Alt+KeyM");
      await expect(page.getByRole("dialog", { name: "Run a macro" })).toBeVisible();
      await settle(page);
      await shot(page, `${tag}-inbox-tools-macro-palette`);
      await page.keyboard.press("Escape");

      await page.goto("/settings/labels");
      await settle(page);
      await shot(page, `${tag}-inbox-tools-settings-labels`);

      await page.goto("/settings/macros");
      await settle(page);
      await page.getByRole("button", { name: "Edit Billing hand-off" }).click();
      await expect(page.getByRole("dialog", { name: "Edit macro" })).toBeVisible();
      await settle(page);
      await shot(page, `${tag}-inbox-tools-macro-editor`);
    });
  });
}
