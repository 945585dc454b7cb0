import { expect, test } from "@playwright/test";

// Before the page hydrates (slow network, a script blocked), a form without `method` submits
// itself as GET: the email and password went into the URL, the history and the server logs.
// JavaScript off is "never hydrated": the form must post, and nothing secret reach a URL.
test.use({ javaScriptEnabled: false });

test("the sign-in form posts its password, never as a GET query string", async ({ page }) => {
  const requests: { method: string; url: string }[] = [];
  page.on("request", (r) => requests.push({ method: r.method(), url: r.url() }));
  await page.goto("/login");
  await page.getByLabel("Email").fill("leak-check@example.test");
  await page.getByLabel("Password").fill("never-in-a-url-123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(requests.filter((r) => r.url.includes("never-in-a-url") || r.url.includes("leak-check"))).toEqual([]);
  expect(page.url()).not.toContain("never-in-a-url");
  expect(requests.some((r) => r.method === "POST" && new URL(r.url).pathname === "/login")).toBe(true);
});
