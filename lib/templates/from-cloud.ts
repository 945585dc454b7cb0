import "server-only";
import type { TemplateDefinition } from "@/db/schema";
import type { CloudObject } from "./components";
import type { TemplateType } from "./enums";
import type { CarouselCard, TemplateButton } from "./schemas";

type Obj = Record<string, unknown>;
const s = (v: unknown) => (typeof v === "string" ? v : null);
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);
const first = (v: unknown) => s(Array.isArray(v) ? v[0] : v);
const MEDIA = new Set(["IMAGE", "VIDEO", "DOCUMENT"]);

/**
 * A template the platform lists (created in the platform's own tools) as our definition, the
 * inverse of toCloudTemplate. Parts we do not model (location headers, catalog and call
 * buttons) are left out; the template is still listed, synced and sendable with components.
 */
export function fromCloudComponents(components: CloudObject[]): { templateType: TemplateType; definition: TemplateDefinition } {
  const d: TemplateDefinition = { headerType: "NONE", bodyText: "", bodyExamples: [], buttons: [], carouselCards: [], authSecurityDisclaimer: true };
  let templateType: TemplateType = "STANDARD";
  for (const c of components as Obj[]) {
    const example = (c.example ?? {}) as Obj;
    switch (String(c.type ?? "").toUpperCase()) {
      case "HEADER": {
        const format = String(c.format ?? "").toUpperCase();
        if (format === "TEXT") Object.assign(d, { headerType: "TEXT", headerText: s(c.text), headerExample: first(example.header_text) });
        else if (MEDIA.has(format)) Object.assign(d, { headerType: format, headerExample: first(example.header_handle) });
        break;
      }
      case "BODY":
        d.bodyText = s(c.text) ?? "";
        d.bodyExamples = arr(example.body_text)[0] ? (arr(example.body_text)[0] as unknown as string[]).map(String) : [];
        if (typeof c.add_security_recommendation === "boolean") d.authSecurityDisclaimer = c.add_security_recommendation;
        break;
      case "FOOTER":
        if (typeof c.code_expiration_minutes === "number") d.authExpirationMinutes = c.code_expiration_minutes;
        else d.footerText = s(c.text);
        break;
      case "BUTTONS":
        d.buttons = arr(c.buttons).map(buttonOf).filter((b): b is TemplateButton => b !== null);
        break;
      case "LIMITED_TIME_OFFER":
        templateType = "LIMITED_TIME_OFFER";
        d.ltoText = s((c.limited_time_offer as Obj | undefined)?.text);
        break;
      case "CAROUSEL":
        templateType = "CAROUSEL";
        d.carouselCards = arr(c.cards).map(cardOf);
        break;
    }
  }
  return { templateType, definition: d };
}

function cardOf(card: Obj): CarouselCard {
  const parts = fromCloudComponents(arr(card.components)).definition;
  const header = arr(card.components).find((c) => String(c.type).toUpperCase() === "HEADER");
  const format = String(header?.format ?? "IMAGE").toUpperCase();
  return {
    bodyText: parts.bodyText,
    bodyExamples: parts.bodyExamples ?? [],
    buttons: parts.buttons ?? [],
    headerFormat: format === "VIDEO" ? "VIDEO" : "IMAGE",
    headerMediaHandle: parts.headerExample ?? null,
  };
}

function buttonOf(b: Obj): TemplateButton | null {
  const text = s(b.text);
  switch (String(b.type ?? "").toUpperCase()) {
    case "QUICK_REPLY":
      return { type: "QUICK_REPLY", text };
    case "URL":
      return { type: "URL", text, url: s(b.url), urlExample: first(b.example) };
    case "PHONE_NUMBER":
      return { type: "PHONE_NUMBER", text, phoneNumber: s(b.phone_number) };
    case "COPY_CODE":
      return { type: "COPY_CODE", text, couponCode: first(b.example) };
    case "FLOW":
      return { type: "FLOW", text, flowId: s(b.flow_id) ?? (b.flow_id != null ? String(b.flow_id) : null), flowAction: b.flow_action === "data_exchange" ? "data_exchange" : "navigate" };
    case "OTP":
      return {
        type: "OTP",
        text,
        otpType: b.otp_type === "ONE_TAP" ? "ONE_TAP" : "COPY_CODE",
        autofillText: s(b.autofill_text),
        supportedApps: arr(b.supported_apps).map((a) => ({ packageName: String(a.package_name ?? ""), signatureHash: String(a.signature_hash ?? "") })),
      };
    default:
      return null;
  }
}
