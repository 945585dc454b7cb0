import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { customerPhone, simulateCustomer, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * Scheduling from the inbox on the sandbox connection: a customer writes, the agent schedules a
 * reply a few seconds ahead from the composer, and the worker sends it into the open thread.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("schedule a message from the inbox and see it sent in the thread", async ({ page }) => {
  test.setTimeout(90_000);
  const customer = { phone: customerPhone(), name: `Omar ${run}` };
  const text = `Your appointment is confirmed (${run})`;
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Could you confirm my appointment later?");
  await expect(page.getByTestId("thread-title")).toHaveText(customer.name);

  await page.getByRole("button", { name: "Schedule a message" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a message" });
  await expect(dialog).toBeVisible();
  // Eight seconds ahead, typed as the browser's local time (the input's own format).
  const when = await page.evaluate(() => {
    const d = new Date(Date.now() + 8_000);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });
  await dialog.getByLabel("Send at").fill(when);
  await dialog.getByRole("textbox", { name: "Message text" }).fill(text);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Message scheduled")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Not there yet; then the worker sends it and the thread shows it without a reload.
  const outbound = thread(page).locator('[data-direction="outbound"]').filter({ hasText: text });
  await expect(outbound).toHaveCount(0);
  await expect(outbound).toHaveCount(1, { timeout: 30_000 });
  await expect(outbound.getByTestId("message-status")).toHaveAttribute("data-status", /sent|delivered|read/);

  // The Scheduled page lists it as sent, with its history.
  await page.goto("/scheduled");
  await expect(page.getByRole("heading", { name: "Scheduled", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "List" }).click();
  const row = page.getByTestId("scheduled-row").filter({ hasText: text });
  await expect(row.getByTestId("scheduled-status")).toHaveText("Sent");
  await row.getByRole("button", { name: "History" }).click();
  await expect(page.getByTestId("send-history")).toContainText("sent");
});

test("a scheduled message is cancelled from the list after a confirmation", async ({ page }) => {
  const customer = { phone: customerPhone(), name: `Lena ${run}` };
  const text = `Weekly tips (${run})`;
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Send me your weekly tips please");
  await page.getByRole("button", { name: "Schedule a message" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a message" });
  await dialog.getByRole("textbox", { name: "Message text" }).fill(text);
  await dialog.getByRole("combobox", { name: "Repeat" }).click();
  await page.getByRole("option", { name: "Every week" }).click();
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Message scheduled")).toBeVisible();

  await page.goto("/scheduled");
  await expect(page.getByTestId("calendar-entry").filter({ hasText: customer.name }).first()).toBeVisible();
  await page.getByRole("tab", { name: "List" }).click();
  const row = page.getByTestId("scheduled-row").filter({ hasText: text });
  await expect(row).toContainText("Every week");
  await row.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel message" }).click();
  await expect(page.getByText("Scheduled message cancelled")).toBeVisible();
  await expect(row.getByTestId("scheduled-status")).toHaveText("Cancelled");
});
