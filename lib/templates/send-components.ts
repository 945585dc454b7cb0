import "server-only";
import type { Template } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { resolveTemplateComponents, type ContactFacts, type OrderFacts } from "./resolve-variables";
import { variableCount } from "./variables";

const MEDIA_HEADERS = { IMAGE: "image", VIDEO: "video", DOCUMENT: "document" } as const;
type MediaHeader = keyof typeof MEDIA_HEADERS;

export interface TemplateSendInput {
  template: Pick<Template, "name" | "language" | "category" | "templateType" | "definition" | "variableMapping" | "headerMediaId" | "cardMedia">;
  contact: ContactFacts;
  order?: OrderFacts | null;
  webEvent?: unknown;
  /** Components given with the send; each wins over the computed one of its kind. */
  components?: TemplateComponent[] | null;
}

const missing = (t: TemplateSendInput["template"], what: string, reason: string, extra: Record<string, unknown> = {}) =>
  new AppError("CONFLICT", `Template ${t.name} (${t.language}): ${what}`, { reason, template: t.name, language: t.language, ...extra });

const hasKind = (list: TemplateComponent[], type: string, subType?: string, index?: number) =>
  list.some((c) => c.type === type && (subType === undefined || c.sub_type === subType) && (index === undefined || Number(c.index) === index));

const media = (kind: "image" | "video" | "document", ref: { id?: string | null; link?: string | null }) => ({ type: kind, [kind]: ref.id ? { id: ref.id } : { link: ref.link } });

/**
 * Every component a send of a stored template needs, in the Cloud API's shape: body variables
 * from the mapping (the one resolver), the attached header and card media, the coupon code,
 * the offer's expiry and the one-time code's button. What cannot be filled is a 409 naming it.
 */
export function templateSendComponents(input: TemplateSendInput): TemplateComponent[] {
  const { template: t } = input;
  const d = t.definition;
  const given = input.components ?? [];
  const out: TemplateComponent[] = [];

  const headerType = d.headerType ?? "NONE";
  if (headerType in MEDIA_HEADERS && !hasKind(given, "header")) {
    const kind = MEDIA_HEADERS[headerType as MediaHeader];
    if (!t.headerMediaId && !d.headerMediaUrl) throw missing(t, `the ${kind} header has no media attached; attach it with PATCH /api/v1/chatapp/templates/{template}/media (the template's id) or give a header component`, "template_media_missing", { missing: ["header"] });
    out.push({ type: "header", parameters: [media(kind, { id: t.headerMediaId, link: d.headerMediaUrl })] } as TemplateComponent);
  }
  if (headerType === "TEXT" && variableCount(d.headerText) && !hasKind(given, "header")) {
    throw missing(t, "the header variable {{1}} is not mapped: give a header component with its text", "variable_unfilled", { variable: "header.1" });
  }

  if (!hasKind(given, "body")) {
    const template = { name: t.name, category: t.category, bodyText: d.bodyText, variableMapping: t.variableMapping };
    out.push(...resolveTemplateComponents({ template, contact: input.contact, order: input.order, webEvent: input.webEvent }));
  }

  if (t.templateType === "LIMITED_TIME_OFFER" && d.ltoExpiration && !hasKind(given, "limited_time_offer")) {
    out.push({ type: "limited_time_offer", parameters: [{ type: "limited_time_offer", limited_time_offer: { expiration_time_ms: new Date(d.ltoExpiration).getTime() } }] } as TemplateComponent);
  }

  const code = t.category === "AUTHENTICATION" ? bodyCode(given) : null;
  (d.buttons ?? []).forEach((b, index) => {
    if (hasKind(given, "button", undefined, index)) return;
    if (b.type === "COPY_CODE") {
      const coupon = b.couponCode || d.ltoCouponCode;
      if (coupon) out.push({ type: "button", sub_type: "copy_code", index, parameters: [{ type: "coupon_code", coupon_code: coupon }] } as TemplateComponent);
    } else if (b.type === "URL" && b.url?.trim().endsWith("{{1}}")) {
      throw missing(t, `button ${index + 1} (${b.text}) has a dynamic URL suffix: give a button component with index ${index} and its text`, "variable_unfilled", { variable: `buttons.${index}.url` });
    } else if (b.type === "OTP" && code) {
      // The platform takes the code twice: in the body and as the button's parameter.
      out.push({ type: "button", sub_type: "url", index, parameters: [{ type: "text", text: code }] } as TemplateComponent);
    }
  });

  if (t.templateType === "CAROUSEL" && !hasKind(given, "carousel")) out.push(carousel(input));
  return [...out, ...given];
}

function bodyCode(given: TemplateComponent[]): string | null {
  const body = given.find((c) => c.type === "body");
  const p = body?.parameters?.[0];
  return p && typeof p.text === "string" ? p.text : null;
}

function carousel({ template: t }: TemplateSendInput): TemplateComponent {
  const cards = t.definition.carouselCards ?? [];
  const lacking = cards.map((c, i) => (t.cardMedia.some((m) => m.index === i) || c.headerMediaUrl ? null : i)).filter((i): i is number => i !== null);
  if (lacking.length) throw missing(t, `carousel card${lacking.length > 1 ? "s" : ""} ${lacking.join(", ")} ha${lacking.length > 1 ? "ve" : "s"} no media attached; attach it with PATCH /api/v1/chatapp/templates/{template}/media (the template's id)`, "template_media_missing", { missing: lacking.map((i) => `carouselCards.${i}`) });
  const withVariables = cards.findIndex((c) => variableCount(c.bodyText));
  if (withVariables >= 0) throw missing(t, `card ${withVariables} has body variables: give a carousel component with the cards' parameters`, "variable_unfilled", { variable: `carouselCards.${withVariables}` });
  return {
    type: "carousel",
    cards: cards.map((c, i) => {
      const kind = c.headerFormat === "VIDEO" ? "video" : "image";
      const id = t.cardMedia.find((m) => m.index === i)?.mediaId;
      return { card_index: i, components: [{ type: "header", parameters: [media(kind, { id, link: c.headerMediaUrl })] }] };
    }),
  } as TemplateComponent;
}

/** The message as the customer reads it, for the thread and the ledger preview. */
export function renderTemplateText(t: TemplateSendInput["template"], components: TemplateComponent[]): string {
  const body = components.find((c) => c.type === "body");
  const values = (body?.parameters ?? []).map((p) => (typeof p.text === "string" ? p.text : ""));
  const text = (t.definition.bodyText || "").replace(/\{\{(\d+)\}\}/g, (m, n) => values[Number(n) - 1] ?? m);
  return t.category === "AUTHENTICATION" ? `${values[0] ?? "{{1}}"} is your verification code.` : text;
}
