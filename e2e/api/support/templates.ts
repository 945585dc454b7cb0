import { expect } from "vitest";
import type { PresentedTemplate } from "@/lib/templates/schemas";
import { call } from "./http";
import { waitFor } from "./chatapp";

export type Tpl = PresentedTemplate;

/** A 1×1 PNG, for header samples and media attachments. */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export { utilityTemplate } from "@/lib/testing/template-fixtures";

/** Creates a template through the API and waits for the sandbox's review to approve it. */
export async function approvedTemplate(token: string, body: Record<string, unknown>): Promise<Tpl> {
  const created = await call<Tpl>("POST", "/api/v1/chatapp/templates", { token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return waitForStatus(token, created.body.id, "APPROVED");
}

export function waitForStatus(token: string, id: string, status: string, ms = 15_000): Promise<Tpl> {
  return waitFor(async () => {
    const res = await call<Tpl>("GET", `/api/v1/chatapp/templates/${id}`, { token });
    return res.body.status === status ? res.body : null;
  }, ms, 400);
}
