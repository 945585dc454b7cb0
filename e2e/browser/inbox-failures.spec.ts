import { expect, test } from "@playwright/test";
import { api, customerPhone, simulateCustomer, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";

/**
 * A message the platform refuses shows why under the bubble, and Retry sends the same text
 * again through the composer's route. The sandbox refuses numbers ending in 0000 every time,
 * so the resend fails too: a second failed message, not the first one changed, and the
 * first one's Retry gone so it cannot be sent twice. No console guard: the refused sends are
 * HTTP errors the browser logs on purpose.
 */
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("a failed message shows its reason, and Retry resends it once", async ({ page }) => {
  test.setTimeout(90_000);
  const customer = { phone: customerPhone("0000"), name: `Unreachable ${run}` };
  await page.goto("/inbox");
  await simulateCustomer(page, customer, "Can you call me back?");
  await expect(page.getByTestId("thread-title")).toHaveText(customer.name);

  const box = page.getByRole("textbox", { name: "Reply" });
  await box.fill("We will call you at 5 pm.");
  await box.press("Enter");
  const outbound = thread(page).locator('[data-direction="outbound"]');
  await expect(outbound).toHaveCount(1);
  const failure = outbound.first().getByTestId("message-failure");
  await expect(failure).toContainText("Not sent:");
  await expect(failure).toContainText("Message undeliverable");

  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(failure).toContainText("Resent below, failed again");
  await expect(failure.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(page.getByText("The message failed again")).toBeVisible();
  await expect(outbound).toHaveCount(2);
  await expect(outbound.nth(1)).toContainText("We will call you at 5 pm.");
  await expect(outbound.nth(1).getByTestId("message-failure")).toBeVisible();

  // The server stored two failed sends of the text: the original and the one resend.
  const conversations = await api<{ data: { id: string }[] }>(page.request, "GET", `/api/v1/conversations?q=${encodeURIComponent(customer.name)}`);
  const messages = await api<{ data: { direction: string; status: string; text: string | null }[] }>(page.request, "GET", `/api/v1/conversations/${conversations.data[0].id}/messages`);
  expect(messages.data.filter((m) => m.direction === "outbound").map((m) => [m.status, m.text])).toEqual([
    ["failed", "We will call you at 5 pm."],
    ["failed", "We will call you at 5 pm."],
  ]);
});
