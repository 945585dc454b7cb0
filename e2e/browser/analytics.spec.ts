import { expect } from "@playwright/test";
import { test } from "./support/console-guard";
import { seedAnalytics } from "./support/analytics-seed";
import { signInAsOwner } from "./support/owner";

/** The analytics page: charts for the default range, then a range with nothing in it, then all time. */
test("analytics: open it, change the range, the charts follow", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsOwner(page);
  await seedAnalytics(page.request);

  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const volume = page.getByTestId("analytics-volume");
  await expect(volume.getByRole("img", { name: "Messages per day" })).toBeVisible();
  await expect(page.getByTestId("tile-messages").getByText(/^\d+$/)).toBeVisible();
  await expect(page.getByTestId("analytics-agents").getByRole("row")).not.toHaveCount(0);

  // A custom range before any message: every chart says so.
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "Custom range" }).click();
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2020-01-01");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/range=custom&from=2020-01-01&to=2020-01-31/);
  await expect(volume.getByTestId("analytics-empty")).toBeVisible();
  await expect(page.getByTestId("tile-messages").getByText("0", { exact: true })).toBeVisible();

  // All time: the charts come back, and a chart's CSV holds what it shows.
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "All time" }).click();
  await expect(volume.getByRole("img", { name: "Messages per day" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Channels as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("channels.csv");
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toMatch(/^channel,messages,inbound,outbound.*\r\nchatapp,\d+,/);
});
