import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the satisfaction survey: the inbox's settings section, the analytics card and
 * answers, and the public page an email links to (English and Arabic), in both themes and at
 * 390 px. The data is made through the API: sandbox email and SMS customers, resolved, answered.
 */
type Inbox = { id: string; channel: string };
type Msg = { direction: string; text: string | null };

async function surveyOn(request: APIRequestContext, channel: string) {
  await api(request, "POST", `/api/v1/channels/${channel}/sandbox`);
  const inbox = (await api<{ data: Inbox[] }>(request, "GET", `/api/v1/inboxes?channel=${channel}`)).data[0];
  await api(request, "PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { csat: { enabled: true, askComment: true, questions: {}, defaultLanguage: "en" } } });
  return inbox;
}

/** A customer writes, the conversation is resolved, and the survey's request arrives: its text. */
async function resolvedWithRequest(request: APIRequestContext, channel: string, from: string, text: string) {
  const sim = await api<{ conversationId: string }>(request, "POST", `/api/v1/channels/${channel}/sandbox/inbound`, { from, name: `Customer ${from.slice(-4)}`, text, ...(channel === "email" ? { subject: "Order" } : {}) });
  await api(request, "POST", `/api/v1/conversations/${sim.conversationId}/resolve`);
  let survey: Msg | undefined;
  await expect
    .poll(async () => {
      const thread = await api<{ data: Msg[] }>(request, "GET", `/api/v1/conversations/${sim.conversationId}/messages?limit=20`);
      survey = thread.data.find((m) => m.direction === "outbound");
      return !!survey;
    }, { timeout: 30_000 })
    .toBe(true);
  return survey!.text ?? "";
}

async function settle(page: Page) {
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

for (const theme of ["light", "dark"] as const) {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    test.describe(`csat, ${theme} at ${viewport.width}`, () => {
      test.use({ colorScheme: theme, viewport });

      test("survey settings, report and public page", async ({ page }) => {
        test.setTimeout(180_000);
        await signInAsOwner(page);
        const sms = await surveyOn(page.request, "sms");
        await surveyOn(page.request, "email");
        const phone = `+1555${String(Date.now()).slice(-6)}1`;
        await resolvedWithRequest(page.request, "sms", phone, "Is my order shipped?");
        await api(page.request, "POST", "/api/v1/channels/sms/sandbox/inbound", { from: phone, text: "4" });
        await api(page.request, "POST", "/api/v1/channels/sms/sandbox/inbound", { from: phone, text: "Fast answer, but the tracking page was down." });
        const link = (await resolvedWithRequest(page.request, "email", `shot${Date.now()}@example.com`, "مرحبا، أين طلبي؟")).match(/https?:\/\/\S+\/csat\/[A-Za-z0-9_-]{43}/)?.[0];
        expect(link).toBeTruthy();
        const tag = `${theme}-${viewport.width}`;

        await page.goto(`/settings/inboxes/${sms.id}`);
        await expect(page.getByRole("region", { name: "Satisfaction survey" })).toBeVisible();
        await settle(page);
        await page.screenshot({ path: `screenshots/${tag}-csat-settings.png`, animations: "disabled", fullPage: true });

        await page.goto("/analytics");
        const card = page.getByTestId("analytics-csat");
        await card.scrollIntoViewIfNeeded();
        await settle(page);
        await card.screenshot({ path: `screenshots/${tag}-csat-card.png`, animations: "disabled" });
        await page.getByTestId("analytics-csat-responses").screenshot({ path: `screenshots/${tag}-csat-answers.png`, animations: "disabled" });

        await page.goto(new URL(link!).pathname);
        await expect(page.getByRole("radiogroup")).toBeVisible();
        await page.getByRole("radio").nth(3).click();
        await page.screenshot({ path: `screenshots/${tag}-csat-public-ar.png`, animations: "disabled", fullPage: true });
      });
    });
  }
}
