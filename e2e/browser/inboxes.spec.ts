import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, thread } from "./support/inbox";
import { signInAs, signInAsOwner } from "./support/owner";

/**
 * Several numbers on one channel: an admin adds a second sandbox chatapp number on Settings →
 * Inboxes, a customer writes to each number, the inbox filters by the second and a reply goes
 * out of it, and so does a message started from "New conversation" on that number. Then the second number becomes the default, is renamed and deleted (asking first):
 * the default hands back, and its conversation stays readable but can no longer be answered.
 */
const run = Date.now().toString(36);
type Inbox = { id: string; name: string; isDefault: boolean; status: string };
type Message = { conversationId: string; direction: string; text: string | null };

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("a second chatapp number: connect, filter the inbox by it, reply and write first from it, make default, rename, delete", async ({ page }) => {
  test.setTimeout(90_000);
  const r = page.request;
  const name = `Sales line ${run}`;

  // 1. Settings → Inboxes: a second chatapp number, in the sandbox.
  await page.goto("/settings/inboxes");
  await expect(page.getByRole("heading", { name: "Inboxes", level: 2 })).toBeVisible();
  const group = page.getByTestId("inbox-group-chatapp");
  await expect(group.getByTestId("inbox-row").first()).toBeVisible();
  await page.getByRole("button", { name: "Connect another" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect another inbox" });
  await expect(dialog.getByRole("combobox", { name: "Channel" })).toHaveText("Chatapp");
  await expect(dialog.getByRole("radio", { name: "Sandbox" })).toBeChecked();
  // Live asks for the channel's own credentials; the sandbox needs none.
  await dialog.getByRole("radio", { name: "Live" }).click();
  await expect(dialog.getByLabel("Access token")).toBeVisible();
  await dialog.getByRole("radio", { name: "Sandbox" }).click();
  await expect(dialog.getByLabel("Access token")).toHaveCount(0);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Add sandbox number" }).click();
  await expect(page.getByText(`Inbox “${name}” connected`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = group.getByTestId("inbox-row").filter({ hasText: name });
  await expect(row.getByTestId("inbox-mode")).toHaveText("Sandbox");
  await expect(row.getByTestId("inbox-status")).toHaveText("Connected");
  await expect(row.getByTestId("inbox-default")).toHaveCount(0);
  const secondId = (await row.getAttribute("data-inbox-id"))!;
  const chatapp = (await api<{ data: Inbox[] }>(r, "GET", "/api/v1/inboxes?channel=chatapp")).data;
  const main = chatapp.find((i) => i.isDefault)!;
  expect(main.id).not.toBe(secondId);

  // A sandbox test answers at once.
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Test connection" }).click();
  await expect(page.getByText("Connection works")).toBeVisible();

  // 2. One customer writes to the main number, another to the new one (the sandbox's inbound route).
  const toMain = { phone: customerPhone(), name: `Noor ${run}` };
  const toSecond = { phone: customerPhone(), name: `Omar ${run}` };
  await api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: toMain.phone, name: toMain.name, text: "Is the shop open today?", inboxId: main.id });
  const { conversationId } = await api<{ conversationId: string }>(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: toSecond.phone, name: toSecond.name, text: "I'd like a quote for 40 chairs.", inboxId: secondId });

  // 3. The inbox, filtered by the new number: its conversation alone, named with its inbox.
  await page.goto("/inbox");
  const items = page.getByTestId("conversation-item");
  await expect(items.filter({ hasText: toMain.name })).toBeVisible();
  await page.getByRole("combobox", { name: "Inbox" }).click();
  await page.getByRole("option", { name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]inbox=${secondId}`));
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(toSecond.name);
  await expect(items.first().getByTestId("conversation-inbox")).toHaveText(name);

  // 4. Open it and reply: the header says which number answers, and the reply stays in its inbox.
  await items.first().click();
  await expect(page.getByTestId("thread-title")).toHaveText(toSecond.name);
  await expect(page.getByTestId("thread-inbox")).toContainText(name);
  const reply = page.getByRole("textbox", { name: "Reply" });
  const text = `Happy to help, a quote follows ${run}.`;
  await reply.fill(text);
  await reply.press("Enter");
  await expect(thread(page).locator('[data-direction="outbound"]')).toContainText(text);
  const messages = (await api<{ data: Message[] }>(r, "GET", `/api/v1/conversations/${conversationId}/messages`)).data;
  const sent = messages.find((m) => m.direction === "outbound" && m.text === text);
  expect(sent, "the reply is stored").toBeTruthy();
  const conversation = await api<{ inbox: { id: string; name: string } }>(r, "GET", `/api/v1/conversations/${sent!.conversationId}`);
  expect(conversation.inbox).toEqual({ id: secondId, name });

  // 5. Writing first: with two numbers, "New conversation" asks which one writes (the default
  // preselected), and joins the customer's open conversation on the number picked.
  await page.getByRole("button", { name: "New conversation" }).click();
  const start = page.getByRole("dialog", { name: "New conversation" });
  await start.getByRole("searchbox", { name: "Search contacts" }).fill(toSecond.name);
  await start.getByRole("radio", { name: toSecond.name }).click();
  await start.getByRole("radio", { name: /^Chatapp/ }).click();
  const from = start.getByRole("combobox", { name: "From" });
  await expect(from).toContainText(main.name);
  // Nothing open with this customer on the main number: only a template could start one.
  await expect(start.getByTestId("start-window")).toBeVisible();
  await from.click();
  await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  const followUp = `The quote is on its way ${run}.`;
  await start.getByRole("textbox", { name: "Message" }).fill(followUp);
  await start.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]c=${conversationId}`));
  await expect(thread(page).locator('[data-direction="outbound"]').last()).toContainText(followUp);

  // 6. Back in Settings: make it the default, then rename it.
  await page.goto("/settings/inboxes");
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Make default" }).click();
  await expect(page.getByText(`“${name}” is now the Chatapp default`)).toBeVisible();
  await expect(row.getByTestId("inbox-default")).toBeVisible();
  const mainRow = group.locator(`[data-inbox-id="${main.id}"]`);
  await expect(mainRow.getByTestId("inbox-default")).toHaveCount(0);

  const renamed = `Wholesale ${run}`;
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename inbox" });
  await rename.getByLabel("Name").fill(renamed);
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(`Inbox renamed to “${renamed}”`)).toBeVisible();
  const renamedRow = group.locator(`[data-inbox-id="${secondId}"]`);
  await expect(renamedRow.getByTestId("inbox-name")).toHaveText(renamed);

  // 7. Delete, asking first: conversations are kept read-only and the main number is the default again.
  await renamedRow.getByRole("button", { name: `Actions for ${renamed}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete “${renamed}”?` });
  await expect(confirm).toContainText("Its conversations are kept, read-only");
  await expect(confirm.getByTestId("delete-next-default")).toHaveText(`“${main.name}” becomes the Chatapp default.`);
  await confirm.getByRole("button", { name: "Delete inbox" }).click();
  await expect(page.getByText(`Inbox “${renamed}” was deleted`)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await expect(mainRow.getByTestId("inbox-default")).toBeVisible();
  await page.getByRole("switch", { name: /Show deleted/ }).click();
  await expect(renamedRow.getByTestId("inbox-status")).toHaveText("Deleted");
  await expect(renamedRow.getByRole("button", { name: `Actions for ${renamed}` })).toHaveCount(0);

  // 8. Its conversation is still there, read-only.
  await page.goto(`/inbox?c=${conversationId}`);
  await expect(page.getByTestId("thread-inbox")).toContainText(`${renamed} (deleted)`);
  await expect(thread(page).locator('[data-direction="outbound"]').filter({ hasText: followUp })).toBeVisible();
  await expect(page.getByTestId("composer-inbox-deleted")).toContainText(`The inbox “${renamed}” was deleted.`);
  await expect(page.getByRole("textbox", { name: "Reply" })).toHaveCount(0);
});

test("an agent reads the inboxes but cannot change them", async ({ page, browser }) => {
  const agent = { name: `Agent ${run}`, email: `inbox.agent.${run}@northwind.test`, password: "inbox-agent-password-1", role: "agent" };
  await api(page.request, "POST", "/api/v1/users", agent);
  const context = await browser.newContext();
  const agentPage = await context.newPage();
  await signInAs(agentPage, agent);
  await agentPage.goto("/settings/inboxes");
  await expect(agentPage.getByText("Only owners and admins connect, rename and delete inboxes.")).toBeVisible();
  await expect(agentPage.getByTestId("inbox-group-chatapp").getByTestId("inbox-row").first()).toBeVisible();
  await expect(agentPage.getByRole("button", { name: "Connect another" })).toHaveCount(0);
  await expect(agentPage.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  await expect(agentPage.getByRole("button", { name: /^Add / })).toHaveCount(0);
  await context.close();
});
