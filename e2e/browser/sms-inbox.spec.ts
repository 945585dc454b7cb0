import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { customerPhone, thread } from "./support/inbox";
import { customerWritesFromPanel, useSandbox } from "./support/layer-channel";
import { signInAsOwner } from "./support/owner";

/**
 * SMS in the dashboard (issue 16): an admin switches it to the built-in sandbox on Settings →
 * Channels, a customer texts in, and the agent sees the segments a reply will be billed as
 * while typing (GSM-7, the warning from 3 segments, UCS-2 and the character forcing it). The
 * sandbox reports a send delivered a second later, and a number ending 0000 undelivered.
 */
const run = Date.now().toString(36);
const channel = { key: "sms", label: "SMS", fromLabel: "Customer phone" } as const;

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
});

test("sms sandbox: a texter, the live segment counter, a reply delivered and one undelivered", async ({ page }) => {
  test.setTimeout(90_000);

  // 1. The card: the sandbox number and account.
  await useSandbox(page, channel);
  const card = page.getByTestId("channel-sms");
  await expect(card).toContainText(/\+1555010\d{4}/);
  await expect(card).toContainText("ACsandbox");
  await expect(card).toContainText("numbers ending in 0000 come back undelivered");

  // 2. A customer texts in.
  const customer = { id: customerPhone(), name: `Priya ${run}` };
  await customerWritesFromPanel(page, channel, customer, "Is my table for 4 still on at 8?");

  // 3. The counter follows the text: GSM-7 splits at 160, warns from 3 segments, and an emoji makes it UCS-2.
  const composer = page.getByTestId("sms-composer");
  const reply = composer.getByRole("textbox", { name: "Reply" });
  const count = composer.getByTestId("sms-segment-count");
  await expect(count).toHaveText("1 segment · 0/160 characters · GSM-7");
  await reply.fill("x".repeat(161));
  await expect(count).toHaveText("2 segments · 161/306 characters · GSM-7");
  await reply.fill("x".repeat(307));
  await expect(count).toHaveText("3 segments · 307/459 characters · GSM-7 — billed as 3 messages");
  await expect(composer.getByTestId("sms-ucs2-note")).toHaveCount(0);

  const text = "Yes, see you at 8 🎉";
  await reply.fill(text);
  // The emoji takes two of UCS-2's 70 places: 18 characters and the emoji are 20.
  await expect(count).toHaveText("1 segment · 20/70 characters · UCS-2");
  await expect(composer.getByTestId("sms-ucs2-note")).toHaveText("🎉 forces UCS-2: 70 characters per segment. Replace it to fit 160.");

  // 4. Enter sends: the message shows what it was billed as, and the sandbox reports it delivered.
  await reply.press("Enter");
  await expect(reply).toHaveValue("");
  const sent = thread(page).locator('[data-direction="outbound"]').last();
  await expect(sent).toContainText(text);
  await expect(sent.getByTestId("message-meta-note")).toHaveText("· 1 segment · UCS-2");
  await expect(sent.getByTestId("message-status")).toHaveAttribute("data-status", "delivered", { timeout: 15_000 });
  await expect(count).toHaveText("1 segment · 0/160 characters · GSM-7");

  // 5. A number the carrier cannot reach: accepted, then undelivered with the carrier's reason.
  const unreachable = { id: customerPhone("0000"), name: `Unreachable ${run}` };
  await customerWritesFromPanel(page, channel, unreachable, "Call me back?");
  await reply.fill("We tried to call you, please text us a good time.");
  await reply.press("Enter");
  const failed = thread(page).locator('[data-direction="outbound"]').last();
  await expect(failed).toContainText("We tried to call you");
  const status = failed.getByTestId("message-status");
  await expect(status).toHaveAttribute("data-status", "failed", { timeout: 15_000 });
  await expect(status).toHaveAccessibleName(/Unreachable destination handset \(code 30003\)/);
  await status.focus();
  await expect(page.getByRole("tooltip")).toContainText("Unreachable destination handset (code 30003)");
});
