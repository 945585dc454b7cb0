import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Inbox helpers shared by the inbox specs: unique numbers and the sandbox customer panel. */

/** A number no other run uses; the last four digits never 0000 (the sandbox fails those). */
export function customerPhone(suffix = "") {
  const n = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  return suffix ? `+1 555 ${n.slice(0, 3)}${suffix}` : `+1 555 ${n}1`;
}

/** Writes as a customer through the inbox's "Simulate customer" panel (sandbox mode). */
export async function simulateCustomer(page: Page, who: { phone: string; name: string }, text: string) {
  const panel = page.getByTestId("simulate-customer");
  const form = panel.getByRole("textbox", { name: "Message" });
  if (!(await form.isVisible())) await panel.getByRole("button", { name: /Simulate customer/ }).click();
  await panel.getByLabel("Customer phone").fill(who.phone);
  await panel.getByLabel("Profile name").fill(who.name);
  await form.fill(text);
  await panel.getByRole("button", { name: "Send as customer" }).click();
  await expect(page.getByText("The customer’s message arrived")).toBeVisible();
}

export async function api<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(path, { method, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

export const thread = (page: Page) => page.getByRole("list", { name: "Messages" });

/**
 * An APPROVED template of this name (sends need a stored, approved one): created through the
 * API when missing, then the sandbox's review is awaited. Specs share the first-run company.
 */
export async function ensureApprovedTemplate(request: APIRequestContext, body: { name: string; bodyText: string; bodyExamples: string[]; variableMapping?: Record<string, { type: string; value: string }> }) {
  type Listed = { data: { id: string; name: string; status: string }[] };
  const found = (await api<Listed>(request, "GET", `/api/v1/chatapp/templates?search=${body.name}&language=en_US`)).data.find((t) => t.name === body.name);
  const id = found?.id ?? (await api<{ id: string }>(request, "POST", "/api/v1/chatapp/templates", { language: "en_US", category: "UTILITY", ...body })).id;
  await expect.poll(async () => (await api<{ status: string }>(request, "GET", `/api/v1/chatapp/templates/${id}`)).status, { timeout: 15_000 }).toBe("APPROVED");
}
