import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { customerPhone, thread } from "./support/inbox";
import { customerWritesFromPanel, useSandbox } from "./support/layer-channel";
import { signInAsOwner } from "./support/owner";

/**
 * The satisfaction survey as a team lead and a customer meet it: the lead turns it on for the
 * SMS inbox (Settings → Inboxes → Inbox settings), a texter writes, the agent resolves, the
 * sandbox delivers "reply 1 to 5", the texter answers 5, the conversation stays resolved, and
 * the answer shows on the analytics page, by inbox and in the answers list.
 */
const run = Date.now().toString(36);
const channel = { key: "sms", label: "SMS", fromLabel: "Customer phone" } as const;

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("a CSAT answer by SMS shows in the report", async ({ page }) => {
  test.setTimeout(120_000);
  await useSandbox(page, channel);

  // 1. Turn the survey on for the SMS inbox, with its own question.
  await page.goto("/settings/inboxes");
  const row = page.getByTestId("inbox-group-sms").getByTestId("inbox-row").first();
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Inbox settings" }).click();
  const section = page.getByRole("region", { name: "Satisfaction survey" });
  await expect(section).toBeVisible();
  const toggle = section.getByRole("switch", { name: "Ask customers to rate resolved conversations" });
  if ((await toggle.getAttribute("aria-checked")) !== "true") await toggle.click();
  const question = `How did we do today (${run})?`;
  await section.getByRole("textbox", { name: "Question (English)" }).fill(question);
  await section.getByRole("button", { name: "Save survey settings" }).click();
  await expect(page.getByText("Satisfaction survey is on")).toBeVisible();

  // 2. A texter writes; the agent resolves.
  const customer = { id: customerPhone(), name: `Rana ${run}` };
  await customerWritesFromPanel(page, channel, customer, "Can I change my delivery address?");
  await page.getByRole("button", { name: "Resolve", exact: true }).click();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();

  // 3. The request goes out as plain text in the resolved conversation.
  const request = thread(page).locator('[data-direction="outbound"]').filter({ hasText: question });
  await expect(request).toContainText("Reply with a number from 1 (terrible) to 5 (excellent).", { timeout: 30_000 });

  // 4. The texter answers "5": it joins the resolved conversation, which stays resolved.
  const panel = page.getByTestId("simulate-customer");
  const message = panel.getByRole("textbox", { name: "Message" });
  if (!(await message.isVisible())) await panel.getByRole("button", { name: /Simulate customer/ }).click();
  await panel.getByLabel("Customer phone").fill(customer.id);
  await message.fill("5");
  await panel.getByRole("button", { name: "Send as customer" }).click();
  await expect(page.getByText("The customer’s message arrived")).toBeVisible();
  // The digit is the newest inbound message of this (resolved) thread: "5", then its time.
  await expect(thread(page).locator('[data-direction="inbound"]')).toHaveCount(2);
  await expect(thread(page).locator('[data-direction="inbound"]').last()).toHaveText(/^5\s*\d{1,2}:\d{2}/);
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();

  // 5. The analytics page: the card counts it for the SMS inbox, the list names the customer.
  await page.goto("/analytics");
  const card = page.getByTestId("analytics-csat");
  await expect(card).toBeVisible();
  await card.getByRole("tab", { name: "By inbox" }).click();
  await expect(card.getByRole("row").filter({ hasText: "SMS" }).first()).toBeVisible();
  const answers = page.getByTestId("analytics-csat-responses");
  const answer = answers.getByTestId("csat-response").filter({ hasText: customer.name });
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer.getByRole("img", { name: "5 out of 5" })).toBeVisible();
  await expect(answer).toContainText("No comment");
});
