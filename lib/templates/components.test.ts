import { describe, expect, it } from "vitest";
import { toCloudTemplate } from "./components";
import { lintTemplate } from "./lint";
import { templateInputSchema } from "./schemas";

const NOW = new Date("2026-11-22T00:00:00Z");
const HANDLE = "4::aW1hZ2UvcG5n:ARbXyZ123";
const ANDROID = { packageName: "com.example.luckyshrub", signatureHash: "K8a/AINcGX7" };

// Every fixture must lint clean: the builder is only ever given linted templates.
function cloud(input: Record<string, unknown>) {
  expect(lintTemplate(input, { now: NOW })).toEqual([]);
  return toCloudTemplate(templateInputSchema.parse(input));
}

describe("toCloudTemplate: the exact POST /{waba-id}/message_templates body", () => {
  it("STANDARD with a text header, examples, footer, quick replies, a dynamic URL and a phone", () => {
    const body = cloud({
      name: "order_update",
      language: "en_US",
      category: "UTILITY",
      headerType: "TEXT",
      headerText: "Order {{1}} update",
      headerExample: "#1042",
      bodyText: "Hi {{1}}, your order ships on {{2}}.",
      bodyExamples: ["Sara", "Monday"],
      footerText: "Reply STOP to opt out",
      buttons: [
        { type: "QUICK_REPLY", text: "Thanks" },
        { type: "QUICK_REPLY", text: "Need help" },
        { type: "URL", text: "Track order", url: "https://shop.example.com/track/{{1}}", urlExample: "https://shop.example.com/track/1042" },
        { type: "PHONE_NUMBER", text: "Call us", phoneNumber: "+15550102030" },
      ],
      variableMapping: { "1": { type: "contact_field", value: "firstName" }, "2": { type: "order_field", value: "last.order.date" } },
    });
    expect(body).toEqual({
      name: "order_update",
      language: "en_US",
      category: "UTILITY",
      components: [
        { type: "HEADER", format: "TEXT", text: "Order {{1}} update", example: { header_text: ["#1042"] } },
        { type: "BODY", text: "Hi {{1}}, your order ships on {{2}}.", example: { body_text: [["Sara", "Monday"]] } },
        { type: "FOOTER", text: "Reply STOP to opt out" },
        {
          type: "BUTTONS",
          buttons: [
            { type: "QUICK_REPLY", text: "Thanks" },
            { type: "QUICK_REPLY", text: "Need help" },
            { type: "URL", text: "Track order", url: "https://shop.example.com/track/{{1}}", example: ["https://shop.example.com/track/1042"] },
            { type: "PHONE_NUMBER", text: "Call us", phone_number: "+15550102030" },
          ],
        },
      ],
    });
  });

  it("a media header sends the upload handle; a text without variables sends no example", () => {
    const body = cloud({
      name: "new_arrivals",
      language: "en",
      category: "MARKETING",
      headerType: "IMAGE",
      headerExample: HANDLE,
      headerMediaUrl: "https://cdn.example.com/a.png",
      bodyText: "Fresh picks are in store now.",
      buttons: [{ type: "URL", text: "Shop", url: "https://shop.example.com" }],
    });
    expect(body.components).toEqual([
      { type: "HEADER", format: "IMAGE", example: { header_handle: [HANDLE] } },
      { type: "BODY", text: "Fresh picks are in store now." },
      { type: "BUTTONS", buttons: [{ type: "URL", text: "Shop", url: "https://shop.example.com" }] },
    ]);
  });

  it("CAROUSEL: a body, then cards of header, body and buttons", () => {
    const cardOf = (n: number) => ({
      headerFormat: "IMAGE",
      headerMediaHandle: `${HANDLE}${n}`,
      bodyText: `Item ${n} for {{1}} only.`,
      bodyExamples: [`$${n}0`],
      buttons: [
        { type: "QUICK_REPLY", text: "More like this" },
        { type: "URL", text: "Buy", url: "https://shop.example.com/p/{{1}}", urlExample: `https://shop.example.com/p/${n}` },
      ],
    });
    const body = cloud({
      name: "summer_carousel",
      language: "en_US",
      category: "MARKETING",
      templateType: "CAROUSEL",
      bodyText: "Hello {{1}}, our summer picks:",
      bodyExamples: ["Sara"],
      carouselCards: [cardOf(1), cardOf(2)],
      variableMapping: { "1": { type: "contact_field", value: "name" } },
    });
    const cloudCard = (n: number) => ({
      components: [
        { type: "HEADER", format: "IMAGE", example: { header_handle: [`${HANDLE}${n}`] } },
        { type: "BODY", text: `Item ${n} for {{1}} only.`, example: { body_text: [[`$${n}0`]] } },
        {
          type: "BUTTONS",
          buttons: [
            { type: "QUICK_REPLY", text: "More like this" },
            { type: "URL", text: "Buy", url: "https://shop.example.com/p/{{1}}", example: [`https://shop.example.com/p/${n}`] },
          ],
        },
      ],
    });
    expect(body).toEqual({
      name: "summer_carousel",
      language: "en_US",
      category: "MARKETING",
      components: [
        { type: "BODY", text: "Hello {{1}}, our summer picks:", example: { body_text: [["Sara"]] } },
        { type: "CAROUSEL", cards: [cloudCard(1), cloudCard(2)] },
      ],
    });
  });

  it("LIMITED_TIME_OFFER: header, offer, body, copy-code from ltoCouponCode and URL", () => {
    const body = cloud({
      name: "flash_sale",
      language: "en_US",
      category: "MARKETING",
      templateType: "LIMITED_TIME_OFFER",
      headerType: "IMAGE",
      headerExample: HANDLE,
      bodyText: "Good news, {{1}}! Use the code for 25% off.",
      bodyExamples: ["Pablo"],
      ltoText: "Expiring offer!",
      ltoExpiration: "2026-12-31T23:59:00Z",
      ltoCouponCode: "CARIBE25",
      buttons: [
        { type: "COPY_CODE", text: "Copy code" },
        { type: "URL", text: "Book now!", url: "https://awesomedestinations.com/offers?code={{1}}", urlExample: "https://awesomedestinations.com/offers?code=n3mtql" },
      ],
      variableMapping: { "1": { type: "static", value: "friend" } },
    });
    expect(body.components).toEqual([
      { type: "HEADER", format: "IMAGE", example: { header_handle: [HANDLE] } },
      { type: "LIMITED_TIME_OFFER", limited_time_offer: { text: "Expiring offer!", has_expiration: true } },
      { type: "BODY", text: "Good news, {{1}}! Use the code for 25% off.", example: { body_text: [["Pablo"]] } },
      {
        type: "BUTTONS",
        buttons: [
          { type: "COPY_CODE", example: "CARIBE25" },
          { type: "URL", text: "Book now!", url: "https://awesomedestinations.com/offers?code={{1}}", example: ["https://awesomedestinations.com/offers?code=n3mtql"] },
        ],
      },
    ]);
  });

  it("AUTHENTICATION with a COPY_CODE OTP button, disclaimer by default and an expiry", () => {
    const body = cloud({
      name: "login_code",
      language: "en_US",
      category: "AUTHENTICATION",
      bodyText: "{{1}} is your verification code.",
      authExpirationMinutes: 10,
      buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }],
    });
    expect(body).toEqual({
      name: "login_code",
      language: "en_US",
      category: "AUTHENTICATION",
      components: [
        { type: "BODY", add_security_recommendation: true },
        { type: "FOOTER", code_expiration_minutes: 10 },
        { type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE", text: "Copy code" }] },
      ],
    });
  });

  it("AUTHENTICATION with a ONE_TAP button, its apps, and no disclaimer or expiry", () => {
    const body = cloud({
      name: "login_one_tap",
      language: "en_US",
      category: "AUTHENTICATION",
      bodyText: "{{1}} is your verification code.",
      authSecurityDisclaimer: false,
      buttons: [{ type: "OTP", otpType: "ONE_TAP", text: "Copy code", autofillText: "Autofill", supportedApps: [ANDROID] }],
    });
    expect(body.components).toEqual([
      { type: "BODY", add_security_recommendation: false },
      {
        type: "BUTTONS",
        buttons: [
          {
            type: "OTP",
            otp_type: "ONE_TAP",
            text: "Copy code",
            autofill_text: "Autofill",
            supported_apps: [{ package_name: "com.example.luckyshrub", signature_hash: "K8a/AINcGX7" }],
          },
        ],
      },
    ]);
  });
});
