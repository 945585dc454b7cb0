import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { OWNER, signInAs, signInAsOwner } from "./support/owner";

/**
 * Settings → Audit log: an owner's own actions are listed with who, what and from where; the
 * action filter narrows the table and the URL, the export downloads what the filters show, and
 * filters that match nothing say so.
 */
const run = Date.now().toString(36);

test("an owner filters the audit log and exports what the filters show", async ({ page }) => {
  await signInAsOwner(page);
  const tokenName = `Audit spec ${run}`;
  const created = await page.request.post("/api/v1/tokens", { data: { name: tokenName, scopes: ["contacts:read"] } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.delete(`/api/v1/tokens/${id}`)).status()).toBe(200);

  await page.goto("/settings/company");
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();

  const table = page.getByRole("table", { name: "Audit log entries, newest first" });
  const rows = table.locator("tbody tr");
  const revoked = rows.filter({ hasText: "API token revoked" }).filter({ hasText: tokenName });
  await expect(revoked).toHaveCount(1);
  await expect(revoked).toContainText(OWNER.name);
  await expect(rows.filter({ hasText: "API token created" }).filter({ hasText: tokenName })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Signed in" }).first()).toBeVisible();

  // The details open from the keyboard.
  const summary = revoked.locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(revoked.locator("pre")).toContainText('"displayPrefix"');

  // One area: only API-token entries remain, and the URL keeps the filter.
  await page.getByLabel("Action").click();
  await page.getByRole("option", { name: "API tokens" }).click();
  await expect(page).toHaveURL(/group=token/);
  await expect(rows.filter({ hasText: "Signed in" })).toHaveCount(0);
  await expect(rows.filter({ hasText: tokenName })).toHaveCount(2);
  for (const code of await rows.locator("code").allTextContents()) expect(code).toMatch(/^token\./);

  // The actor filter: the owner's own entries.
  await page.getByLabel("Actor").click();
  await page.getByRole("option", { name: OWNER.name }).click();
  await expect(page).toHaveURL(/actor=user%3A/);
  await expect(rows.filter({ hasText: tokenName })).toHaveCount(2);

  // The export is what the filters show.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  expect(csv.split("\n")[0]).toBe("id,at,action,actorKind,actorId,actorLabel,targetType,targetId,targetLabel,ip,userAgent,requestId,details");
  expect(csv).toContain(`token.revoked,user,`);
  expect(csv).toContain(tokenName);
  expect(csv).not.toContain("session.signed_in");

  // Days that have not come yet: nothing matches, and one click clears the filters.
  await page.getByLabel("From").fill("2999-01-01");
  await expect(page.getByText("No entries match")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(rows.filter({ hasText: "Signed in" }).first()).toBeVisible();
});

test("an owner sets how long entries are kept, within the allowed range", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/settings/audit-log");
  const days = page.getByLabel("Keep entries for (days)");
  await expect(days).toHaveValue(/^\d+$/);
  await days.fill("10");
  await page.getByRole("button", { name: "Save retention" }).click();
  await expect(page.getByText("Must be at least 30 days")).toBeVisible();
  await days.fill("400");
  await page.getByRole("button", { name: "Save retention" }).click();
  await expect(page.getByText("Audit entries are now kept for 400 days")).toBeVisible();
  await expect(page.getByText("Entries are kept for 400 days, then removed for good.")).toBeVisible();
  await page.request.patch("/api/v1/company", { data: { auditRetentionDays: 365 } });
});

test("an agent has no audit log: no tab, and the page names who can read it", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAsOwner(page);
  const agent = { name: `Agent ${run}`, email: `agent.audit.${run}@northwind.test`, password: "agent-audit-password-1", role: "agent" };
  const res = await page.request.post("/api/v1/users", { data: agent });
  expect(res.status(), await res.text()).toBe(200);
  const agentPage = await (await browser.newContext()).newPage();
  await signInAs(agentPage, agent);
  await agentPage.goto("/settings/audit-log");
  await expect(agentPage.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(agentPage.getByTestId("locked-state")).toContainText("Owners and admins can read and export the audit log");
  await agentPage.context().close();
});
