import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support/console-guard";
import { signInAsOwner } from "./support/owner";

/**
 * The contacts area as a person uses it: filters kept in the URL, bulk tagging from the
 * table, the result on a contact's timeline, and a CSV import with a bad row. Data is made
 * through the API with the owner's session; a per-run suffix keeps reruns apart.
 */
const run = Date.now().toString(36);
const phone = () => `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

async function api<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(path, { method, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type Created = { id: string; name: string };

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("filters live in the URL, bulk tagging lands on the timeline", async ({ page }) => {
  const r = page.request;
  const vip = await api<Created>(r, "POST", "/api/v1/contacts/tags", { name: `Priority ${run}`, color: "#ef4444" });
  await api<Created>(r, "POST", "/api/v1/contacts/tags", { name: `Newsletter ${run}`, color: "#3b82f6" });
  const alice = await api<Created>(r, "POST", "/api/v1/contacts", { name: `Alice ${run}`, phone: phone(), email: `alice.${run}@example.test` });
  const bob = await api<Created>(r, "POST", "/api/v1/contacts", { name: `Bob ${run}`, phone: phone() });
  const carol = await api<Created>(r, "POST", "/api/v1/contacts", { name: `Carol ${run}`, email: `carol.${run}@example.test` });
  await api(r, "PATCH", `/api/v1/contacts/${carol.id}/status`, { status: "ARCHIVED" });

  await page.goto("/contacts");
  const rows = page.getByTestId("contacts-table").locator("tbody tr");
  await page.getByLabel("Search contacts").fill(run);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${run}`));
  await expect(rows).toHaveCount(3);

  await page.getByRole("button", { name: "Status", exact: true }).click();
  await page.getByRole("group", { name: "Status" }).getByRole("checkbox", { name: "Active", exact: true }).check();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]status=ACTIVE/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("link", { name: carol.name })).toHaveCount(0);

  // A shared or reloaded link shows the same view.
  await page.reload();
  await expect(page.getByLabel("Search contacts")).toHaveValue(run);
  await expect(page.getByRole("button", { name: /^Status/ })).toContainText("Active");
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("link", { name: alice.name })).toBeVisible();
  await expect(page.getByRole("link", { name: bob.name })).toBeVisible();

  // Sorting is part of the shared view too; the column menu adds a column.
  await page.getByRole("button", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/[?&]sortBy=name&sortOrder=asc/);
  await expect(rows.first()).toContainText(alice.name);
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Email" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await expect(rows.filter({ hasText: alice.name })).toContainText(`alice.${run}@example.test`);

  await page.getByRole("checkbox", { name: `Select ${alice.name}` }).check();
  await page.getByRole("checkbox", { name: `Select ${bob.name}` }).check();
  await expect(page.getByText("2 contacts selected")).toBeVisible();
  await page.getByRole("button", { name: "Add tags" }).click();
  const dialog = page.getByRole("dialog", { name: "Add tags to 2 contacts" });
  await dialog.getByRole("checkbox", { name: vip.name }).check();
  await dialog.getByRole("button", { name: "Add 1 tag" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("1 tag added to 2 contacts")).toBeVisible();
  await expect(rows.filter({ hasText: alice.name })).toContainText(vip.name);
  await expect(rows.filter({ hasText: bob.name })).toContainText(vip.name);

  await page.getByRole("link", { name: alice.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: alice.name })).toBeVisible();
  const tagAdded = page.getByTestId("timeline").locator('[data-activity-type="TAG_ADDED"]');
  await expect(tagAdded).toHaveCount(1);
  await expect(tagAdded).toContainText(`Tag “${vip.name}” added`);
});

test("a CSV import reports the row it rejected", async ({ page }) => {
  const csv = [
    "Full Name,Mobile,Email,Tags,Plan",
    `Dora ${run},${phone()},dora.${run}@example.test,Imported ${run},gold`,
    `Eve ${run},${phone()},eve.${run}@example.test,,silver`,
    `Frank ${run},not a phone,frank.${run}@example.test,,`,
  ].join("\n");

  await page.goto("/contacts");
  await page.getByRole("button", { name: "Import CSV" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

  // Columns are guessed from their headers.
  await expect(dialog.getByRole("combobox", { name: "Import “Full Name” as" })).toHaveText("Name");
  await expect(dialog.getByRole("combobox", { name: "Import “Mobile” as" })).toHaveText("Phone");
  await expect(dialog.getByRole("combobox", { name: "Import “Tags” as" })).toHaveText("Tags");
  await expect(dialog.getByRole("combobox", { name: "Import “Plan” as" })).toHaveText("Custom field");
  await expect(dialog.getByLabel("Custom field key for “Plan”")).toHaveValue("plan");
  await dialog.getByRole("button", { name: "Import 3 rows" }).click();

  const report = dialog.getByTestId("import-report");
  await expect(report.getByText("Created").locator("..")).toContainText("2");
  await expect(report.getByText("Updated").locator("..")).toContainText("0");
  await expect(report.getByText("Rejected").locator("..")).toContainText("1");
  const rejected = dialog.getByRole("table", { name: "Rejected rows" });
  await expect(rejected.locator("tbody tr")).toHaveCount(1);
  await expect(rejected.locator("tbody tr")).toContainText("3");
  await expect(rejected.locator("tbody tr")).toContainText("not a phone");

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download rejected rows as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("people-rejected.csv");
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain(`Frank ${run}`);

  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByLabel("Search contacts").fill(`Dora ${run}`);
  const rows = page.getByTestId("contacts-table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Dora ${run}`);
  await expect(rows).toContainText(`Imported ${run}`);
});
