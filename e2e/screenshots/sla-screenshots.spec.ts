import { expect, type Page } from "@playwright/test";
import { Client } from "pg";
import { test } from "../browser/support/console-guard";
import { api, customerPhone } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of service levels: Settings → Service levels with its dialog, an inbox's Business
 * hours and Service level sections, and the inbox with a breached and a due-soon conversation
 * (the sweep marks them after the test moves their due times), in both themes and at 390 px.
 */
async function settle(page: Page) {
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}
const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage: true });

for (const [theme, width] of [["light", 1280], ["dark", 1280], ["light", 390]] as const) {
  test.describe(`service levels, ${theme} theme at ${width}`, () => {
    test.use({ colorScheme: theme, viewport: { width, height: 1000 } });
    test("policies, inbox settings and breach badges", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsOwner(page);
      const r = page.request;
      type Policy = { id: string; name: string };
      const existing = (await api<{ data: Policy[] }>(r, "GET", "/api/v1/sla-policies")).data;
      const policy = existing.find((p) => p.name === "Standard support") ?? (await api<Policy>(r, "POST", "/api/v1/sla-policies", { name: "Standard support", firstResponseMinutes: 60, nextResponseMinutes: 240, resolutionMinutes: 1440 }));
      if (!existing.some((p) => p.name === "VIP")) await api(r, "POST", "/api/v1/sla-policies", { name: "VIP", firstResponseMinutes: 15, businessHoursOnly: false });
      const inbox = (await api<{ data: { id: string; isDefault: boolean }[] }>(r, "GET", "/api/v1/inboxes?channel=chatapp")).data.find((i) => i.isDefault)!;
      const nine = [{ from: "09:00", to: "17:00" }];
      await api(r, "PATCH", `/api/v1/inboxes/${inbox.id}`, {
        settings: { sla: { policyId: policy.id }, businessHours: { enabled: true, timeZone: "Asia/Riyadh", weekly: { sun: nine, mon: nine, tue: nine, wed: nine, thu: [{ from: "09:00", to: "13:00" }, { from: "14:00", to: "18:00" }], fri: [], sat: [] }, holidays: [{ date: "2026-12-02", name: "National day" }] } },
      });
      try {
        await page.goto("/settings/service-levels");
        await settle(page);
        await shot(page, `${theme}-${width}-sla-policies`);
        await page.getByRole("button", { name: "New policy" }).click();
        await shot(page, `${theme}-${width}-sla-policy-dialog`);
        await page.keyboard.press("Escape");
        await page.goto(`/settings/inboxes/${inbox.id}`);
        await settle(page);
        await shot(page, `${theme}-${width}-inbox-hours`);

        // Two customers write; their clocks are moved as if time had passed, the sweep marks them.
        await api(r, "PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { businessHours: null } });
        const names = [`Omar Haddad`, `Lena Fischer`];
        for (const name of names) await api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: customerPhone(), name, text: name === names[0] ? "Still waiting on my refund" : "Where is my parcel?" });
        const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
        await db.connect();
        try {
          await expect.poll(async () => (await db.query("select count(*)::int as n from conversation_slas s join conversations c on c.id = s.conversation_id join contacts ct on ct.id = c.contact_id where ct.name = any($1) and s.first_due_at is not null", [names])).rows[0].n, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
          await db.query("update conversation_slas s set first_due_at = now() - interval '5 minutes', first_warn_at = now() - interval '20 minutes', check_at = now() - interval '20 minutes' from conversations c join contacts ct on ct.id = c.contact_id where c.id = s.conversation_id and ct.name = $1 and s.first_breached_at is null", [names[0]]);
          await db.query("update conversation_slas s set first_warn_at = now() - interval '1 minute', check_at = now() - interval '1 minute' from conversations c join contacts ct on ct.id = c.contact_id where c.id = s.conversation_id and ct.name = $1 and s.first_warned_at is null", [names[1]]);
        } finally {
          await db.end();
        }
        await page.goto("/inbox");
        await expect(page.getByTestId("sla-badge").first()).toBeVisible({ timeout: 15_000 });
        await page.getByTestId("conversation-item").filter({ hasText: names[0] }).filter({ has: page.getByTestId("sla-badge") }).first().click();
        await settle(page);
        await shot(page, `${theme}-${width}-inbox-sla`);
        await page.goto("/analytics");
        await settle(page);
        await page.locator("#sla, [data-testid=sla-breaches]").first().scrollIntoViewIfNeeded();
        await shot(page, `${theme}-${width}-analytics-sla`);
      } finally {
        await api(r, "PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { sla: null, businessHours: null } });
      }
    });
  });
}
