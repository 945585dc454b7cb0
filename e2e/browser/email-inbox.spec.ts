import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { thread } from "./support/inbox";
import { customerWritesFromPanel, useSandbox } from "./support/layer-channel";
import { signInAsOwner } from "./support/owner";

/**
 * Email in the dashboard (issue 29): the sandbox mailbox on Settings → Channels, a customer's
 * email in the inbox under its subject, the agent's reply into the same thread ("Re:" the
 * subject), the customer's answer joining it, and a first email with its own subject.
 */
const run = Date.now().toString(36);
const channel = { key: "email", label: "Email", fromLabel: "Customer email" } as const;

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("email sandbox: a customer's email, a reply in its thread and their answer", async ({ page }) => {
  test.setTimeout(90_000);
  await useSandbox(page, channel);
  await expect(page.getByTestId("channel-email")).toContainText(/support-\d{6}@example\.com/);

  const customer = { id: `ana.${run}@example.org`, name: `Ana ${run}` };
  await customerWritesFromPanel(page, channel, customer, "Where is my order 1042?", { subject: `Order 1042 ${run}` });
  const inbound = thread(page).locator('[data-direction="inbound"]').last();
  await expect(inbound.getByTestId("email-subject")).toHaveText(`Order 1042 ${run}`);

  const composer = page.getByTestId("email-composer");
  const reply = composer.getByRole("textbox", { name: "Reply" });
  await reply.fill("It ships tomorrow.");
  await reply.press("Enter");
  await expect(reply).toHaveValue("");
  const sent = thread(page).locator('[data-direction="outbound"]').last();
  await expect(sent).toContainText("It ships tomorrow.");
  await expect(sent.getByTestId("email-subject")).toHaveText(`Re: Order 1042 ${run}`);
  await expect(sent.getByTestId("message-status")).toHaveAttribute("data-status", "sent");

  // The customer answers: the same conversation, under the thread's subject.
  await customerWritesFromPanel(page, channel, customer, "Thanks, that works.");
  await expect(page.getByTestId("conversation-item").filter({ hasText: customer.name })).toHaveCount(1);
  await expect(thread(page).locator('[data-direction="inbound"]')).toHaveCount(2);

  // A new subject starts a new line of the thread.
  await composer.getByRole("textbox", { name: "Subject" }).fill(`Your invoice ${run}`);
  await reply.fill("Your invoice is attached to your account.");
  await reply.press("Enter");
  await expect(thread(page).locator('[data-direction="outbound"]').last().getByTestId("email-subject")).toHaveText(`Your invoice ${run}`);
});
