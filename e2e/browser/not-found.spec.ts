import { expect, test } from "@playwright/test";
import { signInAsOwner } from "./support/owner";

// Plain `test`: the browser logs the 404 response itself as a console error, which is the point here.

test("an unknown address shows the branded not-found page with a way back", async ({ page }) => {
  await signInAsOwner(page);
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page does not exist", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
});

test("the API reference has a way back to the dashboard", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/docs");
  // Scalar's own script takes the page over; the link stays on top of it.
  const back = page.getByTestId("docs-back");
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute("href", "/inbox");
});
