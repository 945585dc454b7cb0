import { describe, expect, it } from "vitest";
import { toCloudTemplate } from "./components";
import { fromCloudComponents } from "./from-cloud";
import { platformStatus } from "./platform-status";
import { templateInputSchema } from "./schemas";

const HANDLE = "4::aW1hZ2UvcG5n:ARbXyZ123";

// Importing is the inverse of submitting: what we would send comes back as the same fields.
const roundTrip = (input: Record<string, unknown>) => {
  const parsed = templateInputSchema.parse(input);
  return { parsed, back: fromCloudComponents(toCloudTemplate(parsed).components) };
};

describe("fromCloudComponents", () => {
  it("reads back a STANDARD template with a text header, footer and every button kind", () => {
    const { parsed, back } = roundTrip({
      name: "x",
      language: "en",
      category: "UTILITY",
      headerType: "TEXT",
      headerText: "Order {{1}}",
      headerExample: "#1",
      bodyText: "Hi {{1}}.",
      bodyExamples: ["Sara"],
      footerText: "Bye",
      buttons: [
        { type: "QUICK_REPLY", text: "Ok" },
        { type: "URL", text: "Go", url: "https://a.example/{{1}}", urlExample: "https://a.example/1" },
        { type: "PHONE_NUMBER", text: "Call", phoneNumber: "+15550102030" },
        { type: "FLOW", text: "Book", flowId: "123", flowAction: "navigate" },
      ],
    });
    expect(back.templateType).toBe("STANDARD");
    expect(back.definition).toMatchObject({ headerType: "TEXT", headerText: "Order {{1}}", headerExample: "#1", bodyText: "Hi {{1}}.", bodyExamples: ["Sara"], footerText: "Bye" });
    expect(back.definition.buttons).toEqual(parsed.buttons.map((b) => expect.objectContaining(Object.fromEntries(Object.entries(b).filter(([, v]) => v != null)))));
  });

  it("reads back carousels, offers and authentication options", () => {
    const carousel = roundTrip({ name: "c", language: "en", category: "MARKETING", templateType: "CAROUSEL", bodyText: "Picks", carouselCards: [1, 2].map((n) => ({ headerFormat: "VIDEO", headerMediaHandle: `${HANDLE}${n}`, bodyText: `Item ${n}`, buttons: [{ type: "QUICK_REPLY", text: "More" }] })) });
    expect(carousel.back.templateType).toBe("CAROUSEL");
    expect(carousel.back.definition.carouselCards).toEqual([1, 2].map((n) => ({ headerFormat: "VIDEO", headerMediaHandle: `${HANDLE}${n}`, bodyText: `Item ${n}`, bodyExamples: [], buttons: [{ type: "QUICK_REPLY", text: "More" }] })));
    const offer = roundTrip({ name: "o", language: "en", category: "MARKETING", templateType: "LIMITED_TIME_OFFER", headerType: "IMAGE", headerExample: HANDLE, bodyText: "Sale.", ltoText: "Ends soon", ltoExpiration: "2030-01-01T00:00:00Z", buttons: [{ type: "COPY_CODE", couponCode: "SAVE10" }] });
    expect(offer.back).toMatchObject({ templateType: "LIMITED_TIME_OFFER", definition: { headerType: "IMAGE", headerExample: HANDLE, ltoText: "Ends soon", buttons: [{ type: "COPY_CODE", couponCode: "SAVE10" }] } });
    const auth = roundTrip({ name: "a", language: "en", category: "AUTHENTICATION", bodyText: "{{1}} is your code.", authSecurityDisclaimer: false, authExpirationMinutes: 5, buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy" }] });
    expect(auth.back.definition).toMatchObject({ authSecurityDisclaimer: false, authExpirationMinutes: 5, buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy" }] });
  });

  it("leaves out what the service does not model", () => {
    const back = fromCloudComponents([{ type: "HEADER", format: "LOCATION" }, { type: "BODY", text: "Hi" }, { type: "BUTTONS", buttons: [{ type: "CATALOG", text: "View" }, { type: "QUICK_REPLY", text: "Ok" }] }]);
    expect(back.definition).toMatchObject({ headerType: "NONE", bodyText: "Hi", buttons: [{ type: "QUICK_REPLY", text: "Ok" }] });
  });
});

describe("platformStatus", () => {
  it.each([
    ["APPROVED", "APPROVED", null],
    ["IN_APPEAL", "PENDING", "in appeal"],
    ["REINSTATED", "APPROVED", "reinstated"],
    ["ARCHIVED", "DISABLED", "archived"],
    ["paused", "PAUSED", null],
  ])("%s → %s", (given, status, note) => {
    expect(platformStatus(given)).toEqual({ status, note });
  });
  it("FLAGGED and unknown words change nothing", () => {
    expect(platformStatus("FLAGGED")).toBeNull();
    expect(platformStatus("SOMETHING_NEW")).toBeNull();
  });
});
