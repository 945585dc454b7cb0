import { expect, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, thread } from "./support/inbox";
import { signInAsOwner } from "./support/owner";
import { startSite } from "./support/widget-site";

/**
 * The website chat end to end: a visitor on a page served from another origin opens the
 * widget, fills the pre-chat form and writes; the agent answers in the inbox; the visitor sees
 * the answer without reloading, reloads and keeps the conversation. A page on an origin the
 * company does not allow gets no widget, and the server refuses it.
 */
const run = Date.now().toString(36);

type Settings = { companyId: string };

async function configure(page: Page, allowed: string[]) {
  const s = await api<Settings>(page.request, "PUT", "/api/v1/widget/settings", { enabled: true, preChatForm: "name_email", greeting: "Hi! Ask us anything.", displayName: "Blue Shoes", primaryColor: "#0f766e", allowedOrigins: allowed });
  return s.companyId;
}

test("a visitor on another origin chats with an agent in real time and keeps the conversation across reloads", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsOwner(page);
  const companyId = (await api<Settings>(page.request, "GET", "/api/v1/widget/settings")).companyId;
  const site = await startSite(companyId);
  try {
    await configure(page, [site.origin]);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.origin);
    const launcher = visitor.getByRole("button", { name: "Chat with Blue Shoes" });
    await expect(launcher).toBeVisible();
    await launcher.click();
    const panel = visitor.getByRole("dialog", { name: "Blue Shoes" });
    await expect(panel).toContainText("Hi! Ask us anything.");
    // The pre-chat form comes first.
    await panel.getByLabel("Name").fill(`Vera ${run}`);
    await panel.getByLabel("Email").fill(`vera-${run}@example.com`);
    await panel.getByRole("button", { name: "Start chat" }).click();
    const box = panel.getByRole("textbox", { name: "Message" });
    await box.fill("Do these come in size 39?");
    await box.press("Enter");
    await expect(panel.locator('.m.visitor[data-status="received"]')).toHaveText("Do these come in size 39?");

    // The agent answers from the inbox.
    await page.goto("/inbox");
    await page.getByTestId("conversation-item").filter({ hasText: `Vera ${run}` }).click();
    await expect(thread(page).locator('[data-direction="inbound"]')).toContainText("Do these come in size 39?");
    const composer = page.getByTestId("webchat-composer");
    await composer.getByRole("textbox", { name: "Reply" }).fill("Yes, from 35 to 46.");
    await composer.getByRole("textbox", { name: "Reply" }).press("Enter");
    await expect(thread(page).locator('[data-direction="outbound"]').last()).toContainText("Yes, from 35 to 46.");

    // The visitor sees it without reloading, and the agent's message becomes read.
    await expect(panel.locator(".m.agent").last()).toHaveText("Yes, from 35 to 46.");
    await expect(thread(page).locator('[data-direction="outbound"]').last().locator("[data-status]")).toHaveAttribute("data-status", "read", { timeout: 20_000 });

    // After a reload the conversation is still there.
    await visitor.reload();
    await visitor.getByRole("button", { name: "Chat with Blue Shoes" }).click();
    const again = visitor.getByRole("dialog", { name: "Blue Shoes" });
    await expect(again.locator(".m.visitor")).toHaveText(["Do these come in size 39?"]);
    await expect(again.locator(".m.agent").last()).toHaveText("Yes, from 35 to 46.");
    await expect(again.getByRole("button", { name: "Start chat" })).toBeHidden();

    // And it keeps streaming after the reload.
    await composer.getByRole("textbox", { name: "Reply" }).fill("Anything else?");
    await composer.getByRole("textbox", { name: "Reply" }).press("Enter");
    await expect(again.locator(".m.agent").last()).toHaveText("Anything else?");
    // The agent sees the visitor typing.
    await again.getByRole("textbox", { name: "Message" }).pressSequentially("Thanks", { delay: 30 });
    await expect(composer.getByTestId("webchat-presence")).toHaveText("The visitor is typing…", { timeout: 10_000 });
    await visitorContext.close();
  } finally {
    await site.close();
  }
});

test("a page on an origin the company does not allow gets no widget", async ({ page, browser }) => {
  await signInAsOwner(page);
  const companyId = (await api<Settings>(page.request, "GET", "/api/v1/widget/settings")).companyId;
  const allowed = await startSite(companyId);
  const refused = await startSite(companyId);
  try {
    await configure(page, [allowed.origin]);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    // The browser refuses the config answer (no CORS header for this origin)...
    const config = visitor.waitForEvent("requestfailed", (r) => r.url().endsWith(`/api/widget/${companyId}/config`));
    const errors: string[] = [];
    visitor.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    await visitor.goto(refused.origin);
    await config;
    await visitor.waitForTimeout(300);
    await expect(visitor.getByRole("button", { name: /Chat with/ })).toHaveCount(0);
    expect(await visitor.locator("#svc-chat-widget").count()).toBe(0);
    expect(errors.some((e) => /CORS|Access-Control-Allow-Origin/.test(e)), errors.join("\n")).toBe(true);
    // ...because the server refused it: 403, and no Access-Control-Allow-Origin.
    const direct = await page.request.get(`/api/widget/${companyId}/config`, { headers: { origin: refused.origin } });
    expect(direct.status()).toBe(403);
    expect(direct.headers()["access-control-allow-origin"]).toBeUndefined();
    const ok = await page.request.get(`/api/widget/${companyId}/config`, { headers: { origin: allowed.origin } });
    expect(ok.headers()["access-control-allow-origin"]).toBe(allowed.origin);
    await context.close();
  } finally {
    await allowed.close();
    await refused.close();
  }
});
