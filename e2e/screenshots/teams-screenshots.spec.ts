import { expect, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of teams and routing (issue 31), in both themes and at phone width, written to
 * screenshots/: Settings → Teams (empty state aside, a list), the team dialog, an inbox's
 * settings page with its assignment, and the assign menu's team choices.
 */
const run = Date.now().toString(36);
const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage: true });
const settled = (page: Page) => expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 390]) {
    test(`teams and routing, ${theme}, ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 900 });
      await signInAsOwner(page);
      const suffix = `${theme}-${width}-${run}`;
      const agent = await api<{ id: string }>(page.request, "POST", "/api/v1/users", { name: `Noura Saleh ${suffix}`, email: `noura.${suffix}@northwind.test`, password: "noura-password-1", role: "agent" });
      const team = await api<{ id: string }>(page.request, "POST", "/api/v1/teams", { name: `Billing ${suffix}`, description: "Invoices, refunds and payment questions", memberIds: [agent.id] });
      const inbox = await api<{ id: string }>(page.request, "POST", "/api/v1/inboxes", { channel: "sms", mode: "sandbox", name: `Billing line ${suffix}` });
      await api(page.request, "PATCH", `/api/v1/inboxes/${inbox.id}`, { teamId: team.id, settings: { assignment: { mode: "capacity", capacity: 8, unassignWhenOffline: true } } });

      await page.goto("/settings/teams");
      await settled(page);
      await shot(page, `teams-list-${theme}-${width}`);
      await page.getByRole("button", { name: `Edit Billing ${suffix}` }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(page, `teams-dialog-${theme}-${width}`);
      await page.keyboard.press("Escape");

      await page.goto(`/settings/inboxes/${inbox.id}`);
      await expect(page.getByRole("button", { name: "Save assignment" })).toBeVisible();
      await settled(page);
      await shot(page, `inbox-assignment-${theme}-${width}`);

      const { conversationId } = await api<{ conversationId: string }>(page.request, "POST", "/api/v1/channels/sms/sandbox/inbound", { from: `+1555${Date.now() % 1e7}`, text: "Why was I charged twice?", inboxId: inbox.id });
      await page.goto(`/inbox?c=${conversationId}&status=any`);
      await page.getByRole("button", { name: /^Assignee:/ }).click();
      await expect(page.getByTestId("team-option").first()).toBeVisible();
      await shot(page, `assign-team-menu-${theme}-${width}`);
      await page.keyboard.press("Escape");
      await api(page.request, "DELETE", `/api/v1/inboxes/${inbox.id}`);
    });
  }
}
