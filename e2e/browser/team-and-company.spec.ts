import { expect, test } from "@playwright/test";
import { signInAs, signInAsOwner } from "./support/owner";

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("an owner changes a member's role and removes them", async ({ page }) => {
  const name = "Grace Hopper";
  const email = `grace.${Date.now()}@northwind.test`;
  // People join by invitation in the dashboard (account.spec.ts); the API still adds them directly.
  const res = await page.request.post("/api/v1/users", { data: { name, email, role: "agent", password: "welcome-aboard-1" } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto("/settings/team");

  const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  const role = row.getByRole("combobox", { name: `Role of ${name}` });
  await expect(role).toHaveText("Agent");

  await role.click();
  await page.getByRole("option", { name: "Marketer" }).click();
  await expect(page.getByText(`${name} is now a marketer`)).toBeVisible();
  await page.reload();
  await expect(row.getByRole("combobox", { name: `Role of ${name}` })).toHaveText("Marketer");

  await row.getByRole("button", { name: `Remove ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Remove ${name}?` });
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${name} was removed from the team`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("inviting an email already in use shows the API's error on the field", async ({ page }) => {
  await page.goto("/settings/team");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("Email").fill("ada@northwind.test");
  await dialog.getByRole("button", { name: "Create invite link" }).click();
  await expect(dialog.getByText("ada@northwind.test is already a member of this team")).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("an owner renames the company and the sidebar follows", async ({ page }) => {
  const newName = `Northwind Care ${Date.now().toString(36)}`;
  await page.goto("/settings/company");
  const name = page.getByLabel("Company name");
  await expect(name).toBeEditable();

  await page.getByLabel("Website").fill("not a url");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Must be an http(s) URL")).toBeVisible();

  await page.getByLabel("Website").fill("https://northwind.test");
  await name.fill(newName);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Company profile saved")).toBeVisible();
  await expect(page.getByTestId("sidebar-company-name")).toHaveText(newName);

  await page.reload();
  await expect(page.getByLabel("Company name")).toHaveValue(newName);
  await expect(page.getByLabel("Website")).toHaveValue("https://northwind.test");
});

test("an agent sees settings read-only and no API tokens", async ({ page, browser }) => {
  const agent = { name: "Alan Agent", email: `alan.${Date.now()}@northwind.test`, role: "agent", password: "agent-password-1" };
  const res = await page.request.post("/api/v1/users", { data: agent });
  expect(res.status(), await res.text()).toBe(200);

  const context = await browser.newContext();
  const agentPage = await context.newPage();
  await signInAs(agentPage, agent);

  await agentPage.goto("/settings/company");
  await expect(agentPage.getByText("Only owners and admins can change the company profile.")).toBeVisible();
  await expect(agentPage.getByLabel("Company name")).toBeDisabled();
  await expect(agentPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);

  await agentPage.goto("/settings/team");
  await expect(agentPage.getByRole("row", { name: new RegExp(agent.name) })).toBeVisible();
  await expect(agentPage.getByRole("button", { name: "Invite member" })).toHaveCount(0);
  await expect(agentPage.getByRole("button", { name: /^Password reset link for / })).toHaveCount(0);
  await expect(agentPage.getByRole("combobox")).toHaveCount(0);
  await expect(agentPage.getByRole("button", { name: /^Remove / })).toHaveCount(0);

  await agentPage.goto("/settings/tokens");
  // The locked page names the roles that can, from the role→scope table.
  await expect(agentPage.getByText("Your role can't manage API tokens")).toBeVisible();
  await expect(agentPage.getByText(/^Owners and admins can create API tokens for integrations\./)).toBeVisible();
  await expect(agentPage.getByRole("button", { name: "Create token" })).toHaveCount(0);
  await context.close();
});
