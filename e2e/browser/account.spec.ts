import { expect, test, type Browser, type Page } from "@playwright/test";
import { OWNER, signInAs, signInAsOwner } from "./support/owner";

/**
 * Account basics as people use them: an invitation accepted in another browser, the profile's
 * password change and "sign out of other sessions" seen from a second browser, and sign-in
 * returning to the page that was asked for. Specs never change Ada's own password or
 * sessions (other specs sign in as her); they make people of their own.
 */
// Two or three browsers each, signing in with bcrypt on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function addMember(page: Page, role = "agent") {
  const who = { name: `Pat ${stamp()}`, email: `pat.${stamp()}@northwind.test`, role, password: "first-password-1" };
  await signInAsOwner(page);
  const res = await page.request.post("/api/v1/users", { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return who;
}

test("an owner invites someone who accepts in another browser and lands signed in with the invited role", async ({ page, browser }) => {
  const email = `mara.${stamp()}@northwind.test`;
  await signInAsOwner(page);
  await page.goto("/settings/team");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Marketer" }).click();
  await dialog.getByRole("button", { name: "Create invite link" }).click();
  const link = (await page.getByTestId("one-time-link").textContent())!.trim();
  expect(link).toMatch(/\/invite\?token=[0-9A-Za-z]{43}$/);
  await page.getByRole("button", { name: "Done" }).click();
  const pending = page.getByRole("list", { name: "Pending invitations" });
  await expect(pending.getByText(email)).toBeVisible();

  const invitee = await newPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: /^Join / })).toBeVisible();
  await expect(invitee.getByTestId("invite-email")).toHaveText(email);
  await invitee.getByLabel("Your name").fill("Mara Marketer");
  await invitee.getByLabel("Choose a password").fill("mara-password-1");
  await invitee.getByRole("button", { name: "Join the team" }).click();
  await expect(invitee).toHaveURL(/\/inbox$/);
  const me = await (await invitee.request.get("/api/v1/me")).json();
  expect(me.user).toMatchObject({ email, role: "marketer", name: "Mara Marketer" });
  await expect(invitee.getByRole("button", { name: "Account menu for Mara Marketer" })).toBeVisible();

  // The link worked once.
  const again = await newPage(browser);
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "This invitation can't be used" })).toBeVisible();
  await expect(again.getByText("This invitation link was already used")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("row", { name: /Mara Marketer/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
});

test("an owner revokes a pending invitation and its link stops working", async ({ page, browser }) => {
  const email = `revoked.${stamp()}@northwind.test`;
  await signInAsOwner(page);
  await page.goto("/settings/team");
  await page.getByRole("button", { name: "Invite member" }).click();
  await page.getByRole("dialog", { name: "Invite a team member" }).getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create invite link" }).click();
  const link = (await page.getByTestId("one-time-link").textContent())!.trim();
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: `Revoke the invitation for ${email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke invitation" }).click();
  await expect(page.getByText(`The invitation for ${email} was revoked`)).toBeVisible();

  const invitee = await newPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByText("This invitation was revoked; ask for a new link")).toBeVisible();
});

test("the profile changes the name and the password; other browsers are signed out, this one stays", async ({ page, browser }) => {
  const who = await addMember(page);
  const here = await newPage(browser);
  const elsewhere = await newPage(browser);
  await signInAs(here, who);
  await signInAs(elsewhere, who);

  await here.getByRole("button", { name: `Account menu for ${who.name}` }).click();
  await here.getByRole("menuitem", { name: "Your profile" }).click();
  await expect(here).toHaveURL(/\/profile$/);
  await expect(here.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
  await here.getByLabel("Name").fill("Pat Renamed");
  await here.getByRole("button", { name: "Save name" }).click();
  await expect(here.getByText("Your name was saved")).toBeVisible();
  await expect(here.getByRole("button", { name: "Account menu for Pat Renamed" })).toBeVisible();

  await here.getByLabel("Current password").fill("not-my-password");
  await here.getByLabel("New password").fill("second-password-2");
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByText("Is not your current password")).toBeVisible();

  await here.getByLabel("Current password").fill(who.password);
  await here.getByRole("button", { name: "Change password" }).click();
  await expect(here.getByText("Password changed")).toBeVisible();

  await here.reload();
  await expect(here.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
  await elsewhere.goto("/contacts");
  await expect(elsewhere).toHaveURL(/\/login\?callbackUrl=%2Fcontacts$/);
  // The old password no longer works; the new one does, and returns to the page asked for.
  await elsewhere.getByLabel("Email").fill(who.email);
  await elsewhere.getByLabel("Password").fill(who.password);
  await elsewhere.getByRole("button", { name: "Sign in" }).click();
  await expect(elsewhere.getByText("Incorrect email or password.")).toBeVisible();
  await elsewhere.getByLabel("Password").fill("second-password-2");
  await elsewhere.getByRole("button", { name: "Sign in" }).click();
  await expect(elsewhere).toHaveURL(/\/contacts$/);
});

test("sign out of other sessions ends the second browser's session and keeps this one", async ({ page, browser }) => {
  const who = await addMember(page, "marketer");
  const here = await newPage(browser);
  const elsewhere = await newPage(browser);
  await signInAs(here, who);
  await signInAs(elsewhere, who);
  await elsewhere.goto("/templates");
  await expect(elsewhere.getByRole("heading", { level: 1 })).toBeVisible();

  await here.goto("/profile");
  await here.getByRole("button", { name: "Sign out of other sessions" }).click();
  const confirm = here.getByRole("alertdialog", { name: "Sign out of other sessions?" });
  await confirm.getByRole("button", { name: "Sign out others" }).click();
  await expect(here.getByText("Signed out of your other sessions")).toBeVisible();

  await here.goto("/contacts");
  await expect(here).toHaveURL(/\/contacts$/);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login\?callbackUrl=%2Ftemplates$/);
  expect((await elsewhere.request.get("/api/v1/me")).status()).toBe(401);
});

test("an owner's reset link lets a member set a new password in another browser", async ({ page, browser }) => {
  const who = await addMember(page);
  await page.goto("/settings/team");
  await page.getByRole("button", { name: `Password reset link for ${who.name}` }).click();
  const link = (await page.getByTestId("one-time-link").textContent())!.trim();
  expect(link).toMatch(/\/reset-password\?token=[0-9A-Za-z]{43}$/);
  await page.getByRole("button", { name: "Done" }).click();

  const member = await newPage(browser);
  await member.goto(link);
  await member.getByLabel("New password").fill("reset-by-link-3");
  await member.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(member).toHaveURL(/\/inbox$/);
  expect((await (await member.request.get("/api/v1/me")).json()).user.email).toBe(who.email);
});

test("sign-in returns to the page that was asked for, and never to another site", async ({ browser }) => {
  const visitor = await newPage(browser);
  await visitor.goto("/settings/team");
  await expect(visitor).toHaveURL(/\/login\?callbackUrl=%2Fsettings%2Fteam$/);
  await visitor.getByLabel("Email").fill(OWNER.email);
  await visitor.getByLabel("Password").fill(OWNER.password);
  await visitor.getByRole("button", { name: "Sign in" }).click();
  await expect(visitor).toHaveURL(/\/settings\/team$/);
  await expect(visitor.getByRole("heading", { name: "Team members" })).toBeVisible();

  const phished = await newPage(browser);
  await phished.goto(`/login?callbackUrl=${encodeURIComponent("https://evil.example/steal")}`);
  await phished.getByLabel("Email").fill(OWNER.email);
  await phished.getByLabel("Password").fill(OWNER.password);
  await phished.getByRole("button", { name: "Sign in" }).click();
  await expect(phished).toHaveURL(/\/inbox$/);
  expect(new URL(phished.url()).host).toBe(new URL(visitor.url()).host);
});
