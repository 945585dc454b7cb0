import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { api, customerPhone } from "../browser/support/inbox";
import { signInAsOwner } from "../browser/support/owner";
import { gradientPng } from "../browser/support/png";

/**
 * Pictures of the templates area (the list, the builder filled in and with the linter's
 * problems, a template's page approved with sends, rejected, and with media missing) in both
 * themes, written to screenshots/ for a person to look over. Templates are made through the
 * API, only where missing, and the sandbox reviews them.
 */
type Template = { id: string; name: string; status: string };
const PNG = (from: [number, number, number], to: [number, number, number]) => gradientPng(382, 200, from, to).toString("base64");
const IN_A_WEEK = new Date(Date.now() + 6 * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, "Z");

async function handle(r: APIRequestContext, base64: string) {
  return (await api<{ handle: string }>(r, "POST", "/api/v1/chatapp/media/upload-for-template", { mediaType: "image", base64, mimeType: "image/png", filename: "sample.png" })).handle;
}

async function seed(r: APIRequestContext): Promise<Record<string, Template>> {
  const listed = await api<{ data: Template[] }>(r, "GET", "/api/v1/chatapp/templates?limit=100");
  const byName = Object.fromEntries(listed.data.map((t) => [t.name, t]));
  const image = await handle(r, PNG([13, 148, 136], [59, 130, 246]));
  const defs: Record<string, unknown>[] = [
    {
      name: "order_shipped_update",
      category: "UTILITY",
      headerType: "TEXT",
      headerText: "Order {{1}} is on its way",
      headerExample: "#10452",
      bodyText: "Hi {{1}}, good news: your order left our warehouse today and should arrive *{{2}}*.",
      bodyExamples: ["Maya", "on Thursday"],
      footerText: "Northwind Support",
      buttons: [{ type: "URL", text: "Track parcel", url: "https://shop.example/track/{{1}}", urlExample: "https://shop.example/track/10452" }, { type: "QUICK_REPLY", text: "Thanks!" }],
      variableMapping: { "1": { type: "contact_field", value: "name" }, "2": { type: "static", value: "in 2 to 3 days" } },
    },
    {
      name: "welcome_offer",
      category: "MARKETING",
      headerType: "IMAGE",
      headerExample: image,
      bodyText: "Welcome to Northwind, {{1}}! Here is 10% off your first order. Use it within 30 days.",
      bodyExamples: ["Maya"],
      buttons: [{ type: "QUICK_REPLY", text: "Show me shoes" }, { type: "QUICK_REPLY", text: "Not now" }, { type: "URL", text: "Shop now", url: "https://shop.example/new" }],
      variableMapping: { "1": { type: "contact_field", value: "name" } },
    },
    {
      name: "spring_sale",
      category: "MARKETING",
      templateType: "LIMITED_TIME_OFFER",
      headerType: "IMAGE",
      headerExample: image,
      bodyText: "Our spring sale is on: 20% off every pair of running shoes until Sunday.",
      ltoText: "20% off shoes",
      ltoExpiration: IN_A_WEEK,
      ltoCouponCode: "SPRING20",
      buttons: [{ type: "COPY_CODE", text: "Copy offer code" }, { type: "URL", text: "Shop the sale", url: "https://shop.example/sale" }],
    },
    {
      name: "new_collection",
      category: "MARKETING",
      templateType: "CAROUSEL",
      bodyText: "The new trail collection is here. Swipe to see what's new.",
      carouselCards: ["Trail runner", "Rain shell"].map((title, i) => ({
        headerFormat: "IMAGE",
        headerMediaHandle: image,
        bodyText: `${title}: light, tough and ready for the mountains. Card ${i + 1}.`,
        buttons: [{ type: "URL", text: "View", url: `https://shop.example/p/${i + 1}` }],
      })),
    },
    { name: "login_code", category: "AUTHENTICATION", bodyText: "{{1}} is your verification code.", authExpirationMinutes: 10, buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }] },
    { name: "work_from_home", category: "MARKETING", bodyText: "Earn guaranteed income from home in one hour a day. Reply YES to learn how." },
  ];
  for (const def of defs) {
    const name = def.name as string;
    if (!byName[name]) byName[name] = await api<Template>(r, "POST", "/api/v1/chatapp/templates", { language: "en_US", ...def });
  }
  if (!listed.data.some((t) => t.name === "order_shipped_update" && t.status === "APPROVED")) {
    await expect.poll(async () => (await api<Template>(r, "GET", `/api/v1/chatapp/templates/${byName.order_shipped_update.id}`)).status, { timeout: 15_000 }).toBe("APPROVED");
    // A few sends so the page's ledger has rows; one to a number the sandbox fails.
    for (const [who, suffix] of [["Maya Patel", ""], ["Tom Berg", ""], ["Ines Duarte", "0000"]] as const) {
      const to = customerPhone(suffix);
      await api(r, "POST", "/api/v1/chatapp/sandbox/inbound", { from: to, name: who, text: "Where is my order?" });
      // The header's {{1}} and the link's ending are given per send; the body comes from the saved sources.
      const components = [
        { type: "header", parameters: [{ type: "text", text: "#10452" }] },
        { type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: "10452" }] },
      ];
      const sent = await r.post("/api/v1/chatapp/messages/template", { data: { to, templateName: "order_shipped_update", languageCode: "en_US", components } });
      // The sandbox refuses numbers ending 0000: that send is stored as failed.
      if (!suffix) expect(sent.status(), await sent.text()).toBeLessThan(300);
    }
  }
  return byName;
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled", fullPage });

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`templates, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("list, builder, template pages", async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsOwner(page);
      const t = await seed(page.request);

      await page.goto("/templates");
      await settle(page);
      await expect(page.locator('[data-status="PENDING"]')).toHaveCount(0, { timeout: 15_000 });
      await shot(page, `${theme}-templates-list`);

      // The builder, filled in: text header with a sample, body with variables, an image-free standard template.
      await page.goto("/templates/new");
      await settle(page);
      await page.getByLabel("Name", { exact: true }).fill("appointment_reminder");
      await choose(page, "Category", "Utility");
      await choose(page, "Header", "Image");
      await page.getByTestId("headerHandle-file").setInputFiles({ name: "clinic.png", mimeType: "image/png", buffer: Buffer.from(PNG([236, 72, 153], [249, 115, 22]), "base64") });
      await expect(page.getByTestId("template-preview").locator("img")).toBeVisible();
      const body = page.getByLabel("Body", { exact: true });
      await body.fill("Hi {{1}}, this is a reminder of your appointment on *{{2}}*. Reply to change it.");
      await page.getByLabel("Sample for {{1}}").fill("Maya");
      await page.getByLabel("Sample for {{2}}").fill("Friday at 10:30");
      await page.getByLabel("Footer").fill("Northwind Clinic");
      for (const label of ["Confirm", "Change time"]) {
        await page.getByRole("button", { name: "Add button" }).click();
        await page.getByRole("menuitem", { name: "Quick reply" }).click();
        await page.getByLabel("Button label").last().fill(label);
      }
      await choose(page, "Value of {{1}}", "Full name");
      await choose(page, "Source of {{2}}", "Fixed text");
      await page.getByLabel("Value of {{2}}").fill("your next visit");
      await expect(page.getByTestId("preview-body")).toHaveText("Hi Maya, this is a reminder of your appointment on Friday at 10:30. Reply to change it.");
      // The linter has caught up with the last keystroke: nothing to fix.
      await expect(page.locator("[data-problem-for]")).toHaveCount(0);
      await shot(page, `${theme}-template-builder`);
      await shot(page, `${theme}-template-builder-full`, true);

      // The same form with problems: a long label, a bad phone number, a URL variable without its sample.
      await page.getByLabel("Button label").first().fill("Yes, I will be there on time");
      await page.getByRole("button", { name: "Add button" }).click();
      await page.getByRole("menuitem", { name: "Call phone number" }).click();
      await page.getByLabel("Button label").last().fill("Call the clinic");
      await page.getByLabel("Phone number").fill("555 0102");
      await page.getByLabel("Phone number").blur();
      await expect(page.locator('[data-problem-for="buttons.2.phoneNumber"]')).toBeVisible();
      await expect(page.locator('[data-problem-for="buttons.0.text"]')).toBeVisible();
      await page.locator('[data-field="buttons.0.text"]').scrollIntoViewIfNeeded();
      await shot(page, `${theme}-template-builder-problems`);
      await page.getByRole("button", { name: "Submit for review" }).click();
      await expect(page.getByText(/things? to fix before the review/)).toBeVisible();
      await shot(page, `${theme}-template-builder-submitted`, true);

      // The other kinds in the builder: a carousel's cards, an offer, a one-time code.
      await page.goto("/templates/new");
      await settle(page);
      await page.getByLabel("Name", { exact: true }).fill("trail_collection");
      await choose(page, "Template type", "Carousel: 2 to 10 cards");
      await page.getByLabel("Body", { exact: true }).fill("The new trail collection is here. Swipe to see what's new.");
      await page.getByTestId("carouselCards.0.headerMediaHandle-file").setInputFiles({ name: "shoe.png", mimeType: "image/png", buffer: Buffer.from(PNG([22, 163, 74], [250, 204, 21]), "base64") });
      await page.getByLabel("Card 1 text").fill("Trail runner: light and tough.");
      await page.getByLabel("Card 2 text").fill("Rain shell: packs into its pocket.");
      await page.getByLabel("Button label").first().fill("View");
      await page.getByLabel("Button label").last().fill("View");
      await expect(page.getByTestId("preview-card")).toHaveCount(2);
      await shot(page, `${theme}-template-builder-carousel`);
      await choose(page, "Template type", "Limited-time offer");
      await page.getByLabel("Offer text").fill("20% off shoes");
      await page.getByLabel("Offer ends").fill("2030-06-01T18:00");
      await expect(page.getByTestId("preview-offer")).toBeVisible();
      await shot(page, `${theme}-template-builder-offer`);
      await choose(page, "Category", "Authentication");
      await expect(page.getByTestId("preview-body")).toContainText("123456 is your verification code.");
      await shot(page, `${theme}-template-builder-auth`);

      // A template's pages: approved with sends, one with media missing, a rejected one.
      await page.goto(`/templates/${t.order_shipped_update.id}`);
      await settle(page);
      await expect(page.getByTestId("usage-total")).not.toHaveText("0");
      await shot(page, `${theme}-template-detail`);
      await shot(page, `${theme}-template-detail-full`, true);
      await page.goto(`/templates/${t.welcome_offer.id}`);
      await settle(page);
      await expect(page.getByTestId("media-card")).toContainText("Sends are refused");
      await shot(page, `${theme}-template-detail-media`);
      await page.goto(`/templates/${t.work_from_home.id}`);
      await settle(page);
      await expect(page.getByTestId("rejection")).toBeVisible();
      await shot(page, `${theme}-template-detail-rejected`);
      for (const name of ["spring_sale", "new_collection", "login_code"]) {
        await page.goto(`/templates/${t[name].id}`);
        await settle(page);
        await shot(page, `${theme}-template-detail-${name}`);
      }
    });
  });
}
