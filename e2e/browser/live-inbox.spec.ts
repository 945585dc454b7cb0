import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { api, customerPhone, thread } from "./support/inbox";
import { OWNER, signInAs, signInAsOwner } from "./support/owner";

/**
 * The live inbox (issue 30) with two people in two browsers: the owner (this test's page) and
 * an agent. Updates arrive over the stream without a reload and without polling, presence
 * changes reach the other browser, and a teammate typing shows as "… is replying" and asks
 * before sending over it.
 */
const run = Date.now().toString(36);
const AGENT = { name: `Sara Malik ${run}`, email: `sara.live.${run}@northwind.test`, password: "sara-password-1" };
// Two browsers, each signing in on a shared machine: more than the default 30 s.
test.setTimeout(90_000);

async function ensureAgent(owner: Page) {
  const team = await api<{ data: { email: string }[] }>(owner.request, "GET", "/api/v1/users");
  if (!team.data.some((m) => m.email === AGENT.email)) await api(owner.request, "POST", "/api/v1/users", { ...AGENT, role: "agent" });
}

/** The agent in a browser of their own, its console watched as the owner's is. */
async function agentPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("console", (msg) => msg.type() === "error" && problems.push(`console: ${msg.text()}`));
  await signInAs(page, AGENT);
  return { page, problems };
}

/** A customer's conversation, written through the sandbox's inbound API as a phone would. */
async function customerWrites(page: Page, from: string, text: string) {
  return api<{ conversationId: string }>(page.request, "POST", "/api/v1/chatapp/sandbox/inbound", { from, name: `Live customer ${run}`, text });
}

const waitLive = (page: Page) => expect(page.locator('[data-live-status="live"]')).toBeVisible();

test("a customer's message appears in the open thread within a second, with no polling while live", async ({ page }) => {
  await signInAsOwner(page);
  const from = customerPhone();
  const { conversationId } = await customerWrites(page, from, "Hello, anyone there?");
  await page.goto(`/inbox?c=${conversationId}`);
  await expect(thread(page).getByText("Hello, anyone there?")).toBeVisible();
  await waitLive(page);
  // Opening reads the conversation; its own refetches settle before counting.
  await expect(page.getByTestId("conversation-item").filter({ hasText: `Live customer ${run}` }).getByLabel(/unread/)).toHaveCount(0);
  await page.waitForTimeout(1_000);

  const reads: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && url.pathname.startsWith("/api/v1/conversations")) reads.push(`${url.pathname}${url.search}`);
  });
  await page.waitForTimeout(6_000);
  // Before the stream, the open inbox asked every 2.5 s (lists, thread, notes) and every 15 s (unread).
  expect(reads, "conversation reads while nothing happened").toEqual([]);

  await customerWrites(page, from, "Are you open on Sundays?");
  await expect(thread(page).getByText("Are you open on Sundays?")).toBeVisible({ timeout: 1_000 });
  // And it was the stream: the reads came after the event, not from a poll.
  expect(reads.length).toBeGreaterThan(0);
});

test("presence: the agent sets themselves away and back, and the owner's team list follows", async ({ page, browser }) => {
  await signInAsOwner(page);
  await ensureAgent(page);
  const agent = await agentPage(browser);
  await page.goto("/settings/team");
  // A full page load closes one stream as the next opens: the owner stays online throughout.
  await expect(page.getByRole("row").filter({ hasText: OWNER.email }).getByRole("img", { name: "Online" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: AGENT.email });
  await expect(row.getByRole("img", { name: "Online" })).toBeVisible();

  await agent.page.getByRole("button", { name: `Account menu for ${AGENT.name}` }).click();
  await agent.page.getByRole("menuitem", { name: "Set yourself away" }).click();
  await expect(agent.page.getByText("You are away", { exact: true })).toBeVisible();
  await expect(row.getByRole("img", { name: "Away" })).toBeVisible();

  // The assignee picker of a conversation shows the same.
  const { conversationId } = await customerWrites(page, customerPhone(), "Who can help me?");
  await page.goto(`/inbox?c=${conversationId}`);
  await page.getByRole("button", { name: /^Assignee:/ }).click();
  const option = page.getByRole("menuitem").filter({ hasText: AGENT.name });
  await expect(option.getByRole("img", { name: "Away" })).toBeVisible();
  await option.click();
  await expect(page.getByText(`Assigned to ${AGENT.name}`)).toBeVisible();
  // The header names the assignee with their status.
  await expect(page.getByRole("button", { name: `Assignee: ${AGENT.name} (away)` })).toBeVisible();

  await agent.page.getByRole("button", { name: `Account menu for ${AGENT.name}` }).click();
  await agent.page.getByRole("menuitem", { name: "Set yourself online" }).click();
  await expect(page.getByRole("button", { name: `Assignee: ${AGENT.name} (online)` })).toBeVisible();

  // Closing their last tab takes them offline.
  await agent.page.context().close();
  await expect(page.getByRole("button", { name: `Assignee: ${AGENT.name} (offline)` })).toBeVisible({ timeout: 10_000 });
  expect(agent.problems).toEqual([]);
});

test("a teammate typing shows as replying, and sending over it asks first", async ({ page, browser }) => {
  await signInAsOwner(page);
  await ensureAgent(page);
  const { conversationId } = await customerWrites(page, customerPhone(), "I need to change my delivery address");
  const agent = await agentPage(browser);
  await Promise.all([page.goto(`/inbox?c=${conversationId}`), agent.page.goto(`/inbox?c=${conversationId}`)]);
  await Promise.all([waitLive(page), waitLive(agent.page)]);
  const ownerTyping = page.getByTestId("typing-indicator");
  const agentTyping = agent.page.getByTestId("typing-indicator");

  // The agent writes: the owner sees it on the same conversation.
  const agentBox = agent.page.getByRole("textbox", { name: "Reply" });
  await agentBox.pressSequentially("Sure, what is the new");
  await expect(ownerTyping).toHaveText(`${AGENT.name} is replying…`);

  // The owner writes too (the agent sees them) and sends: asked first, they keep editing.
  const ownerBox = page.getByRole("textbox", { name: "Reply" });
  await ownerBox.fill("Hi! Happy to help with that.");
  await expect(agentTyping).toHaveText("Ada Lovelace is replying…");
  await ownerBox.press("Enter");
  const ask = page.getByRole("alertdialog", { name: `${AGENT.name} is replying to this conversation` });
  await expect(ask).toContainText("Send anyway?");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(ownerBox).toHaveValue("Hi! Happy to help with that.");
  await expect(thread(page).getByText("Hi! Happy to help with that.")).toHaveCount(0);

  // The send button asks the same; sending anyway sends.
  await agentBox.pressSequentially(" address?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await ask.getByRole("button", { name: "Send anyway" }).click();
  await expect(thread(page).getByText("Hi! Happy to help with that.")).toBeVisible();
  await expect(ownerBox).toHaveValue("");
  // The owner's box emptied: the agent stops seeing them reply, and sees the message arrive.
  await expect(agentTyping).toBeEmpty();
  await expect(thread(agent.page).getByText("Hi! Happy to help with that.")).toBeVisible({ timeout: 1_000 });

  // The agent clears their draft: "is replying" goes at once, not 6 s later.
  await agentBox.fill("");
  await expect(ownerTyping).toBeEmpty({ timeout: 2_000 });
  expect(agent.problems).toEqual([]);
  await agent.page.context().close();
});

test.describe("desktop notifications", () => {
  test.use({ permissions: ["notifications"] });

  /** Records what the page would show as desktop notifications (the browser's own would show nothing headless). */
  async function recordNotifications(page: Page) {
    await page.addInitScript(() => {
      const shown: { title: string; body?: string }[] = [];
      class Recorder {
        static permission = "granted";
        static requestPermission = async () => "granted";
        onclick: (() => void) | null = null;
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body });
        }
        close() {}
      }
      Object.assign(window, { Notification: Recorder, shownNotifications: shown });
    });
    return () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.map((n) => n.title));
  }

  test("a new conversation, a message in mine and a mention notify, except in the conversation I am looking at", async ({ page, browser }) => {
    await signInAsOwner(page);
    await ensureAgent(page);
    const shown = await recordNotifications(page);
    const me = await api<{ user: { id: string } }>(page.request, "GET", "/api/v1/me");
    await page.goto("/settings/team");
    await waitLive(page);

    const from = customerPhone();
    const customer = `Live customer ${run}`;
    const { conversationId } = await customerWrites(page, from, "Do you ship abroad?");
    await expect.poll(shown).toEqual([`New conversation: ${customer}`]);

    await api(page.request, "POST", `/api/v1/conversations/${conversationId}/assign`, { agentId: me.user.id });
    await customerWrites(page, from, "To Norway, I mean");
    await expect.poll(shown).toEqual([`New conversation: ${customer}`, `${customer} wrote`]);

    const agent = await agentPage(browser);
    await api(agent.page.request, "POST", `/api/v1/conversations/${conversationId}/notes`, { body: "@Ada Lovelace can you take this one?", mentions: [me.user.id] });
    await expect.poll(shown).toEqual([`New conversation: ${customer}`, `${customer} wrote`, `${AGENT.name} mentioned you`]);
    await agent.page.context().close();

    // Looking at the conversation: its news shows in the thread, not as a notification.
    await page.goto(`/inbox?c=${conversationId}`);
    await waitLive(page);
    await customerWrites(page, from, "Or Sweden");
    await expect(thread(page).getByText("Or Sweden")).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shown()).toEqual([]);
  });

  test("the Notifications card saves the choices and shows the browser's permission", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/profile");
    const card = page.locator('[data-slot="card"]').filter({ has: page.getByText("Notifications", { exact: true }) });
    await expect(card.getByTestId("desktop-permission")).toHaveAttribute("data-permission", "granted");
    await expect(card.getByRole("button", { name: "Send a test" })).toBeVisible();

    const sound = card.getByRole("switch", { name: "Play a sound" });
    const wasOn = (await sound.getAttribute("aria-checked")) === "true";
    await sound.click();
    await card.getByRole("button", { name: "Save notifications" }).click();
    await expect(page.getByText("Your notification choices were saved")).toBeVisible();
    await page.reload();
    await expect(card.getByRole("switch", { name: "Play a sound" })).toHaveAttribute("aria-checked", String(!wasOn));
    await expect(card.getByRole("button", { name: "Save notifications" })).toBeDisabled();
  });
});

test("the browser is asked about notifications only when the person clicks", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/profile");
  const permission = page.getByTestId("desktop-permission");
  await expect(permission).toHaveAttribute("data-permission", "default");
  await permission.getByRole("button", { name: "Allow desktop notifications" }).click();
  // Headless Chromium answers at once (no prompt to click): the card shows the answer, the button goes.
  await expect(permission).not.toHaveAttribute("data-permission", "default");
  await expect(permission.getByRole("button", { name: "Allow desktop notifications" })).toBeHidden();
});
