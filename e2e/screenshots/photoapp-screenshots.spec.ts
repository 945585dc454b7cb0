import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the photoapp libraries (issue 15) in both themes, written to screenshots/ for a
 * person to look over: the three lists, the builder with its preview, a sent template's page
 * with its usage, Settings → Channels and the inbox conversation with the carousel. Data is
 * made through the API, only where missing; photoapp runs on the sandbox.
 */
type Template = { id: string; name: string };
const CUSTOMER = { id: "17841500000004242", name: "Nora Lindqvist" };
const TEMPLATE = "Spring runners";
const CARDS = [
  {
    title: "Runner X",
    subtitle: "Light, for long runs. Size 36 to 46.",
    defaultActionUrl: "https://example.com/runner-x",
    buttons: [
      { type: "postback", title: "Buy now", payload: "BUY_RUNNER_X" },
      { type: "web_url", title: "See sizes", url: "https://example.com/runner-x/sizes" },
    ],
  },
  { title: "Runner Y", subtitle: "Trail grip, waterproof", buttons: [{ type: "postback", title: "Tell me more", payload: "MORE_RUNNER_Y" }] },
  { title: "Gift card", subtitle: "From 20 to 200", buttons: [{ type: "web_url", title: "Choose amount", url: "https://example.com/gift" }] },
];

async function seed(r: APIRequestContext): Promise<{ template: Template; conversationId: string }> {
  await api(r, "POST", "/api/v1/channels/photoapp/sandbox");
  // A fresh message keeps the customer's window open for the send.
  const inbound = await api<{ conversationId: string }>(r, "POST", "/api/v1/channels/photoapp/sandbox/inbound", { from: CUSTOMER.id, name: CUSTOMER.name, text: "Do you have the runners in size 42?" });
  const listed = await api<{ data: Template[] }>(r, "GET", `/api/v1/photoapp/templates?search=${encodeURIComponent(TEMPLATE)}`);
  let template = listed.data.find((t) => t.name === TEMPLATE);
  if (!template) {
    template = await api<Template>(r, "POST", "/api/v1/photoapp/templates", { name: TEMPLATE, description: "The spring range, for customers who ask about shoes.", cards: CARDS });
    await api(r, "POST", "/api/v1/photoapp/templates", { name: "Summer sale teaser", description: "Inactive until June.", isActive: false, cards: [CARDS[2]] });
    await api(r, "POST", `/api/v1/photoapp/templates/${template.id}/send`, { recipientId: CUSTOMER.id });
    for (const q of [
      { shortcut: "hours", title: "Opening hours", text: "We open at 9 and close at 18, every day.", category: "Store" },
      { shortcut: "returns", title: "Returns", text: "You can return any item within 30 days with its receipt.", category: "Orders" },
      { shortcut: "sizes", title: "Size guide", text: "Our shoes fit true to size; see https://example.com/sizes.", category: "Products" },
      { shortcut: "thanks", title: "Thank you", text: "Thank you for writing to us! Anything else we can help with?" },
    ])
      await api(r, "POST", "/api/v1/photoapp/quick-replies", q);
    await api(r, "POST", "/api/v1/photoapp/interactive-messages", {
      name: "Order help",
      type: "buttons",
      config: { text: "How can we help with your order?", buttons: [{ type: "postback", title: "Track my order", payload: "TRACK" }, { type: "web_url", title: "Returns", url: "https://example.com/returns" }] },
    });
    await api(r, "POST", "/api/v1/photoapp/interactive-messages", {
      name: "Pick a size",
      type: "quick_replies",
      config: { text: "Which size would you like?", quickReplies: ["40", "41", "42", "43", "44"].map((s) => ({ title: s, payload: `SIZE_${s}` })) },
    });
  }
  return { template, conversationId: inbound.conversationId };
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage });

for (const theme of ["light", "dark"] as const) {
  test.describe(`photoapp, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("libraries, builder, template page, channels and inbox", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const { template, conversationId } = await seed(page.request);

      await page.goto("/photoapp/templates");
      await settle(page);
      await shot(page, `${theme}-photoapp-templates-list`);

      await page.goto("/photoapp/templates/new");
      await settle(page);
      await page.getByLabel("Name", { exact: true }).fill("Weekend offer");
      const first = page.getByRole("group", { name: "Card 1", exact: true });
      await first.getByLabel("Card title").fill("Two pairs, one price");
      await first.getByLabel("Subtitle").fill("This weekend only");
      await first.getByRole("button", { name: "Add a button to card 1" }).click();
      await first.getByLabel("Button title").fill("Claim offer");
      await first.getByLabel("Payload").fill("CLAIM_WEEKEND");
      await page.getByRole("button", { name: "Add a card" }).click();
      await page.getByRole("group", { name: "Card 2", exact: true }).getByLabel("Card title").fill("Free delivery");
      await expect(page.getByTestId("photoapp-preview").getByTestId("carousel-card")).toHaveCount(2);
      await shot(page, `${theme}-photoapp-builder`);

      await page.goto(`/photoapp/templates/${template.id}`);
      await settle(page);
      await expect(page.getByTestId("usage-total")).not.toHaveText("0");
      await shot(page, `${theme}-photoapp-template-page`);
      await shot(page, `${theme}-photoapp-template-page-full`, true);
      await page.getByRole("button", { name: "Send to a customer" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(page, `${theme}-photoapp-send-dialog`);
      await page.keyboard.press("Escape");

      await page.goto("/photoapp/interactive-messages");
      await settle(page);
      await shot(page, `${theme}-photoapp-interactive-list`);
      await page.getByRole("button", { name: "Order help", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(page, `${theme}-photoapp-interactive-dialog`);
      await page.keyboard.press("Escape");

      await page.goto("/photoapp/quick-replies");
      await settle(page);
      await shot(page, `${theme}-photoapp-quick-replies`);

      await page.goto("/settings/channels");
      await settle(page);
      await expect(page.getByTestId("channel-photoapp").getByTestId("channel-mode")).toHaveText("Sandbox");
      await shot(page, `${theme}-settings-channels-photoapp`);

      await page.goto(`/inbox?c=${encodeURIComponent(conversationId)}`);
      await expect(page.getByTestId("thread-title")).toHaveText(CUSTOMER.name);
      await expect(page.locator('[data-type="carousel"]').first()).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      await shot(page, `${theme}-inbox-photoapp-carousel`);
    });
  });
}
