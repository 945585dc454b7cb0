import { describe, expect, it } from "vitest";
import { lintedTemplateInput, lintTemplate } from "./lint";
import { templateInputSchema } from "./schemas";

const NOW = new Date("2026-11-22T00:00:00Z");
const HANDLE = "4::aW1hZ2UvcG5n:ARbXyZ123";
const qr = (text = "Yes") => ({ type: "QUICK_REPLY", text });
const url = (u = "https://shop.example.com", extra = {}) => ({ type: "URL", text: "Open", url: u, ...extra });
const phone = (phoneNumber = "+15550102030") => ({ type: "PHONE_NUMBER", text: "Call", phoneNumber });
const copy = (couponCode: string | undefined = "SAVE10") => ({ type: "COPY_CODE", text: "Copy", couponCode });
const otp = (extra = {}) => ({ type: "OTP", otpType: "COPY_CODE", text: "Copy code", ...extra });
const map = (...entries: [string, string][]) => Object.fromEntries(entries.map(([type, value], i) => [String(i + 1), { type, value }]));

const standard = {
  name: "order_update",
  language: "en_US",
  category: "UTILITY",
  headerType: "TEXT",
  headerText: "Order {{1}}",
  headerExample: "#1042",
  bodyText: "Hi {{1}}, your order ships on {{2}}.",
  bodyExamples: ["Sara", "Monday"],
  footerText: "Thanks for shopping",
  buttons: [qr("Thanks"), qr("Help"), url("https://shop.example.com/t/{{1}}", { urlExample: "https://shop.example.com/t/1042" }), phone()],
  variableMapping: map(["contact_field", "firstName"], ["order_field", "last.order.date"]),
};
const card = (format = "IMAGE", buttons: unknown[] = [qr("More"), url()]) => ({ headerFormat: format, headerMediaHandle: HANDLE, bodyText: "A summer pick.", buttons });
const carousel = { name: "picks", language: "en", category: "MARKETING", templateType: "CAROUSEL", bodyText: "Our picks for you today.", carouselCards: [card(), card()] };
const offer = {
  name: "flash_sale",
  language: "en",
  category: "MARKETING",
  templateType: "LIMITED_TIME_OFFER",
  bodyText: "Save 25% on every order today.",
  ltoText: "Ends soon!",
  ltoExpiration: "2026-12-31T23:59:00Z",
  buttons: [copy(), url()],
};
const auth = { name: "login_code", language: "en", category: "AUTHENTICATION", bodyText: "{{1}} is your code.", authExpirationMinutes: 10, buttons: [otp()] };

type Case = [label: string, input: Record<string, unknown>, paths: string[], message?: RegExp];

// Each case changes a valid template in one way and lists every path the linter must report.
const CASES: Case[] = [
  // valid templates of each kind
  ["a valid STANDARD template", standard, []],
  ["a valid CAROUSEL template", carousel, []],
  ["a valid LIMITED_TIME_OFFER template", offer, []],
  ["a valid AUTHENTICATION template", auth, []],
  ["a valid media header with a handle", { ...standard, headerType: "DOCUMENT", headerText: "", headerExample: HANDLE }, []],
  ["a body without variables needs no mapping", { ...standard, bodyText: "Your order ships today.", bodyExamples: [], variableMapping: undefined }, []],
  ["custom_field, static and web_event_field entries", { ...standard, variableMapping: map(["custom_field", "loyalty_tier"], ["web_event_field", "data.items.0.name"]) }, []],
  ["static entries", { ...standard, variableMapping: map(["static", "friend"], ["static", "soon"]) }, []],
  ["cleared optional inputs (\"\" and null) count as unset", { ...standard, footerText: "", headerMediaUrl: null }, []],
  // identity
  ["name with capitals and spaces", { ...standard, name: "Order Update" }, ["name"], /lowercase letters, digits and underscores/],
  ["name longer than 512", { ...standard, name: "a".repeat(513) }, ["name"], /at most 512/],
  ["missing required fields", { headerType: "NONE" }, ["name", "category", "language", "bodyText"], /is required/],
  ["unknown category", { ...standard, category: "PROMO" }, ["category"], /must be one of MARKETING, UTILITY, AUTHENTICATION/],
  ["bad language code", { ...standard, language: "english" }, ["language"], /language code/],
  ["unknown templateType", { ...standard, templateType: "LIST" }, ["templateType"], /must be one of/],
  // header
  ["unknown headerType", { ...standard, headerType: "AUDIO" }, ["headerType"], /must be one of/],
  ["header text longer than 60", { ...standard, headerText: `Order {{1}} ${"x".repeat(60)}` }, ["headerText"], /at most 60/],
  ["header text with two variables", { ...standard, headerText: "{{1}} and {{2}}" }, ["headerText"], /at most one variable/],
  ["header variable without its example", { ...standard, headerExample: "" }, ["headerExample"], /sample/],
  ["TEXT header without text", { ...standard, headerText: " " }, ["headerText"], /is required/],
  ["header text on a NONE header", { ...standard, headerType: "NONE" }, ["headerText"], /only used when headerType is TEXT/],
  ["media header without a handle", { ...standard, headerType: "IMAGE", headerText: null, headerExample: null }, ["headerExample"], /media handle/],
  ["media header given a URL", { ...standard, headerType: "VIDEO", headerText: null, headerExample: "https://cdn.example.com/v.mp4" }, ["headerExample"], /not a URL/],
  // body
  ["body longer than 1,024", { ...standard, bodyText: `Hi {{1}} and {{2}}. ${"x".repeat(1024)}` }, ["bodyText"], /at most 1,024/],
  ["variables with a gap", { ...standard, bodyText: "Hi {{1}}, ships {{3}}." }, ["bodyText"], /in order of first use, without gaps/],
  ["variables out of order", { ...standard, bodyText: "Hi {{2}}, ships {{1}}." }, ["bodyText"], /in order/],
  ["a named variable", { ...standard, bodyText: "Hi {{name}}, ships {{1}} and {{2}}." }, ["bodyText"], /\{\{name\}\}/],
  ["an unmatched brace", { ...standard, bodyText: "Hi {{1}, ships {{2}}." }, ["bodyText"], /unmatched/],
  ["fewer examples than variables", { ...standard, bodyExamples: ["Sara"] }, ["bodyExamples"], /2 variables, 1 sample/],
  ["an empty example", { ...standard, bodyExamples: ["Sara", ""] }, ["bodyExamples.1"], /sample for \{\{2\}\}/],
  ["body starting with a variable", { ...standard, bodyText: "{{1}}, your order ships on {{2}}." }, ["bodyText"], /cannot start with a variable/],
  ["body ending with a variable", { ...standard, bodyText: "Hi {{1}}, your order ships on {{2}}" }, ["bodyText"], /cannot end with a variable/],
  ["adjacent variables", { ...standard, bodyText: "Hi {{1}} {{2}} today." }, ["bodyText"], /next to each other/],
  ["an empty body", { ...standard, bodyText: "" }, ["bodyText", "variableMapping.1", "variableMapping.2"]],
  // footer
  ["footer longer than 60", { ...standard, footerText: "x".repeat(61) }, ["footerText"], /at most 60/],
  ["footer with a variable", { ...standard, footerText: "Bye {{1}}" }, ["footerText"], /cannot hold variables/],
  // buttons
  ["more than 10 buttons", { ...standard, buttons: Array.from({ length: 11 }, (_, i) => qr(`Q${i}`)) }, ["buttons"], /at most 10 buttons/],
  ["a label longer than 25", { ...standard, buttons: [qr("x".repeat(26))] }, ["buttons.0.text"], /at most 25/],
  ["a button without a label", { ...standard, buttons: [qr("")] }, ["buttons.0.text"], /is required/],
  ["quick replies split by a URL button", { ...standard, buttons: [qr("A"), url(), qr("B")] }, ["buttons"], /grouped together/],
  ["three URL buttons", { ...standard, buttons: [url(), url(), url()] }, ["buttons"], /at most 2 URL/],
  ["two phone buttons", { ...standard, buttons: [phone(), phone()] }, ["buttons"], /at most 1 PHONE_NUMBER/],
  ["a phone number not in E.164", { ...standard, buttons: [phone("555 0102")] }, ["buttons.0.phoneNumber"], /E\.164/],
  ["two copy-code buttons", { ...standard, category: "MARKETING", buttons: [copy(), copy()] }, ["buttons"], /at most 1 COPY_CODE/],
  ["a copy-code button without a code", { ...standard, category: "MARKETING", buttons: [copy("")] }, ["buttons.0.couponCode"], /is required/],
  ["a dynamic URL without urlExample", { ...standard, buttons: [url("https://x.example.com/{{1}}")] }, ["buttons.0.urlExample"], /sample full URL/],
  ["a urlExample that is not the URL", { ...standard, buttons: [url("https://x.example.com/{{1}}", { urlExample: "https://other.example.com/1" })] }, ["buttons.0.urlExample"], /sample suffix/],
  ["a URL variable in the middle", { ...standard, buttons: [url("https://x.example.com/{{1}}/track")] }, ["buttons.0.url"], /only end in \{\{1\}\}/],
  ["a URL that is not http(s)", { ...standard, buttons: [url("ftp://x.example.com")] }, ["buttons.0.url"], /http\(s\)/],
  ["a FLOW button without a flow id", { ...standard, buttons: [{ type: "FLOW", text: "Book" }] }, ["buttons.0.flowId"], /is required/],
  ["an OTP button outside AUTHENTICATION", { ...standard, buttons: [otp()] }, ["buttons.0.type"], /not allowed in a UTILITY template/],
  ["an unknown button type", { ...standard, buttons: [{ type: "CALL", text: "x" }] }, ["buttons.0.type"], /must be one of/],
  // carousel
  ["a CAROUSEL outside MARKETING", { ...carousel, category: "UTILITY" }, ["category"], /MARKETING for a CAROUSEL/],
  ["a CAROUSEL with one card", { ...carousel, carouselCards: [card()] }, ["carouselCards"], /2 to 10 cards/],
  ["a CAROUSEL with eleven cards", { ...carousel, carouselCards: Array.from({ length: 11 }, () => card()) }, ["carouselCards"], /2 to 10 cards/],
  ["cards of different header formats", { ...carousel, carouselCards: [card(), card("VIDEO")] }, ["carouselCards.1.headerFormat"], /same on every card/],
  ["a card without a media header", { ...carousel, carouselCards: [card(), { ...card(), headerFormat: null, headerMediaHandle: "" }] }, ["carouselCards.1.headerFormat", "carouselCards.1.headerMediaHandle"]],
  ["cards with different buttons", { ...carousel, carouselCards: [card(), card("IMAGE", [url(), qr()])] }, ["carouselCards.1.buttons"], /same number and types of buttons/],
  ["a card body longer than 160", { ...carousel, carouselCards: [card(), { ...card(), bodyText: "x".repeat(161) }] }, ["carouselCards.1.bodyText"], /at most 160/],
  ["a card variable without its example", { ...carousel, carouselCards: [card(), { ...card(), bodyText: "Only {{1}} today." }] }, ["carouselCards.1.bodyExamples"], /1 variable, 0 samples/],
  ["a card with three buttons", { ...carousel, carouselCards: [card(), card("IMAGE", [qr(), qr("B"), url()])] }, ["carouselCards.1.buttons", "carouselCards.1.buttons"]],
  ["a CAROUSEL with a header, footer and buttons of its own", { ...carousel, headerType: "IMAGE", headerExample: HANDLE, footerText: "x", buttons: [qr()] }, ["headerType", "footerText", "buttons"]],
  ["cards on a STANDARD template", { ...standard, carouselCards: [card(), card()] }, ["carouselCards"], /only used by CAROUSEL/],
  // limited-time offer
  ["an offer outside MARKETING", { ...offer, category: "UTILITY" }, ["category"], /MARKETING for a LIMITED_TIME_OFFER/],
  ["an offer with a footer", { ...offer, footerText: "Terms apply" }, ["footerText"], /not allowed in LIMITED_TIME_OFFER/],
  ["an offer without its text and expiration", { ...offer, ltoText: "", ltoExpiration: null }, ["ltoText", "ltoExpiration"], /is required/],
  ["offer text longer than 16", { ...offer, ltoText: "This offer ends soon" }, ["ltoText"], /at most 16/],
  ["an expiration that is not a date-time", { ...offer, ltoExpiration: "next friday" }, ["ltoExpiration"], /ISO 8601/],
  ["an expiration in the past", { ...offer, ltoExpiration: "2026-01-01T00:00:00Z" }, ["ltoExpiration"], /in the future/],
  ["an offer without a URL button", { ...offer, buttons: [copy()] }, ["buttons"], /needs a URL button/],
  ["an offer's copy code from ltoCouponCode", { ...offer, ltoCouponCode: "CARIBE25", buttons: [copy(""), url()] }, []],
  ["offer fields on a STANDARD template", { ...standard, ltoText: "Hurry" }, ["ltoText"], /only used by LIMITED_TIME_OFFER/],
  // authentication
  ["AUTHENTICATION without an OTP button", { ...auth, buttons: [] }, ["buttons"], /needs one OTP button/],
  ["an OTP button without otpType", { ...auth, buttons: [otp({ otpType: undefined })] }, ["buttons.0.otpType"], /COPY_CODE or ONE_TAP/],
  ["ONE_TAP without apps", { ...auth, buttons: [otp({ otpType: "ONE_TAP" })] }, ["buttons.0.supportedApps"], /package name/],
  ["ONE_TAP with a bad package and hash", { ...auth, buttons: [otp({ otpType: "ONE_TAP", supportedApps: [{ packageName: "app", signatureHash: "short" }] })] }, ["buttons.0.supportedApps.0.packageName", "buttons.0.supportedApps.0.signatureHash"]],
  ["expiration minutes of 0", { ...auth, authExpirationMinutes: 0 }, ["authExpirationMinutes"], /1 to 90/],
  ["expiration minutes of 91", { ...auth, authExpirationMinutes: 91 }, ["authExpirationMinutes"], /1 to 90/],
  ["expiration minutes of 90 are fine", { ...auth, authExpirationMinutes: 90 }, []],
  ["expiration minutes not whole", { ...auth, authExpirationMinutes: 0.5 }, ["authExpirationMinutes"], /1 to 90/],
  ["a body variable beyond the code", { ...auth, bodyText: "{{1}} is your code, {{2}}." }, ["bodyText"], /at most one variable/],
  ["AUTHENTICATION with a header, footer and quick reply", { ...auth, headerType: "TEXT", headerText: "Login", footerText: "x", buttons: [otp(), qr()] }, ["headerType", "footerText", "buttons", "buttons.1.type"]],
  ["AUTHENTICATION as a CAROUSEL", { ...auth, templateType: "CAROUSEL", carouselCards: [card(), card()] }, ["templateType", "category", "buttons"]],
  ["expiration minutes outside AUTHENTICATION", { ...standard, authExpirationMinutes: 10 }, ["authExpirationMinutes"], /only used by AUTHENTICATION/],
  // variable mapping
  ["body variables without a mapping", { ...standard, variableMapping: undefined }, ["variableMapping"], /is required when bodyText has variables/],
  ["a variable without its entry", { ...standard, variableMapping: map(["static", "x"]) }, ["variableMapping.2"], /where \{\{2\}\} comes from/],
  ["an entry for a variable the body lacks", { ...standard, variableMapping: { ...standard.variableMapping, "3": { type: "static", value: "x" } } }, ["variableMapping.3"], /keys are 1 to 2/],
  ["a mapping that is not an object", { ...standard, variableMapping: ["firstName"] }, ["variableMapping"], /keyed by variable number/],
  ["an unknown mapping type", { ...standard, variableMapping: { ...standard.variableMapping, "2": { type: "guess", value: "x" } } }, ["variableMapping.2.type"], /must be one of static/],
  ["an unknown contact field", { ...standard, variableMapping: map(["contact_field", "nickname"], ["static", "x"]) }, ["variableMapping.1.value"], /firstName, lastName, name, email, phone/],
  ["an unknown order field", { ...standard, variableMapping: map(["static", "x"], ["order_field", "last.order.color"]) }, ["variableMapping.2.value"], /last\.order\.total/],
  ["a custom field that is not a key", { ...standard, variableMapping: map(["custom_field", "1 tier"], ["static", "x"]) }, ["variableMapping.1.value"], /custom-field key/],
  ["a web event path that is not a path", { ...standard, variableMapping: map(["web_event_field", "data..id"], ["static", "x"]) }, ["variableMapping.1.value"], /dot path/],
  ["an empty static value", { ...standard, variableMapping: map(["static", ""], ["static", "x"]) }, ["variableMapping.1.value"], /is required/],
  ["AUTHENTICATION needs no mapping for its code", { ...auth, variableMapping: undefined }, []],
];

describe("lintTemplate: every rule, valid and invalid", () => {
  it.each(CASES)("%s", (_label, input, paths, message) => {
    const problems = lintTemplate(input, { now: NOW });
    expect(problems.map((p) => p.path).sort()).toEqual([...paths].sort());
    if (message) for (const p of problems) expect(p.message).toMatch(message);
  });

  it("a body that is not an object is one problem", () => {
    expect(lintTemplate([], { now: NOW })).toEqual([{ path: "body", message: "must be a JSON object" }]);
  });

  it("the security disclaimer defaults to true", () => {
    expect(templateInputSchema.parse(auth).authSecurityDisclaimer).toBe(true);
  });

  it("the form schema carries the same problems as zod issues on the same paths", () => {
    expect(lintedTemplateInput.safeParse(standard).success).toBe(true);
    const bad = lintedTemplateInput.safeParse({ ...standard, buttons: [qr("x".repeat(26))], variableMapping: map(["static", "x"]) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path)).toEqual([["buttons", 0, "text"], ["variableMapping", "2"]]);
  });
});
