import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The company and first owner that first-run.spec.ts creates through the setup page. */
export const OWNER = {
  companyName: "Northwind Support",
  name: "Ada Lovelace",
  email: "ada@northwind.test",
  password: "correct-horse-battery",
};

/**
 * Specs after first-run reuse its owner. When a spec runs on its own against a fresh
 * database, this performs the same setup through the API so it doesn't depend on order.
 */
export async function ensureSetup(request: APIRequestContext) {
  const status = await request.get("/api/v1/setup");
  if (!(await status.json()).needsSetup) return;
  const res = await request.post("/api/v1/setup", { data: OWNER });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signInAsOwner(page: Page) {
  await ensureSetup(page.request);
  await signInAs(page, OWNER);
}

export async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
}
