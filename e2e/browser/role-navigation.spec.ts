import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/console-guard";
import { signInAs, signInAsOwner } from "./support/owner";

/**
 * The navigation fits the role: an agent and a marketer (made through the team API by the
 * owner) see only the areas their scopes open, and a locked page names the roles that can.
 */
const run = Date.now().toString(36);
const PASSWORD = "role-check-password-1";

async function member(owner: Page, role: "agent" | "marketer") {
  const who = { name: `${role} ${run}`, email: `${role}.${run}@northwind.test`, password: PASSWORD, role };
  const res = await owner.request.post("/api/v1/users", { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return who;
}

async function signedIn(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, who);
  return page;
}

// Two signed-in people on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const areas = (page: Page) => page.getByRole("navigation", { name: "Areas" });

test("an agent sees the areas they can use, and a locked page names the roles that can", async ({ page, browser }) => {
  await signInAsOwner(page);
  const agent = await signedIn(browser, await member(page, "agent"));

  await expect(areas(agent).getByRole("link", { name: "Inbox" })).toBeVisible();
  await expect(areas(agent).getByRole("link", { name: "Contacts" })).toBeVisible();
  // Agents hold no webhooks:read: the area is gone from the navigation.
  await expect(areas(agent).getByRole("link", { name: "Webhooks" })).toHaveCount(0);

  await agent.goto("/settings/team");
  const tabs = agent.getByRole("navigation", { name: "Settings sections" });
  await expect(tabs.getByRole("link", { name: "Team", exact: true })).toBeVisible();
  // Teams are read by every role (the assign menu and the team filter use them).
  await expect(tabs.getByRole("link", { name: "Teams", exact: true })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "API tokens" })).toHaveCount(0);

  // The template builder names every role holding templates:write, marketers included.
  await agent.goto("/templates/new");
  await expect(agent.getByTestId("locked-state")).toContainText("Your role can't create templates");
  await expect(agent.getByTestId("locked-state")).toContainText("Owners, admins and marketers can build templates");
  await agent.context().close();
});

test("a marketer sees webhooks and the template builder, and API tokens stay with owners and admins", async ({ page, browser }) => {
  await signInAsOwner(page);
  const marketer = await signedIn(browser, await member(page, "marketer"));

  await expect(areas(marketer).getByRole("link", { name: "Webhooks" })).toBeVisible();
  await expect(areas(marketer).getByRole("link", { name: "Workflows" })).toBeVisible();

  await marketer.goto("/templates/new");
  await expect(marketer.getByRole("heading", { name: "New template" })).toBeVisible();
  await expect(marketer.getByTestId("locked-state")).toHaveCount(0);

  await marketer.goto("/settings/tokens");
  await expect(marketer.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "API tokens" })).toHaveCount(0);
  await expect(marketer.getByTestId("locked-state")).toContainText("Owners and admins can create API tokens");
  await marketer.context().close();
});
