import type { CarouselCard, TemplateButton, TemplateInput } from "./schemas";
import { variableCount } from "./variables";

/** A component or button of POST /{waba-id}/message_templates, as the Cloud API takes it. */
export type CloudObject = { [key: string]: unknown };

export interface CloudTemplate {
  name: string;
  language: string;
  category: TemplateInput["category"];
  components: CloudObject[];
}

const set = (v: string | null | undefined): v is string => typeof v === "string" && v.trim().length > 0;

/**
 * The body of POST /{waba-id}/message_templates for a linted template: the platform's
 * component order per type (an offer's LIMITED_TIME_OFFER sits between header and body; a
 * carousel has a body then the cards; authentication texts are the platform's own).
 */
export function toCloudTemplate(t: TemplateInput): CloudTemplate {
  const base = { name: t.name, language: t.language, category: t.category };
  if (t.category === "AUTHENTICATION") return { ...base, components: authentication(t) };
  const components: CloudObject[] = [];
  const header = headerOf(t);
  if (header) components.push(header);
  if (t.templateType === "LIMITED_TIME_OFFER") {
    components.push({ type: "LIMITED_TIME_OFFER", limited_time_offer: { text: t.ltoText, has_expiration: set(t.ltoExpiration) } });
  }
  components.push(bodyOf(t.bodyText, t.bodyExamples));
  if (t.templateType === "CAROUSEL") {
    components.push({ type: "CAROUSEL", cards: t.carouselCards.map(card) });
    return { ...base, components };
  }
  if (set(t.footerText)) components.push({ type: "FOOTER", text: t.footerText });
  if (t.buttons.length) components.push({ type: "BUTTONS", buttons: t.buttons.map((b) => button(b, t.ltoCouponCode)) });
  return { ...base, components };
}

function headerOf(t: TemplateInput): CloudObject | null {
  if (t.headerType === "NONE") return null;
  if (t.headerType === "TEXT") {
    const text = t.headerText ?? "";
    return { type: "HEADER", format: "TEXT", text, ...(variableCount(text) ? { example: { header_text: [t.headerExample] } } : {}) };
  }
  return { type: "HEADER", format: t.headerType, example: { header_handle: [t.headerExample] } };
}

function bodyOf(text: string, examples: string[]): CloudObject {
  return { type: "BODY", text, ...(variableCount(text) ? { example: { body_text: [examples] } } : {}) };
}

function card(c: CarouselCard): CloudObject {
  return {
    components: [
      { type: "HEADER", format: c.headerFormat, example: { header_handle: [c.headerMediaHandle] } },
      bodyOf(c.bodyText ?? "", c.bodyExamples),
      { type: "BUTTONS", buttons: c.buttons.map((b) => button(b)) },
    ],
  };
}

function button(b: TemplateButton, fallbackCoupon?: string | null): CloudObject {
  switch (b.type) {
    case "QUICK_REPLY":
      return { type: "QUICK_REPLY", text: b.text };
    case "URL":
      return { type: "URL", text: b.text, url: b.url, ...(b.url?.endsWith("{{1}}") ? { example: [b.urlExample] } : {}) };
    case "PHONE_NUMBER":
      return { type: "PHONE_NUMBER", text: b.text, phone_number: b.phoneNumber };
    case "COPY_CODE":
      // The platform labels this button itself ("Copy offer code"); it takes only the sample code.
      return { type: "COPY_CODE", example: set(b.couponCode) ? b.couponCode : fallbackCoupon };
    case "FLOW":
      return { type: "FLOW", text: b.text, flow_id: b.flowId, flow_action: b.flowAction ?? "navigate" };
    case "OTP":
      return otpButton(b);
  }
}

function otpButton(b: TemplateButton): CloudObject {
  const out: CloudObject = { type: "OTP", otp_type: b.otpType, text: b.text };
  if (b.otpType !== "ONE_TAP") return out;
  if (set(b.autofillText)) out.autofill_text = b.autofillText;
  out.supported_apps = (b.supportedApps ?? []).map((a) => ({ package_name: a.packageName, signature_hash: a.signatureHash }));
  return out;
}

// The platform writes authentication texts itself: we send only the options and the OTP button.
function authentication(t: TemplateInput): CloudObject[] {
  const otp = t.buttons.find((b) => b.type === "OTP");
  return [
    { type: "BODY", add_security_recommendation: t.authSecurityDisclaimer },
    ...(t.authExpirationMinutes != null ? [{ type: "FOOTER", code_expiration_minutes: t.authExpirationMinutes }] : []),
    { type: "BUTTONS", buttons: otp ? [otpButton(otp)] : [] },
  ];
}
