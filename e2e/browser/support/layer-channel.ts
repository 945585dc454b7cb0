import { expect, type Page } from "@playwright/test";
import { thread } from "./inbox";

/** A channel on the layer; `fromLabel` is the simulate panel's label for the customer's id ("Customer user ID" unless given). */
type Layer = { key: "photoapp" | "socialchat" | "botchat" | "sms" | "email"; label: "Photoapp" | "Socialchat" | "Botchat" | "SMS" | "Email"; fromLabel?: string };

/** Settings → Channels: the channel on the built-in sandbox (switching only if it is not). */
export async function useSandbox(page: Page, channel: Layer) {
  await page.goto("/settings/channels");
  const card = page.getByTestId(`channel-${channel.key}`);
  await expect(card.getByTestId("channel-status")).toBeVisible();
  if (!(await card.getByTestId("channel-mode").filter({ hasText: "Sandbox" }).isVisible())) {
    await card.getByRole("button", { name: "Use the sandbox" }).click();
    await expect(page.getByText("Switched to the sandbox")).toBeVisible();
  }
  await expect(card.getByTestId("channel-status")).toHaveText("Connected");
  await expect(card.getByTestId("channel-mode")).toHaveText("Sandbox");
}

/** The inbox's simulate panel on the channel: the customer's message opens their conversation, marked with the channel. */
export async function customerWritesFromPanel(page: Page, channel: Layer, customer: { id: string; name: string }, text: string, opts: { subject?: string } = {}) {
  await page.goto("/inbox");
  const panel = page.getByTestId("simulate-customer");
  await panel.getByRole("button", { name: /Simulate customer/ }).click();
  const picker = panel.getByRole("combobox", { name: "Channel" });
  if (await picker.isVisible()) {
    await picker.click();
    await page.getByRole("option", { name: channel.label }).click();
  }
  await panel.getByLabel(channel.fromLabel ?? "Customer user ID").fill(customer.id);
  await panel.getByLabel("Profile name").fill(customer.name);
  if (opts.subject) await panel.getByRole("textbox", { name: "Subject" }).fill(opts.subject);
  await panel.getByRole("textbox", { name: "Message" }).fill(text);
  await panel.getByRole("button", { name: "Send as customer" }).click();
  await expect(page.getByText("The customer’s message arrived")).toBeVisible();
  await expect(page.getByTestId("thread-title")).toHaveText(customer.name);
  const item = page.getByTestId("conversation-item").filter({ hasText: customer.name });
  await expect(item.getByTestId("conversation-channel")).toHaveAttribute("data-channel", channel.key.toUpperCase());
  await expect(thread(page).locator('[data-direction="inbound"]').last()).toContainText(text);
}
