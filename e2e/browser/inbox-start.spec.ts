import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, ensureApprovedTemplate, simulateCustomer, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * Writing first and saved replies (issue 19): a conversation started from a contact's page
 * with a template previewed for that contact, and a saved reply created in Settings and
 * inserted in the composer by typing /shortcut, its variable filled for the customer.
 */
const run = Date.now().toString(36);
const START = { name: "start_news", bodyText: "Hi {{1}}, we have news for you.", bodyExamples: ["Sam"], variableMapping: { "1": { type: "contact_field", value: "firstName" } } };

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("start a conversation from a contact's page and land in its inbox thread", async ({ page }) => {
  const r = page.request;
  await ensureApprovedTemplate(r, START);
  const contact = await api<{ id: string; phone: string }>(r, "POST", "/api/v1/contacts", { name: `Nora Vance ${run}`, firstName: "Nora", phone: customerPhone() });

  await page.goto(`/contacts/${contact.id}`);
  await page.getByRole("button", { name: "Message", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New conversation" });
  await expect(dialog).toContainText(`To Nora Vance ${run}`);
  await dialog.getByRole("radio", { name: /^Chatapp/ }).check();
  // No conversation yet: the window is closed, so a template.
  await expect(dialog.getByTestId("start-window")).toContainText("The 24-hour window is closed");
  await dialog.getByLabel("Search templates").fill(START.name);
  await dialog.getByRole("radio", { name: `${START.name} (en_US)` }).click();
  await expect(dialog.getByTestId("preview-body")).toHaveText("Hi Nora, we have news for you.");
  await dialog.getByRole("button", { name: "Send template" }).click();

  await expect(page).toHaveURL(/\/inbox\?c=/);
  await expect(dialog).toBeHidden();
  await expect(thread(page).locator('[data-type="template"]').filter({ hasText: START.name })).toContainText("Hi Nora, we have news for you.");
});

test("a saved reply made in Settings is inserted by typing /shortcut, filled for the customer", async ({ page }) => {
  const shortcut = `greet${run}`;
  await page.goto("/settings/saved-replies");
  await page.getByRole("button", { name: "New saved reply" }).click();
  const form = page.getByRole("dialog", { name: "New saved reply" });
  await form.getByLabel("Name").fill("Greeting");
  await form.getByLabel("Shortcut").fill(shortcut);
  await form.getByLabel("Text").fill("Hello {{contact.firstName}}, thanks for writing!");
  await expect(form.getByTestId("saved-reply-sample")).toContainText("Hello Ana, thanks for writing!");
  await form.getByRole("button", { name: "Create saved reply" }).click();
  await expect(page.getByText("Saved reply “Greeting” was created")).toBeVisible();
  await expect(page.getByTestId("saved-reply").filter({ hasText: `/${shortcut}` })).toBeVisible();

  const customer = { phone: customerPhone(), name: `Omar Haddad ${run}` };
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Hi, is anyone there?");
  const reply = page.getByRole("textbox", { name: "Reply" });
  await reply.fill(`/greet${run.slice(0, 2)}`);
  const list = page.getByRole("listbox", { name: "Saved replies" });
  await expect(list.getByRole("option").filter({ hasText: `/${shortcut}` })).toBeVisible();
  // Keyboard: the highlighted suggestion moves with the arrows and Enter inserts it.
  await reply.pressSequentially(run.slice(2));
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await reply.press("Enter");
  await expect(list).toBeHidden();
  await expect(reply).toHaveValue("Hello Omar, thanks for writing!");
  await reply.press("Enter");
  await expect(thread(page).getByText("Hello Omar, thanks for writing!")).toBeVisible();

  // Deleting it asks first.
  await page.goto("/settings/saved-replies");
  await page.getByRole("button", { name: "Delete Greeting" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete saved reply" }).click();
  await expect(page.getByText("Saved reply “Greeting” was deleted")).toBeVisible();
  await expect(page.getByTestId("saved-reply").filter({ hasText: `/${shortcut}` })).toHaveCount(0);
});
