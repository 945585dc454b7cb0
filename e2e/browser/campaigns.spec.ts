import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, ensureApprovedTemplate } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * A marketer's campaign on the sandbox connection every company starts with: an approved
 * template, a tag on three contacts, then the wizard end to end (template, audience by the
 * tag with its live size, variables from the saved sources, send now at 5 per second), and
 * the campaign's page following the send until every recipient was sent to.
 */
const run = Date.now().toString(36);
const TEMPLATE = "campaign_spring_hello";

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

async function tagWithContacts(r: APIRequestContext, names: string[]) {
  const tag = await api<{ id: string; name: string }>(r, "POST", "/api/v1/contacts/tags", { name: `spring ${run}`, color: "#16a34a" });
  const contacts = [];
  for (const name of names) contacts.push(await api<{ id: string; name: string; phone: string }>(r, "POST", "/api/v1/contacts", { name, phone: customerPhone(), tagIds: [tag.id] }));
  return { tag, contacts };
}

test("build a campaign in the wizard, launch it, watch it complete", async ({ page }) => {
  test.setTimeout(120_000);
  const r = page.request;
  await ensureApprovedTemplate(r, {
    name: TEMPLATE,
    bodyText: "Hi {{1}}, our spring sale starts today.",
    bodyExamples: ["Maya"],
    variableMapping: { "1": { type: "contact_field", value: "name" } },
  });
  const names = [`Ana ${run}`, `Ben ${run}`, `Caro ${run}`];
  const { tag } = await tagWithContacts(r, names);
  const name = `Spring sale ${run}`;

  await page.goto("/campaigns");
  await page.getByRole("link", { name: "New campaign" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  const step = (title: string) => page.getByRole("navigation", { name: "Campaign steps" }).getByRole("button", { name: new RegExp(title) });

  // 1. Name and template: only approved ones are offered; the preview shows the pick.
  await expect(step("Message")).toHaveAttribute("aria-current", "step");
  await page.getByLabel("Campaign name").fill(name);
  await page.getByLabel("Search templates").fill(TEMPLATE);
  await page.getByRole("radio", { name: `${TEMPLATE} (en_US)` }).click();
  await expect(page.getByTestId("template-preview").getByTestId("preview-body")).toHaveText("Hi Maya, our spring sale starts today.");
  await page.getByRole("button", { name: "Next: Audience" }).click();

  // 2. Audience by the tag: the live summary counts the three contacts.
  await expect(step("Audience")).toHaveAttribute("aria-current", "step");
  await page.getByRole("radio", { name: "By tags" }).click();
  // Without a tag the step is refused, with the reason at the field.
  await page.getByRole("button", { name: "Next: Variables" }).click();
  await expect(page.locator('[data-error-for="audience.tagIds"]')).toBeVisible();
  await page.getByRole("button", { name: "Choose tags" }).click();
  await page.getByLabel("Search tags").fill(tag.name);
  await page.getByRole("checkbox", { name: tag.name }).click();
  await page.keyboard.press("Escape");
  await expect(page.locator('[data-error-for="audience.tagIds"]')).toHaveCount(0);
  const summary = page.getByTestId("audience-summary");
  await expect(summary.getByTestId("audience-size")).toHaveText("3");
  await expect(summary.getByTestId("excluded-opted-out")).toHaveText("0");
  await expect(summary.getByTestId("estimated-cost")).toHaveText(/\d/);
  await page.getByRole("button", { name: "Next: Variables" }).click();

  // 3. Variables: the saved source (the contact's name) fills {{1}} for one contact of the audience.
  await expect(step("Variables")).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("radio", { name: "Use the saved sources" })).toBeChecked();
  await expect(page.getByTestId("mapping-row")).toHaveCount(1);
  await expect(page.getByTestId("mapping-row")).toContainText("Full name");
  const body = page.getByTestId("template-preview").getByTestId("preview-body");
  await expect(body).toHaveText(new RegExp(`^Hi (${names.join("|")}), our spring sale starts today\\.$`));
  await page.getByRole("button", { name: "Next: Schedule" }).click();

  // 4. Send now, 5 per second; an out-of-range pace is refused at the field.
  await expect(step("Schedule")).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("radio", { name: "Send now" })).toBeChecked();
  const perSecond = page.getByLabel("Messages per second");
  await perSecond.fill("50");
  await page.getByRole("button", { name: "Next: Review" }).click();
  await expect(page.getByText("Must be at most 20")).toBeVisible();
  await perSecond.fill("5");
  await page.getByRole("button", { name: "Next: Review" }).click();

  // 5. Review, then launch: the campaign's page follows the send without a reload.
  const review = page.getByTestId("review");
  await expect(review).toContainText(name);
  await expect(review).toContainText(TEMPLATE);
  await expect(review).toContainText(tag.name);
  await expect(review.getByTestId("review-audience-size")).toHaveText("3");
  await expect(review).toContainText("5 per second");
  await page.getByRole("button", { name: "Launch campaign" }).click();

  await expect(page).toHaveURL(/\/campaigns\/(?!new$)[^/]+$/);
  await expect(page.getByText(`“${name}” launched`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const status = page.getByTestId("campaign-status").first();
  await expect(status).toHaveAttribute("data-status", "COMPLETED", { timeout: 60_000 });
  await expect(status).toHaveText("Completed");
  await expect(page.getByTestId("progress-done")).toHaveText("3");

  const funnel = page.getByTestId("funnel");
  await expect(funnel.getByTestId("funnel-sent").getByTestId("funnel-value")).toHaveText("3");
  await expect(funnel.getByTestId("funnel-sent").getByTestId("funnel-percent")).toHaveText("100%");
  // The sandbox reports each message delivered and read shortly after the send.
  await expect(funnel.getByTestId("funnel-delivered").getByTestId("funnel-value")).toHaveText("3", { timeout: 20_000 });

  const recipients = page.getByTestId("recipients");
  await expect(recipients.getByRole("row")).toHaveCount(4);
  for (const n of names) await expect(recipients.getByRole("link", { name: n })).toBeVisible();
  await expect(recipients.getByTestId("recipient-status").filter({ hasText: "Failed" })).toHaveCount(0);
  // Nothing failed: retrying has nothing to do, and a finished campaign can't be paused or cancelled.
  await expect(page.getByRole("button", { name: /^Retry failed/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel campaign" })).toHaveCount(0);
});

test("the list filters by status and searches by name", async ({ page }) => {
  const r = page.request;
  await ensureApprovedTemplate(r, {
    name: TEMPLATE,
    bodyText: "Hi {{1}}, our spring sale starts today.",
    bodyExamples: ["Maya"],
    variableMapping: { "1": { type: "contact_field", value: "name" } },
  });
  const templates = await api<{ data: { id: string; name: string }[] }>(r, "GET", `/api/v1/chatapp/templates?search=${TEMPLATE}&status=APPROVED`);
  const templateId = templates.data.find((t) => t.name === TEMPLATE)!.id;
  const draftName = `Winter draft ${run}`;
  await api(r, "POST", "/api/v1/chatapp/campaigns", { name: draftName, templateId, audience: { type: "ALL" } });

  await page.goto("/campaigns");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: draftName });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("campaign-status")).toHaveText("Draft");
  await expect(row).toContainText("Not started");

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Completed" }).click();
  await expect(page).toHaveURL(/status=COMPLETED/);
  await expect(row).toHaveCount(0);
  await expect(page.locator('[data-testid="campaign-status"]:not([data-status="COMPLETED"])')).toHaveCount(0);

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Draft" }).click();
  await expect(row).toBeVisible();

  // The search asks once typing pauses; a name nothing has shows the empty state.
  await page.getByLabel("Search campaigns").fill(`nothing-like-this-${run}`);
  await expect(page).toHaveURL(/search=nothing-like-this/);
  await expect(page.getByText("No campaigns match")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=|search=/);
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: draftName }).click();
  await expect(page.getByRole("heading", { level: 1, name: draftName })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
});
