import { expect, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api } from "./support/inbox";
import { signInAs, signInAsOwner } from "./support/owner";

/**
 * Teams and routing (issue 31): an admin makes a team in Settings → Teams, gives a new inbox
 * that team and round-robin, and a customer's message lands in the online team member's
 * "Mine" tab with nobody assigning it by hand. The inbox is the test's own, so other specs'
 * conversations are never auto-assigned.
 */
const run = Date.now().toString(36);
const AGENT = { name: `Rami Haddad ${run}`, email: `rami.routing.${run}@northwind.test`, password: "rami-password-1" };
const TEAM = `Front desk ${run}`;
const INBOX = `Routing bot ${run}`;
test.setTimeout(90_000);

async function agentOnline(page: Page) {
  const agent = await (await page.context().browser()!.newContext()).newPage();
  await signInAs(agent, AGENT);
  // A dashboard tab holds the live stream: the agent is online.
  await expect(agent.locator('[data-live-status="live"]')).toBeVisible();
  return agent;
}

test("create a team, give an inbox round-robin, and a simulated customer reaches the online agent", async ({ page }) => {
  await signInAsOwner(page);
  await api(page.request, "POST", "/api/v1/users", { ...AGENT, role: "agent" });
  const inbox = await api<{ id: string }>(page.request, "POST", "/api/v1/inboxes", { channel: "botchat", mode: "sandbox", name: INBOX });

  await page.goto("/settings/teams");
  await page.getByRole("button", { name: "New team" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(TEAM);
  await dialog.getByRole("checkbox", { name: AGENT.name }).check();
  await dialog.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByText(`Team “${TEAM}” was created`)).toBeVisible();
  const card = page.getByTestId("team").filter({ hasText: TEAM });
  await expect(card).toContainText(AGENT.name);
  await expect(card).toContainText("Works no inbox yet");

  await page.goto("/settings/inboxes");
  const row = page.getByTestId("inbox-row").filter({ hasText: INBOX });
  await row.getByRole("button", { name: `Actions for ${INBOX}` }).click();
  await page.getByRole("menuitem", { name: "Inbox settings" }).click();
  await expect(page.getByRole("heading", { name: INBOX })).toBeVisible();
  await page.getByRole("combobox", { name: "Team" }).click();
  await page.getByRole("option", { name: TEAM }).click();
  await page.getByRole("combobox", { name: "Auto-assignment" }).click();
  await page.getByRole("option", { name: "Round-robin" }).click();
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByText("Assignment saved")).toBeVisible();
  await page.goto("/settings/inboxes");
  await expect(page.getByTestId("inbox-row").filter({ hasText: INBOX }).getByTestId("inbox-assignment")).toHaveText(`${TEAM} · Round-robin`);

  const agent = await agentOnline(page);
  const customer = `Routed customer ${run}`;
  const { conversationId } = await api<{ conversationId: string }>(page.request, "POST", "/api/v1/channels/botchat/sandbox/inbound", { from: `7${Date.now() % 1e9}`, name: customer, text: "I need help with my order", inboxId: inbox.id });

  // Nobody assigns it: it arrives in the agent's Mine tab by itself.
  await agent.goto("/inbox?tab=mine");
  await expect(agent.getByTestId("conversation-item").filter({ hasText: customer })).toBeVisible({ timeout: 15_000 });
  await page.goto(`/inbox?c=${conversationId}&status=any`);
  await expect(page.getByRole("button", { name: new RegExp(`^Assignee: ${AGENT.name}.*team ${TEAM}`) })).toBeVisible();
  await agent.context().close();
  await api(page.request, "DELETE", `/api/v1/inboxes/${inbox.id}`);
});
