import { expect, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, customerPhone, ensureApprovedTemplate, thread } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";

/**
 * Pictures of the inbox (a thread holding every kind of message we send, plus the customer's
 * replies) and of Settings → Channels, in both themes, written to screenshots/ for a person
 * to look over. Messages are made through the API with the owner's session.
 */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function seedThread(page: Page) {
  const r = page.request;
  const to = customerPhone();
  const name = "Sara Haddad";
  const say = (text: string) => api<{ conversationId: string }>(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: to, name, text });
  const { conversationId } = await say("Hello! I ordered the blue running shoes last week.\nWhen will they arrive?");
  const send = (kind: string, body: Record<string, unknown>) => api(r, "POST", `/api/v1/chatapp/messages/${kind}`, { to, conversationId, ...body });

  await send("text", { body: "Hi Sara, thanks for writing! Your order ships today. Track it at https://example.test/track/1042" });
  await send("buttons", { body: "Would you like delivery to your home or to a pickup point?", footer: "Free either way", buttons: [{ id: "home", title: "Home" }, { id: "pickup", title: "Pickup point" }] });
  await say("Home please");
  await send("list", {
    header: "Delivery slots",
    body: "Pick a time that suits you.",
    buttonText: "Choose a slot",
    sections: [{ title: "Tomorrow", rows: [{ id: "am", title: "Morning", description: "9:00 – 12:00" }, { id: "pm", title: "Afternoon", description: "13:00 – 17:00" }] }],
  });
  await send("location-request", { body: "Could you share your exact location for the courier?" });
  await send("location", { latitude: 25.2048, longitude: 55.2708, name: "Northwind pickup point", address: "Sheikh Zayed Road, Dubai" });
  await send("contacts", { contacts: [{ name: { formatted_name: "Courier desk" }, phones: [{ phone: "+971 4 123 4567", type: "WORK" }] }] });
  await send("cta-url", { body: "You can also follow your parcel live.", displayText: "Track parcel", url: "https://example.test/track/1042" });
  await send("product", { catalogId: "194836987003835", productRetailerId: "SHOE-BLUE-42", body: "The pair you ordered" });
  await send("product-list", { header: "You may also like", body: "Picked for you", catalogId: "194836987003835", sections: [{ title: "Socks", productRetailerIds: ["SOCK-RUN-1", "SOCK-RUN-2"] }] });
  const { mediaId } = await api<{ mediaId: string }>(r, "POST", "/api/v1/chatapp/media/upload", { mediaType: "image", base64: PNG_1PX, mimeType: "image/png", filename: "receipt.png" });
  await send("media", { mediaType: "image", mediaId, caption: "Your receipt" });
  await send("media", { mediaType: "document", mediaUrl: "https://example.test/invoice-1042.pdf", filename: "invoice-1042.pdf", caption: "Invoice" });
  await ensureApprovedTemplate(r, { name: "order_shipped", bodyText: "Hi {{1}}, order {{2}} has shipped.", bodyExamples: ["Sara", "1042"], variableMapping: { "1": { type: "contact_field", value: "firstName" }, "2": { type: "static", value: "1042" } } });
  await send("template", { templateName: "order_shipped", languageCode: "en_US", components: [{ type: "body", parameters: [{ type: "text", text: "Sara" }, { type: "text", text: "1042" }] }] });
  await say("Perfect, thank you so much! 🙏");
  return { conversationId, name };
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1440, height: 900 } });

    test("inbox and channels", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const { conversationId, name } = await seedThread(page);
      await page.goto(`/inbox?c=${conversationId}`);
      await settle(page);
      await expect(page.getByTestId("thread-title")).toHaveText(name);
      await expect(thread(page).getByText("Perfect, thank you so much!")).toBeVisible();
      // Wait for the sandbox's read ticks so the picture shows the settled thread.
      await expect(thread(page).locator('[data-status="read"]').first()).toBeVisible({ timeout: 15_000 });
      await shot(page, `${theme}-inbox-thread`);
      await thread(page).getByText("Choose a slot").click();
      await shot(page, `${theme}-inbox-list-open`);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /Simulate customer/ }).click();
      await shot(page, `${theme}-inbox-simulate`);

      await page.getByRole("button", { name: "Send a template" }).click();
      const dialog = page.getByRole("dialog", { name: "Send a template" });
      await dialog.getByRole("radio", { name: "order_shipped (en_US)" }).click();
      await dialog.getByRole("textbox", { name: "Value for {{1}}" }).fill("Sara");
      await shot(page, `${theme}-inbox-template-dialog`);
      await page.keyboard.press("Escape");

      // A private note mentioning a teammate, and the note tab with the @ suggestions open.
      const team = await api<{ data: { id: string; name: string }[] }>(page.request, "GET", "/api/v1/users");
      const mate = team.data.find((u) => u.name !== "Owner") ?? team.data[0];
      await api(page.request, "POST", `/api/v1/conversations/${conversationId}/notes`, { body: `@${mate.name} she asked twice about delivery; please call her before 5.`, mentions: [mate.id] });
      await page.reload();
      await expect(thread(page).getByTestId("note").last()).toBeVisible();
      await page.getByRole("tab", { name: "Private note" }).click();
      await page.getByRole("textbox", { name: "Private note" }).fill("Thanks @");
      await expect(page.getByRole("listbox", { name: "Teammates" })).toBeVisible();
      await shot(page, `${theme}-inbox-note`);
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Reply" }).click();

      await page.goto("/settings/channels");
      await settle(page);
      await expect(page.getByTestId("channel-chatapp").getByTestId("channel-status")).toBeVisible();
      await shot(page, `${theme}-settings-channels`);
      await page.getByTestId("channel-chatapp").getByRole("button", { name: "Connect live number" }).click();
      await shot(page, `${theme}-settings-channels-connect`);
    });
  });
}

test.describe("tablet at 1024x768", () => {
  test.use({ colorScheme: "light", viewport: { width: 1024, height: 768 } });

  test("the contact opens as a sheet beside the thread", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/inbox");
    await settle(page);
    await page.getByTestId("conversation-item").first().click();
    await expect(page.getByRole("textbox", { name: "Reply" })).toBeVisible();
    await expect(thread(page).getByTestId("message").first()).toBeVisible();
    await shot(page, "tablet-inbox-thread");
    await page.getByRole("button", { name: "Show contact details" }).click();
    await expect(page.getByTestId("contact-panel-name")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact page and timeline" })).toBeVisible();
    await shot(page, "tablet-inbox-contact");
    await page.getByRole("button", { name: "Hide contact details" }).first().click();
    await expect(page.getByTestId("contact-panel-name")).toBeHidden();
  });
});

test.describe("narrow screens", () => {
  test.use({ colorScheme: "light", viewport: { width: 390, height: 844 } });

  test("phone: list, then the thread alone", async ({ page }) => {
    await signInAsOwner(page);
    await page.goto("/inbox");
    await settle(page);
    await shot(page, "phone-inbox-list");
    await page.getByTestId("conversation-item").first().click();
    await expect(page.getByTestId("thread-title")).toBeVisible();
    await expect(thread(page).getByTestId("message").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Reply" })).toBeVisible();
    await shot(page, "phone-inbox-thread");
  });
});
