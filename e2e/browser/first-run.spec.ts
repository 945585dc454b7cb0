import { expect, test, type Page } from "@playwright/test";
import { OWNER } from "./support/owner";

/**
 * A new installation, start to finish: setup, sign out and in, and the life of an API token
 * seen from both the dashboard and an outside caller. Steps share one page and run in order.
 */
test.describe.configure({ mode: "serial" });

let page: Page;
let secret = "";

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page.close();
});

test("a fresh install sends the first visitor to setup", async () => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText("Set up your workspace")).toBeVisible();
});

test("setup creates the company and signs the owner in", async () => {
  await page.getByLabel("Company name").fill(OWNER.companyName);
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Confirm password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create company and sign in" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByTestId("sidebar-company-name")).toHaveText(OWNER.companyName);
});

test("setup is closed once a company exists", async () => {
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/inbox$/);
});

test("the owner signs out and back in; a wrong password is refused", async () => {
  await page.getByRole("button", { name: `Account menu for ${OWNER.name}` }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password." })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
});

test("the owner creates a token limited to webhooks:read and sees its secret once", async () => {
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings\/company$/);
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "API tokens" }).click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page.getByText("No API tokens yet")).toBeVisible();

  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API token" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").fill("ci");
  await dialog.getByRole("checkbox", { name: "webhooks:read", exact: true }).check();
  await expect(dialog.getByText("1 selected")).toBeVisible();
  await dialog.getByRole("button", { name: "Create token" }).click();

  const created = page.getByRole("dialog", { name: "Save your API token" });
  await expect(created).toBeVisible();
  await expect(created.getByText("It won't be shown again")).toBeVisible();
  secret = (await created.getByTestId("new-token-value").textContent()) ?? "";
  expect(secret).toMatch(/^service_[A-Za-z0-9]{20,}$/);

  await created.getByRole("button", { name: "Done" }).click();
  await expect(created).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  const row = page.getByRole("row", { name: /\bci\b/ });
  await expect(row).toContainText(secret.slice(0, "service_".length + 6));
  await expect(row).toContainText("webhooks:read");
  await expect(row).toContainText("Active");
});

test("the token reads the webhook event catalog but not the token list", async ({ request }) => {
  const auth = { Authorization: `Bearer ${secret}` };
  const events = await request.get("/api/v1/webhooks/events", { headers: auth });
  expect(events.status()).toBe(200);
  const body = (await events.json()) as { data: { name: string }[] };
  expect(body.data.map((e) => e.name)).toContain("message.received");

  const tokens = await request.get("/api/v1/tokens", { headers: auth });
  expect(tokens.status()).toBe(401);
});

test("revoking the token in the dashboard shuts it out of the API", async ({ request }) => {
  const row = page.getByRole("row", { name: /\bci\b/ });
  await row.getByRole("button", { name: "Revoke token ci" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke “ci”?" });
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke token ci" })).toHaveCount(0);

  const res = await request.get("/api/v1/webhooks/events", { headers: { Authorization: `Bearer ${secret}` } });
  expect(res.status()).toBe(401);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
  expect(res.headers()["x-request-id"]).toBeTruthy();
});
