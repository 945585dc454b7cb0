import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, thread } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of Settings → Inboxes (several chatapp numbers, an SMS number, a bot, a deleted
 * number behind "Show deleted"), its connect and delete dialogs, and the inbox filtered by one
 * number, in both themes, written to screenshots/ for a person to look over. Inboxes and
 * messages are made through the API, once, so the dark run pictures the same company.
 */
type Inbox = { id: string; channel: string; name: string; displayName: string | null; isDefault: boolean; status: string };

async function inboxes(r: APIRequestContext): Promise<Inbox[]> {
  return (await api<{ data: Inbox[] }>(r, "GET", "/api/v1/inboxes?includeDeleted=true")).data;
}

async function ensureInbox(r: APIRequestContext, all: Inbox[], body: { channel: string; name: string }): Promise<Inbox> {
  return all.find((i) => i.channel === body.channel && i.name === body.name) ?? api<Inbox>(r, "POST", "/api/v1/inboxes", { ...body, mode: "sandbox" });
}

async function seed(r: APIRequestContext): Promise<{ sales: Inbox; conversationId: string; promoConversationId: string }> {
  let all = await inboxes(r);
  const main = all.find((i) => i.channel === "chatapp" && i.isDefault)!;
  // A number still called by its number reads better under a name, as a team would give it.
  if (main.name === main.displayName) await api(r, "PATCH", `/api/v1/inboxes/${main.id}`, { name: "Support line" });
  const fresh = !all.some((i) => i.name === "Sales line");
  const sales = await ensureInbox(r, all, { channel: "chatapp", name: "Sales line" });
  await ensureInbox(r, all, { channel: "sms", name: "Store texts" });
  await ensureInbox(r, all, { channel: "botchat", name: "Order bot" });
  // A number the team deleted after a promotion: its conversation stays, read-only.
  if (!all.some((i) => i.name === "Spring promo line")) {
    const promo = await ensureInbox(r, all, { channel: "chatapp", name: "Spring promo line" });
    await api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: "+1 555 014 5561", name: "Mia Chen", text: "Is the spring discount still on?", inboxId: promo.id });
    await api(r, "DELETE", `/api/v1/inboxes/${promo.id}`);
  }
  all = await inboxes(r);
  const promo = all.find((i) => i.name === "Spring promo line")!;
  const firstOf = async (inboxId: string, q: string) => (await api<{ data: { id: string }[] }>(r, "GET", `/api/v1/conversations?inboxId=${inboxId}&q=${q}&limit=1`)).data[0].id;
  const promoConversationId = await firstOf(promo.id, "Mia");
  if (!fresh) return { sales, conversationId: await firstOf(sales.id, "Jonas"), promoConversationId };

  const write = (inboxId: string, from: string, name: string, text: string) =>
    api<{ conversationId: string }>(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from, name, text, inboxId });
  await write(main.id, "+1 555 014 2231", "Lena Fischer", "My parcel says delivered but it isn't here.");
  await write(main.id, "+1 555 014 7781", "Tomás Ortega", "Can I change the size of my order?");
  await write(sales.id, "+1 555 014 9022", "Priya Raman", "Do you offer volume pricing for 40 office chairs?");
  const { conversationId } = await write(sales.id, "+1 555 014 3310", "Jonas Berg", "Hi! Could you send me a quote for the standing desks?");
  await api(r, "POST", "/api/v1/chatapp/messages/text", { to: "+1 555 014 3310", conversationId, body: "Hi Jonas, happy to! How many desks, and which size?" });
  await write(sales.id, "+1 555 014 3310", "Jonas Berg", "Twelve, the 160 cm ones.");
  return { sales, conversationId, promoConversationId };
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`inboxes, ${theme} theme at 1280x1100`, () => {
    // Tall enough for every channel's group without a full-page capture (which cuts the sticky sidebar short).
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 1100 } });

    test("settings, dialogs and the inbox filtered by a number", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const { sales, conversationId, promoConversationId } = await seed(page.request);

      await page.goto("/settings/inboxes");
      await settle(page);
      await expect(page.getByTestId("inbox-group-chatapp").getByText("Sales line")).toBeVisible();
      await shot(page, `${theme}-inboxes-settings`);
      await page.getByRole("switch", { name: /Show deleted/ }).click();
      await expect(page.getByText("Spring promo line")).toBeVisible();
      await shot(page, `${theme}-inboxes-settings-deleted`);
      await page.getByRole("switch", { name: /Show deleted/ }).click();

      await page.getByRole("button", { name: "Connect another" }).click();
      const dialog = page.getByRole("dialog", { name: "Connect another inbox" });
      await dialog.getByLabel("Name").fill("Wholesale line");
      await shot(page, `${theme}-inboxes-connect`);
      await dialog.getByRole("radio", { name: "Live" }).click();
      await expect(dialog.getByLabel("Access token")).toBeVisible();
      await shot(page, `${theme}-inboxes-connect-live`);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Actions for Sales line" }).click();
      await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
      await shot(page, `${theme}-inboxes-menu`);
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Its conversations are kept, read-only");
      await shot(page, `${theme}-inboxes-delete`);
      await page.getByRole("button", { name: "Cancel" }).click();

      // Settings → Channels: the chatapp card is its default number's, and points to the others.
      await page.goto("/settings/channels");
      await settle(page);
      await expect(page.getByTestId("channel-chatapp").getByTestId("channel-inbox-count")).toBeVisible();
      await shot(page, `${theme}-inboxes-channels-card`);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/inbox");
      await settle(page);
      await page.getByRole("combobox", { name: "Inbox" }).click();
      await expect(page.getByRole("option", { name: "Sales line" })).toBeVisible();
      await shot(page, `${theme}-inboxes-filter-open`);
      await page.getByRole("option", { name: "Sales line" }).click();
      await page.goto(`/inbox?inbox=${sales.id}&c=${conversationId}`);
      await expect(page.getByTestId("thread-inbox")).toContainText("Sales line");
      await expect(thread(page).locator('[data-direction="inbound"]').last()).toContainText("Twelve, the 160 cm ones.");
      await expect(thread(page).getByTestId("message-status").last()).toHaveAttribute("data-status", "read", { timeout: 15_000 });
      await shot(page, `${theme}-inboxes-filtered`);

      // Writing first on a channel with two numbers: the dialog asks which one.
      await page.getByRole("button", { name: "New conversation" }).click();
      const start = page.getByRole("dialog", { name: "New conversation" });
      await start.getByRole("searchbox", { name: "Search contacts" }).fill("Jonas");
      await start.getByRole("radio", { name: "Jonas Berg" }).click();
      await start.getByRole("radio", { name: /^Chatapp/ }).click();
      await start.getByRole("combobox", { name: "From" }).click();
      await expect(page.getByRole("option", { name: /^Sales line/ })).toBeVisible();
      await shot(page, `${theme}-inboxes-start-from`);
      await page.getByRole("option", { name: /^Sales line/ }).click();
      await expect(start.getByRole("textbox", { name: "Message" })).toBeVisible();
      await shot(page, `${theme}-inboxes-start-from-picked`);
      await page.keyboard.press("Escape");

      // A conversation of the deleted number: readable, and the reply box says why it is gone.
      await page.goto(`/inbox?c=${promoConversationId}`);
      await expect(page.getByTestId("composer-inbox-deleted")).toBeVisible();
      await expect(thread(page).locator('[data-direction="inbound"]')).toContainText("spring discount");
      await shot(page, `${theme}-inboxes-deleted-inbox-thread`);
    });
  });
}
