import { expect, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, customerPhone, ensureApprovedTemplate } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of Scheduled (the month calendar, the list, a recurring message's history) and of the
 * schedule dialog in the inbox, in both themes, written to screenshots/ for a person to look
 * over. Messages are made through the API with the owner's session.
 */
async function seed(page: Page) {
  const r = page.request;
  const people = [
    { phone: customerPhone(), name: "Sara Haddad" },
    { phone: customerPhone(), name: "Omar Khalil" },
    { phone: customerPhone(), name: "Lena Fischer" },
  ];
  const convs: string[] = [];
  for (const p of people) convs.push((await api<{ conversationId: string }>(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: p.phone, name: p.name, text: "Hello!" })).conversationId);
  await ensureApprovedTemplate(r, { name: "monthly_statement", bodyText: "Hi {{1}}, your monthly statement is ready.", bodyExamples: ["Sara"], variableMapping: { "1": { type: "contact_field", value: "firstName" } } });
  const at = (days: number, hour: number, minute = 0) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    d.setHours(hour, minute, 0, 0);
    return d.toISOString();
  };
  const schedule = (body: Record<string, unknown>) => api<{ id: string }>(r, "POST", "/api/v1/scheduled-messages", body);
  const phone = (i: number) => people[i]!.phone.replace(/\D/g, "");
  await schedule({ channel: "CHATAPP", recipientRef: phone(0), scheduledFor: at(1, 9, 30), payload: { kind: "text", text: "Good morning Sara! A reminder that your fitting is today at 11:00." } });
  await schedule({ channel: "CHATAPP", recipientRef: phone(1), scheduledFor: at(2, 18), payload: { kind: "text", text: "Weekly tip: stretch before every run." }, recurrence: "WEEKLY" });
  await schedule({ channel: "CHATAPP", recipientRef: phone(2), scheduledFor: at(3, 8), payload: { kind: "template", templateName: "monthly_statement", languageCode: "en_US" }, recurrence: "MONTHLY" });
  await schedule({ channel: "CHATAPP", recipientRef: phone(0), scheduledFor: at(1, 20, 15), payload: { kind: "text", text: "How was the fitting? Reply with a rating from 1 to 5." }, recurrence: "DAILY" });
  const cancelled = await schedule({ channel: "CHATAPP", recipientRef: phone(1), scheduledFor: at(5, 12), payload: { kind: "text", text: "Lunch offer: 20% off today." } });
  await api(r, "POST", `/api/v1/scheduled-messages/${cancelled.id}/cancel`);
  // One that goes out now, so the list and history show a sent occurrence.
  const soon = await schedule({ channel: "CHATAPP", recipientRef: phone(2), scheduledFor: new Date(Date.now() + 1500).toISOString(), payload: { kind: "text", text: "Your order has been dispatched." } });
  await expect.poll(async () => (await api<{ status: string }>(r, "GET", `/api/v1/scheduled-messages/${soon.id}`)).status, { timeout: 15_000 }).toBe("SENT");
  return { conversationId: convs[0]! };
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1440, height: 900 } });

    test("scheduled messages", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const { conversationId } = await seed(page);

      await page.goto("/scheduled");
      await settle(page);
      await expect(page.getByTestId("calendar-entry").first()).toBeVisible();
      await shot(page, `scheduled-calendar-${theme}`);

      await page.getByRole("tab", { name: "List" }).click();
      await expect(page.getByTestId("scheduled-row").first()).toBeVisible();
      await shot(page, `scheduled-list-${theme}`);

      await page.getByTestId("scheduled-row").filter({ hasText: "Weekly tip" }).first().getByRole("button", { name: "History" }).click();
      await expect(page.getByTestId("history-sheet")).toBeVisible();
      await shot(page, `scheduled-history-${theme}`);
      await page.keyboard.press("Escape");

      await page.goto(`/inbox?c=${conversationId}`);
      await expect(page.getByTestId("thread-title")).toBeVisible();
      await page.getByRole("button", { name: "Schedule a message" }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule a message" });
      await dialog.getByRole("textbox", { name: "Message text" }).fill("Your table for two is booked for Friday at 19:30. See you then!");
      await shot(page, `scheduled-dialog-${theme}`);
    });
  });
}
