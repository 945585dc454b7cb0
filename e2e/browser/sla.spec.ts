import { expect } from "@playwright/test";
import { Client } from "pg";
import { test } from "./support/console-guard";
import { api, customerPhone, simulateCustomer, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * A breach shows in the inbox (issue: "a breach badge appears"): the chatapp inbox applies a
 * policy, a customer writes, the server's sweep starts the first-response clock; the test
 * moves the due time into the past in the database (as if the hour had passed), and the
 * server's own sweep marks the breach: the row's badge and the header's clock say so without
 * a reload. The inbox's policy is removed afterwards, so other specs meet the inbox as it was.
 */
const run = Date.now().toString(36);
test.setTimeout(60_000);

test("a breached first response badges the conversation's row and its header", async ({ page }) => {
  await signInAsOwner(page);
  const policy = await api<{ id: string }>(page.request, "POST", "/api/v1/sla-policies", { name: `Browser SLA ${run}`, firstResponseMinutes: 60, businessHoursOnly: false });
  const inbox = (await api<{ data: { id: string; isDefault: boolean }[] }>(page.request, "GET", "/api/v1/inboxes?channel=chatapp")).data.find((i) => i.isDefault)!;
  await api(page.request, "PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { sla: { policyId: policy.id } } });
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const customer = { phone: customerPhone(), name: `Lena SLA ${run}` };
    await page.goto("/inbox");
    await simulateCustomer(page, customer, "My parcel never came");
    await expect(thread(page).getByText("My parcel never came")).toBeVisible();

    type Listed = { data: { id: string; sla: { firstResponse: { dueAt: string | null } | null } | null }[] };
    const search = `/api/v1/conversations?q=${encodeURIComponent(customer.name)}`;
    await expect.poll(async () => (await api<Listed>(page.request, "GET", search)).data[0]?.sla?.firstResponse?.dueAt ?? null, { timeout: 15_000 }).not.toBeNull();
    const row = page.getByTestId("conversation-item").filter({ hasText: customer.name });
    await expect(row.getByTestId("sla-badge")).toHaveCount(0);
    await expect(page.getByTestId("sla-clock-firstResponse")).toHaveAttribute("data-state", "ok");

    const id = (await api<Listed>(page.request, "GET", search)).data[0]!.id;
    await db.query(
      "update conversation_slas set first_due_at = now() - interval '1 minute', first_warn_at = now() - interval '10 minutes', check_at = now() - interval '10 minutes' where conversation_id = $1",
      [id],
    );

    await expect(row.getByTestId("sla-badge")).toHaveAttribute("data-state", "breached", { timeout: 15_000 });
    await expect(row.getByTestId("sla-badge")).toHaveText(/Breached/);
    const clock = page.getByTestId("sla-clock-firstResponse");
    await expect(clock).toHaveAttribute("data-state", "breached");
    await expect(clock).toContainText("First response: breached");
  } finally {
    await db.end();
    await api(page.request, "PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { sla: null } });
  }
});
