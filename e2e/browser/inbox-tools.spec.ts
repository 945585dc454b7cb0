import { expect, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * The everyday inbox tools: a label put on a conversation from its header filters the list;
 * two conversations selected on the list are resolved together after a confirmation; a macro
 * is found and run from the keyboard (Alt+M) without touching the mouse.
 */
const run = Date.now().toString(36);
test.setTimeout(90_000);

async function customer(page: Page, name: string) {
  return api<{ conversationId: string }>(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from: customerPhone(), name, text: `Hello from ${name}` });
}

const rows = (page: Page) => page.getByRole("list", { name: "Conversation list" }).getByTestId("conversation-item");

test("a label added in the conversation header filters the list", async ({ page }) => {
  await signInAsOwner(page);
  const label = await api<{ id: string; name: string }>(page.request, "POST", "/api/v1/labels", { name: `refund-${run}`, color: "#cf222e" });
  await customer(page, `Lina Haddad ${run}`);
  await customer(page, `Omar Said ${run}`);

  await page.goto(`/inbox?q=${run}`);
  await expect(rows(page)).toHaveCount(2);
  await rows(page).filter({ hasText: `Lina Haddad ${run}` }).click();
  await expect(page.getByTestId("thread-title")).toHaveText(`Lina Haddad ${run}`);
  await page.getByRole("button", { name: "Labels" }).click();
  await page.getByRole("menuitemcheckbox", { name: label.name }).click();
  await expect(page.getByTestId("conversation-labels").getByTestId("label-chip")).toHaveText(label.name);
  await page.keyboard.press("Escape");
  await expect(rows(page).filter({ hasText: `Lina Haddad ${run}` }).getByTestId("label-chip")).toHaveText(label.name);

  await page.getByRole("combobox", { name: "Label" }).click();
  await page.getByRole("option", { name: label.name }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Lina Haddad ${run}`);
  expect(page.url()).toContain(`label=${label.id}`);
});

test("two conversations selected on the list are resolved together after a confirmation", async ({ page }) => {
  await signInAsOwner(page);
  const tag = `bulk${run}`;
  await customer(page, `Rana ${tag}`);
  await customer(page, `Karim ${tag}`);
  await page.goto(`/inbox?q=${tag}`);
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole("checkbox", { name: `Select the conversation with Rana ${tag}` }).check();
  await page.getByRole("checkbox", { name: `Select the conversation with Karim ${tag}` }).check();
  const bar = page.getByRole("toolbar", { name: "Bulk actions" });
  await expect(bar).toContainText("2 selected");
  await bar.getByRole("button", { name: "Resolve" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Resolve 2 conversations?");
  await confirm.getByRole("button", { name: "Resolve 2" }).click();
  await expect(page.getByText("Resolve: 2 done, 0 refused")).toBeVisible();
  // The Open view no longer holds them; Resolved does.
  await expect(rows(page)).toHaveCount(0);
  await page.goto(`/inbox?q=${tag}&status=RESOLVED`);
  await expect(rows(page)).toHaveCount(2);
});

test("a macro is found and run from the keyboard", async ({ page }) => {
  await signInAsOwner(page);
  const label = await api<{ id: string; name: string }>(page.request, "POST", "/api/v1/labels", { name: `vip-${run}`, color: "#8250df" });
  const macro = await api<{ name: string }>(page.request, "POST", "/api/v1/macros", {
    name: `VIP close ${run}`,
    visibility: "shared",
    actions: [{ type: "add_labels", labelIds: [label.id] }, { type: "resolve" }],
  });
  const { conversationId } = await customer(page, `Maya Aziz ${run}`);
  await page.goto(`/inbox?c=${conversationId}&status=any`);
  await expect(page.getByTestId("thread-title")).toHaveText(`Maya Aziz ${run}`);

  await page.keyboard.press("Alt+KeyM");
  const palette = page.getByRole("dialog", { name: "Run a macro" });
  await expect(palette).toBeVisible();
  await page.keyboard.type(`VIP close ${run}`);
  await expect(palette.getByRole("option", { name: new RegExp(macro.name) })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Ran “${macro.name}”`)).toBeVisible();
  await expect(palette).toBeHidden();
  await expect(page.getByTestId("conversation-status")).toHaveText("Resolved");
  await expect(page.getByTestId("conversation-labels").getByTestId("label-chip")).toHaveText(label.name);
});
