import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, simulateCustomer, thread } from "./support/inbox";
import { signInAs, signInAsOwner } from "./support/owner";

/**
 * Private notes inside a thread (issue 19): the owner writes a note that @mentions an agent,
 * picked from the suggestions by keyboard; the note sits in the thread marked private, never as
 * a message; the agent, signed in in another browser, finds the conversation under Mentions
 * (with its badge) and reading it clears the badge; deleting the note asks first.
 */
const run = Date.now().toString(36);
// Two browsers, each signing in with bcrypt on a shared machine: more than the default 30 s.
test.setTimeout(90_000);

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("a private note @mentions a teammate, who finds it under Mentions in their own inbox", async ({ page, browser }) => {
  await signInAsOwner(page);
  const agent = { name: `Sara Malik ${run}`, email: `sara.${run}@northwind.test`, password: "sara-password-1" };
  await api(page.request, "POST", "/api/v1/users", { ...agent, role: "agent" });

  const customer = { phone: customerPhone(), name: `Yusuf Demir ${run}` };
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Has my refund been sent?");
  await expect(thread(page).getByText("Has my refund been sent?")).toBeVisible();
  const messagesBefore = await thread(page).getByTestId("message").count();

  // A reply draft survives a visit to the note tab.
  await page.getByRole("textbox", { name: "Reply" }).fill("Let me check");
  await page.getByRole("tab", { name: "Private note" }).click();
  const note = page.getByRole("textbox", { name: "Private note" });
  await note.fill("Hey ");
  await note.pressSequentially(`@sara`);
  const suggestions = page.getByRole("listbox", { name: "Teammates" });
  await expect(suggestions.getByRole("option").filter({ hasText: agent.name })).toBeVisible();
  // Teammates with a word starting "sara" (a retry may have made another): reach ours by keyboard.
  for (let i = 0; i < 8 && !(await suggestions.getByRole("option", { selected: true }).textContent())?.includes(agent.name); i++) await note.press("ArrowDown");
  await note.press("Enter");
  await expect(suggestions).toBeHidden();
  await expect(note).toHaveValue(`Hey @${agent.name} `);
  await note.pressSequentially("can you check the refund?");
  await note.press("Enter");

  const written = thread(page).getByTestId("note");
  await expect(written).toHaveCount(1);
  await expect(written).toContainText("Private note");
  await expect(written.getByTestId("note-mention")).toHaveText(`@${agent.name}`);
  await expect(written).toContainText("can you check the refund?");
  await expect(note).toHaveValue("");
  // A note is not a message: nothing went to the customer.
  await expect(thread(page).getByTestId("message")).toHaveCount(messagesBefore);
  await page.getByRole("tab", { name: "Reply" }).click();
  await expect(page.getByRole("textbox", { name: "Reply" })).toHaveValue("Let me check");

  // Sara, in her own browser: the Mentions tab counts it, lists it, and reading clears it.
  const sara = await newPage(browser);
  await signInAs(sara, agent);
  const mentionsTab = sara.getByRole("tab", { name: /Mentions/ });
  await expect(mentionsTab.getByLabel("1 unread")).toBeVisible();
  await mentionsTab.click();
  await sara.getByRole("list", { name: "Conversation list" }).getByText(customer.name).click();
  await expect(thread(sara).getByTestId("note")).toContainText("can you check the refund?");
  await expect(mentionsTab.getByLabel("1 unread")).toBeHidden();
  await expect(sara.getByRole("list", { name: "Conversation list" }).getByText(customer.name)).toBeVisible();
  await sara.context().close();

  // Deleting asks first, then the note leaves the thread.
  await written.getByRole("button", { name: "Delete note" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByText("Note deleted")).toBeVisible();
  await expect(thread(page).getByTestId("note")).toHaveCount(0);
});
