import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, customerPhone, ensureApprovedTemplate } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the campaigns area (the list, each wizard step filled in, a finished campaign's
 * page with its funnel, chart and recipients, a scheduled one) in both themes, written to
 * screenshots/ for a person to look over. Data is made through the API, only where missing;
 * the sandbox sends, and fails the numbers ending in 0000.
 */
type Campaign = { id: string; name: string; status: string };
const TEMPLATE = "campaign_spring_hello";
const TAG = "Spring VIP";
const PEOPLE: [string, string][] = [
  ["Maya Patel", ""],
  ["Tom Berg", ""],
  ["Ines Duarte", ""],
  ["Kenji Sato", ""],
  ["Lea Novak", "0000"],
];

async function seed(r: APIRequestContext): Promise<Record<string, Campaign>> {
  await ensureApprovedTemplate(r, {
    name: TEMPLATE,
    bodyText: "Hi {{1}}, our spring sale starts today.",
    bodyExamples: ["Maya"],
    variableMapping: { "1": { type: "contact_field", value: "name" } },
  });
  const templateId = (await api<{ data: { id: string; name: string }[] }>(r, "GET", `/api/v1/chatapp/templates?search=${TEMPLATE}&status=APPROVED`)).data.find((t) => t.name === TEMPLATE)!.id;
  const tags = await api<{ data: { id: string; name: string }[] }>(r, "GET", "/api/v1/contacts/tags/all");
  let tag = tags.data.find((t) => t.name === TAG);
  if (!tag) {
    tag = await api<{ id: string; name: string }>(r, "POST", "/api/v1/contacts/tags", { name: TAG, color: "#16a34a" });
    for (const [name, suffix] of PEOPLE) await api(r, "POST", "/api/v1/contacts", { name, phone: customerPhone(suffix), tagIds: [tag.id] });
  }
  const listed = await api<{ data: Campaign[] }>(r, "GET", "/api/v1/chatapp/campaigns?limit=200");
  const byName = Object.fromEntries(listed.data.map((c) => [c.name, c]));
  const audience = { type: "TAGS", tagIds: [tag.id] };
  if (!byName["Spring sale launch"]) {
    const c = await api<Campaign>(r, "POST", "/api/v1/chatapp/campaigns", { name: "Spring sale launch", templateId, audience, messagesPerSecond: 5 });
    await api(r, "POST", `/api/v1/chatapp/campaigns/${c.id}/run`);
    await expect.poll(async () => (await api<Campaign>(r, "GET", `/api/v1/chatapp/campaigns/${c.id}`)).status, { timeout: 60_000 }).toBe("COMPLETED");
    byName[c.name] = c;
  }
  if (!byName["Weekend reminder"]) {
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    byName["Weekend reminder"] = await api<Campaign>(r, "POST", "/api/v1/chatapp/campaigns", { name: "Weekend reminder", templateId, audience, scheduledAt: at, messagesPerSecond: 10 });
  }
  if (!byName["Loyalty members, draft"]) {
    byName["Loyalty members, draft"] = await api<Campaign>(r, "POST", "/api/v1/chatapp/campaigns", { name: "Loyalty members, draft", templateId, audience: { type: "ALL" }, messagesPerDay: 500 });
  }
  return byName;
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage });

for (const theme of ["light", "dark"] as const) {
  test.describe(`campaigns, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("list, wizard, campaign pages", async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsOwner(page);
      const c = await seed(page.request);

      await page.goto("/campaigns");
      await settle(page);
      await shot(page, `${theme}-campaigns-list`);

      // The wizard, step by step.
      await page.goto("/campaigns/new");
      await settle(page);
      await page.getByLabel("Campaign name").fill("Spring sale, second wave");
      await page.getByLabel("Search templates").fill(TEMPLATE);
      await page.getByRole("radio", { name: `${TEMPLATE} (en_US)` }).click();
      await expect(page.getByTestId("preview-body")).toBeVisible();
      await shot(page, `${theme}-campaign-wizard-1-template`);
      await page.getByRole("button", { name: "Next: Audience" }).click();
      await page.getByRole("button", { name: "Choose tags" }).click();
      await page.getByLabel("Search tags").fill(TAG);
      await page.getByRole("checkbox", { name: TAG }).click();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("audience-size")).toHaveText("5");
      await shot(page, `${theme}-campaign-wizard-2-audience`);
      await page.getByRole("radio", { name: "Upload a list" }).click();
      await page.getByLabel("CSV file").setInputFiles({
        name: "spring-list.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`name,phone,email,tags\nMaya Patel,${customerPhone()},maya@example.com,Newsletter\nNo Phone,,nobody@example.com,\nOmar Haddad,${customerPhone()},,"Newsletter, Returning"\n`),
      });
      await page.getByRole("button", { name: /^Upload 3 rows/ }).click();
      await expect(page.getByTestId("import-audience-report")).toBeVisible();
      // Two rows had a phone: both became contacts, and the summary counts them.
      await expect(page.getByTestId("audience-size")).toHaveText("2");
      await shot(page, `${theme}-campaign-wizard-2-import`);
      await page.getByRole("radio", { name: "By tags" }).click();
      await expect(page.getByTestId("audience-size")).toHaveText("5");
      await page.getByRole("button", { name: "Next: Variables" }).click();
      await expect(page.getByTestId("mapping-row")).toHaveCount(1);
      await shot(page, `${theme}-campaign-wizard-3-variables`);
      await page.getByRole("button", { name: "Next: Schedule" }).click();
      await page.getByRole("radio", { name: "Schedule" }).click();
      await page.getByLabel("Messages per second").fill("5");
      await page.getByLabel("Daily cap (optional)").fill("1000");
      await page.getByRole("switch", { name: /Retry failures/ }).click();
      await shot(page, `${theme}-campaign-wizard-4-schedule`);
      await page.getByRole("button", { name: "Next: Review" }).click();
      await expect(page.getByTestId("review")).toBeVisible();
      await shot(page, `${theme}-campaign-wizard-5-review`);

      // A finished campaign, with one failure (the sandbox refuses numbers ending in 0000).
      await page.goto(`/campaigns/${c["Spring sale launch"].id}`);
      await settle(page);
      await expect(page.getByTestId("campaign-status").first()).toHaveAttribute("data-status", "COMPLETED");
      await expect(page.getByTestId("timeseries").locator(".recharts-surface")).toBeVisible();
      await shot(page, `${theme}-campaign-detail`);
      await shot(page, `${theme}-campaign-detail-full`, true);
      await page.getByRole("button", { name: /^Retry failed/ }).click();
      await expect(page.getByRole("dialog", { name: "Retry failed recipients" })).toBeVisible();
      await shot(page, `${theme}-campaign-retry-dialog`);
      await page.keyboard.press("Escape");

      await page.goto(`/campaigns/${c["Weekend reminder"].id}`);
      await settle(page);
      await shot(page, `${theme}-campaign-scheduled`);
    });
  });
}
