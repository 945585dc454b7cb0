import { expect, test as unguarded, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, simulateCustomer, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * The template builder as a marketer uses it, on the sandbox connection every company starts
 * with: build a template with a variable and a quick reply while the phone preview follows
 * each keystroke and the linter speaks up beside the field, submit it, watch the sandbox
 * approve it on its page, then send it from the inbox.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

const preview = (page: Page) => page.getByTestId("template-preview");

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("build a template with a live preview, see it approved, send it from the inbox", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `pickup_ready_${run}`;
  await page.goto("/templates");
  await page.getByRole("link", { name: "New template" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New template" })).toBeVisible();

  // People type names as they say them; the field writes the name the platform takes.
  await page.getByLabel("Name", { exact: true }).fill(`Pickup ready ${run}`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await choose(page, "Category", "Utility");

  // The preview follows the body as it is typed; "Insert variable" puts {{1}} at the caret.
  const body = page.getByLabel("Body", { exact: true });
  await body.pressSequentially("Hi ");
  await expect(preview(page).getByTestId("preview-body")).toHaveText("Hi");
  await page.getByRole("button", { name: "Insert variable" }).click();
  await expect(body).toHaveValue("Hi {{1}}");
  await expect(body).toBeFocused();
  await body.pressSequentially(", your order is ready for pickup.");
  await expect(body).toHaveValue("Hi {{1}}, your order is ready for pickup.");
  // Without a sample the variable shows as a placeholder; the sample takes its place.
  await expect(preview(page).getByTestId("preview-body")).toHaveText("Hi {{1}}, your order is ready for pickup.");
  await page.getByLabel("Sample for {{1}}").fill("Maya");
  await expect(preview(page).getByTestId("preview-body")).toHaveText("Hi Maya, your order is ready for pickup.");

  // A quick reply: its label shows on the phone; one too long is named beside the field, until fixed.
  await page.getByRole("button", { name: "Add button" }).click();
  await page.getByRole("menuitem", { name: "Quick reply" }).click();
  const label = page.getByLabel("Button label");
  await label.fill("Thanks, I will be there soon!!");
  const problem = page.locator('[data-problem-for="buttons.0.text"]');
  await expect(problem).toHaveText("Must be at most 25 characters (has 30)");
  await expect(label).toHaveAttribute("aria-invalid", "true");
  await expect(preview(page).getByTestId("preview-button")).toHaveText("Thanks, I will be there soon!!");
  await label.fill("On my way");
  await expect(problem).toHaveCount(0);
  await expect(label).not.toHaveAttribute("aria-invalid", "true");
  await expect(preview(page).getByTestId("preview-button")).toHaveText("On my way");

  // Where {{1}} comes from at send time: the contact's name.
  await choose(page, "Value of {{1}}", "Full name");
  // The linter has caught up: nothing left to fix (and nothing moves under the pointer).
  await expect(page.locator("[data-problem-for]")).toHaveCount(0);
  await page.getByRole("button", { name: "Submit for review" }).click();

  // Its page: in review, then approved by the sandbox without a reload.
  await expect(page).toHaveURL(/\/templates\/(?!new$)[^/]+$/);
  await expect(page.getByText(`${name} was submitted for review`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const status = page.getByTestId("template-status").first();
  await expect(status).toHaveAttribute("data-status", "PENDING");
  await expect(status).toHaveAttribute("data-status", "APPROVED", { timeout: 15_000 });
  await expect(page.getByTestId("status-history").locator('[data-testid="template-status"]')).toHaveCount(2);
  await expect(preview(page).getByTestId("preview-body")).toHaveText("Hi Maya, your order is ready for pickup.");
  const templateUrl = page.url();

  // The inbox: a customer writes, the agent picks the approved template and sends it with its saved sources.
  const customer = { phone: customerPhone(), name: `Rosa ${run}` };
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Is my order ready?");
  await page.getByRole("button", { name: "Send a template" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a template" });
  await dialog.getByLabel("Search templates").fill(name);
  await dialog.getByRole("radio", { name: `${name} (en_US)` }).click();
  // The preview is what this customer receives (their name), not the review sample ("Maya").
  await expect(dialog.getByTestId("preview-body")).toHaveText(`Hi ${customer.name}, your order is ready for pickup.`);
  await expect(dialog.getByTestId("template-variable-1")).toHaveAttribute("data-status", "filled");
  await dialog.getByRole("button", { name: "Send template" }).click();
  await expect(page.getByText(`Template “${name}” sent`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The thread shows the text the customer read: the saved source filled in the name.
  const sent = thread(page).locator('[data-type="template"]').filter({ hasText: name });
  await expect(sent).toContainText(`Hi ${customer.name}, your order is ready for pickup.`);
  await expect(sent.getByTestId("message-status")).toHaveAttribute("data-status", "read", { timeout: 15_000 });

  // The template's usage ledger counts the send.
  await page.goto(templateUrl);
  await expect(page.getByTestId("usage-total")).toHaveText("1");
  await expect(page.getByTestId("usage-card").getByRole("link", { name: customer.name })).toBeVisible();
});

// The refused send is an HTTP error the browser logs on purpose: this test guards the console
// itself, letting that one 409 through.
unguarded("the template dialog previews the contact's own values and refuses a missing one until typed", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("console", (msg) => {
    const expected = /status of 409/.test(msg.text()) && msg.location().url.endsWith("/api/v1/chatapp/messages/template");
    if (msg.type() === "error" && !expected) problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  const r = page.request;
  const name = `own_values_${run}`;
  const created = await api<{ id: string }>(r, "POST", "/api/v1/chatapp/templates", {
    name,
    language: "en_US",
    category: "UTILITY",
    bodyText: "Hello {{1}}, we saved {{2}} for you.",
    bodyExamples: ["Sam", "a seat"],
    variableMapping: { "1": { type: "contact_field", value: "name" }, "2": { type: "custom_field", value: "reserved_item" } },
  });
  await expect.poll(async () => (await api<{ status: string }>(r, "GET", `/api/v1/chatapp/templates/${created.id}`)).status, { timeout: 15_000 }).toBe("APPROVED");

  const customer = { phone: customerPhone(), name: `Ivo ${run}` };
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Hi there");
  await page.getByRole("button", { name: "Send a template" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a template" });
  await dialog.getByLabel("Search templates").fill(name);
  await dialog.getByRole("radio", { name: `${name} (en_US)` }).click();

  // The preview is this contact's own: {{1}} is their name, {{2}} a custom field they lack,
  // marked missing; the send is refused in the dialog until the agent types it.
  await expect(dialog.getByTestId("template-variable-1")).toHaveAttribute("data-status", "filled");
  await expect(dialog.getByTestId("template-variable-2")).toHaveAttribute("data-status", "missing");
  await expect(dialog.getByTestId("preview-body")).toHaveText(`Hello ${customer.name}, we saved {{2}} for you.`);
  await expect(dialog.getByText("{{2}} has no value for this contact: type it to send.")).toBeVisible();
  await dialog.getByRole("button", { name: "Send template" }).click();
  await expect(dialog.getByText("Is required: this contact has no value for it")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Value for {{2}}" })).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(thread(page).locator('[data-type="template"]').filter({ hasText: name })).toHaveCount(0);

  await dialog.getByRole("textbox", { name: "Value for {{2}}" }).fill("the last blue jacket");
  await expect(dialog.getByTestId("preview-body")).toHaveText(`Hello ${customer.name}, we saved the last blue jacket for you.`);
  await dialog.getByRole("button", { name: "Send template" }).click();
  await expect(page.getByText(`Template “${name}” sent`)).toBeVisible();
  await expect(thread(page).locator('[data-type="template"]').filter({ hasText: name })).toContainText(`Hello ${customer.name}, we saved the last blue jacket`);
  await expect(thread(page).locator('[data-type="template"]').filter({ hasText: name })).toContainText("the last blue jacket");
  expect(problems, "errors in the browser console").toEqual([]);
});

test("the list: filters in the URL, sync with its result, delete after confirming", async ({ page }) => {
  const r = page.request;
  const keep = `list_keep_${run}`;
  const doomed = `list_doomed_${run}`;
  for (const n of [keep, doomed]) {
    await api(r, "POST", "/api/v1/chatapp/templates", { name: n, language: "en_US", category: "MARKETING", bodyText: "New arrivals are in store this week." });
  }
  const rejected = `list_rejected_${run}`;
  await api(r, "POST", "/api/v1/chatapp/templates", { name: rejected, language: "es", category: "MARKETING", bodyText: "Guaranteed income from home, ask us how." });

  await page.goto("/templates");
  await page.getByLabel("Search templates").fill(run);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${run}`));
  const rows = page.getByRole("table", { name: "Message templates" }).locator("tbody tr");
  await expect(rows.filter({ hasText: keep })).toHaveCount(1);
  // The sandbox rejects the policy trigger; the list shows its reason under the badge.
  const rejectedRow = rows.filter({ hasText: rejected });
  await expect(rejectedRow.getByTestId("template-status")).toHaveAttribute("data-status", "REJECTED", { timeout: 15_000 });

  await page.getByRole("button", { name: "Status", exact: true }).click();
  await page.getByRole("radio", { name: "Rejected" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]status=REJECTED/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(rejected);
  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel("Search templates")).toHaveValue(run);
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/templates$/);

  await page.getByRole("button", { name: "Sync", exact: true }).click();
  await expect(page.getByText(/^Synced: /)).toBeVisible();

  // Delete asks first, then removes every language of the name.
  await page.getByLabel("Search templates").fill(doomed);
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${doomed} (en_US)` }).click();
  await page.getByRole("menuitem", { name: "Delete all languages" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${doomed}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rows.filter({ hasText: doomed })).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${doomed} (en_US)` }).click();
  await page.getByRole("menuitem", { name: "Delete all languages" }).click();
  await confirm.getByRole("button", { name: "Delete template" }).click();
  await expect(page.getByText(`${doomed} was deleted`)).toBeVisible();
  await expect(page.getByText("No templates match")).toBeVisible();
});
