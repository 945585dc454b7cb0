import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { customerPhone } from "./support/inbox";
import { ensureAuthTemplate } from "./support/otp";
import { signInAsOwner } from "./support/owner";

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page);
  await ensureAuthTemplate(page.request);
});

test("an owner changes the one-time code settings from Settings and they stay saved", async ({ page }) => {
  await page.goto("/settings/company");
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "One-time codes" }).click();
  await expect(page).toHaveURL(/\/settings\/one-time-codes$/);
  const length = page.getByLabel("Code length");
  await expect(length).toHaveValue("6");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();

  // The shared schema answers in the form before anything is sent.
  await length.fill("3");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/must be at least 4 digits/i)).toBeVisible();

  await length.fill("8");
  await page.getByLabel("Expires after (minutes)").fill("5");
  await page.getByRole("combobox", { name: "Chatapp template" }).click();
  await page.getByRole("option", { name: "login_code (en_US)" }).click();
  await page.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: "Chatapp" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("One-time code settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Code length")).toHaveValue("8");
  await expect(page.getByLabel("Expires after (minutes)")).toHaveValue("5");
  await expect(page.getByRole("combobox", { name: "Chatapp template" })).toHaveText("login_code (en_US)");
  await expect(page.getByRole("combobox", { name: "Channel" })).toHaveText("Chatapp");

  // Back to the defaults for the other specs.
  await page.getByLabel("Code length").fill("6");
  await page.getByLabel("Expires after (minutes)").fill("10");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("One-time code settings saved")).toBeVisible();
});

test("a test code goes out through the template and a wrong code is refused", async ({ page }) => {
  await page.goto("/settings/one-time-codes");
  await page.getByRole("button", { name: "Send a test code" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a test code" });
  await dialog.getByLabel("Phone number").fill(customerPhone());
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText("Sent by chatapp");
  // The sandbox keeps the code to itself: a guess is what a person mistyping would send.
  await dialog.getByLabel("The code you received").fill("000000");
  await dialog.getByRole("button", { name: "Check" }).click();
  await expect(dialog.getByText("Not verified")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("fits a 390 px wide screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings/one-time-codes");
  await expect(page.getByLabel("Code length")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
