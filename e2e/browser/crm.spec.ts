import { expect, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * Tickets, leads and tasks in the dashboard: a ticket moved across the board by pointer drag
 * and by keyboard (each move checked through the API), and a task created from a conversation
 * in the inbox, then completed from the tasks list.
 */
const run = Date.now().toString(36);
type Ticket = { id: string; status: string };

async function customer(page: Page, name: string) {
  return api<{ conversationId: string }>(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from: customerPhone(), name, text: "My parcel never arrived" });
}
async function contactOf(page: Page, conversationId: string) {
  return (await api<{ contact: { id: string } }>(page.request, "GET", `/api/v1/conversations/${conversationId}`)).contact.id;
}
const statusOf = (page: Page, id: string) => api<Ticket>(page.request, "GET", `/api/v1/tickets/${id}`).then((t) => t.status);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("move a ticket across the board by dragging and by keyboard", async ({ page }) => {
  const { conversationId } = await customer(page, `Nadia ${run}`);
  const subject = `Parcel lost ${run}`;
  const ticket = await api<Ticket>(page.request, "POST", "/api/v1/tickets", { subject, priority: "HIGH", contactId: await contactOf(page, conversationId), conversationId });

  await page.goto("/tickets");
  await page.getByRole("textbox", { name: "Search tickets" }).fill(subject);
  const card = page.getByTestId("ticket-card").filter({ hasText: subject });
  await expect(page.getByTestId("column-OPEN").getByTestId("ticket-card").filter({ hasText: subject })).toBeVisible();

  // Pointer: grab the card by its lower edge (the subject is a button that opens the sheet) and drop it on Pending.
  const from = (await card.boundingBox())!;
  const target = (await page.getByTestId("column-PENDING").boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + from.height - 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText("Moved to Pending")).toBeVisible();
  await expect(page.getByTestId("column-PENDING").getByTestId("ticket-card").filter({ hasText: subject })).toBeVisible();
  await expect.poll(() => statusOf(page, ticket.id)).toBe("PENDING");

  // Keyboard: focus the card, space picks it up, right arrow goes to the next column, space drops.
  // Each key waits for the board's announcement of the last one: the keyboard sensor measures the
  // columns after the pick-up, and an arrow pressed before that is ignored.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByTestId("column-PENDING").getByTestId("ticket-card").filter({ hasText: subject }).focus();
  await page.keyboard.press("Space");
  // Picked up in its own column: the board announces the pick-up, then the column it is over.
  await expect(announced).toHaveText(/^(Picked up ticket .*|Over Pending)$/);
  // An arrow the board could not take yet leaves it over Pending: press again only then, so a
  // late first press cannot carry the card past Resolved.
  await expect(async () => {
    if ((await announced.textContent())?.includes("Over Resolved")) return;
    await page.keyboard.press("ArrowRight");
    await expect(announced).toContainText("Over Resolved", { timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
  await expect(page.getByText("Moved to Resolved")).toBeVisible();
  await expect(page.getByTestId("column-RESOLVED").getByTestId("ticket-card").filter({ hasText: subject })).toBeVisible();
  await expect.poll(() => statusOf(page, ticket.id)).toBe("RESOLVED");

  // The sheet shows it and offers only the allowed moves from Resolved.
  await page.getByTestId("column-RESOLVED").getByRole("button", { name: subject, exact: true }).click();
  const sheet = page.getByTestId("ticket-sheet");
  await expect(sheet.getByRole("heading", { name: subject })).toBeVisible();
  await sheet.getByLabel("Status").click();
  await expect(page.getByRole("option")).toHaveText(["Open", "Resolved", "Closed"]);
  await page.getByRole("option", { name: "Closed" }).click();
  await expect(page.getByText("Moved to Closed")).toBeVisible();
  await expect.poll(() => statusOf(page, ticket.id)).toBe("CLOSED");
});

test("create a task from a conversation and complete it from the tasks list", async ({ page }) => {
  const name = `Tomas ${run}`;
  const { conversationId } = await customer(page, name);
  const title = `Call ${name} about the refund`;
  await page.goto(`/inbox?c=${conversationId}`);
  await expect(page.getByTestId("thread-title")).toHaveText(name);

  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByRole("menuitem", { name: "Create task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await expect(dialog).toContainText(`About ${name}`);
  // Empty title is refused in the form, naming the field.
  await dialog.getByRole("button", { name: "Create task" }).click();
  await expect(dialog.getByText("Is required")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create task" }).click();
  await expect(page.getByText("Task created")).toBeVisible();
  await expect(dialog).toBeHidden();

  const tasks = await api<{ data: { id: string; title: string; conversationId: string }[] }>(page.request, "GET", `/api/v1/tasks?conversationId=${conversationId}`);
  expect(tasks.data.map((t) => t.title)).toEqual([title]);

  await page.goto("/tasks");
  await page.getByRole("textbox", { name: "Search tasks" }).fill(name);
  const row = page.getByTestId("task-row").filter({ hasText: title });
  await expect(row).toContainText(name);
  await row.getByRole("checkbox", { name: `Complete ${title}` }).click();
  await expect(page.getByText("Task completed")).toBeVisible();
  await expect.poll(async () => (await api<{ status: string }>(page.request, "GET", `/api/v1/tasks/${tasks.data[0]!.id}`)).status).toBe("COMPLETED");
  // The default view lists what is left to do: the completed task leaves it.
  await expect(row).toHaveCount(0);
});
