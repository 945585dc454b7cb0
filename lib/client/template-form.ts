import type { ButtonType, HeaderType, TemplateCategory, TemplateType, VariableType } from "@/lib/templates/enums";
import type { TemplateButton, TemplateInput } from "@/lib/templates/schemas";
import { variableCount } from "@/lib/templates/variables";

/**
 * The template builder's form. It keeps every section's inputs whatever the category and type
 * (switching type and back loses nothing) and hands the API only what the chosen kind uses, so
 * the linter never complains about a hidden field. Examples and mapping rows are kept past the
 * current variable count, so deleting {{2}} and typing it again brings its sample back.
 */
export interface ButtonValues {
  type: ButtonType;
  text: string;
  url: string;
  urlExample: string;
  phoneNumber: string;
  couponCode: string;
  flowId: string;
  flowAction: "navigate" | "data_exchange";
}

export interface CardValues {
  headerFormat: "IMAGE" | "VIDEO";
  headerMediaHandle: string;
  bodyText: string;
  bodyExamples: string[];
  buttons: ButtonValues[];
}

export interface OtpValues {
  otpType: "COPY_CODE" | "ONE_TAP";
  text: string;
  autofillText: string;
  supportedApps: { packageName: string; signatureHash: string }[];
}

export interface MappingRow {
  type: VariableType;
  value: string;
}

export interface TemplateFormValues {
  name: string;
  category: TemplateCategory;
  language: string;
  templateType: TemplateType;
  headerType: HeaderType;
  headerText: string;
  /** The sample for a TEXT header's {{1}}. */
  headerExample: string;
  /** The upload handle of a media header (the API's headerExample too). */
  headerHandle: string;
  bodyText: string;
  bodyExamples: string[];
  footerText: string;
  buttons: ButtonValues[];
  carouselCards: CardValues[];
  ltoText: string;
  /** A datetime-local value ("2026-12-31T23:59"), local time. */
  ltoExpiration: string;
  ltoCouponCode: string;
  authSecurityDisclaimer: boolean;
  authExpirationMinutes: string;
  otp: OtpValues;
  /** Row i is the source of {{i + 1}}. */
  mapping: MappingRow[];
}

/** The body AUTHENTICATION templates are created with; the platform writes the wording the customer sees. */
export const AUTH_BODY_TEXT = "{{1}} is your verification code.";
/** More rows than this would be a typo such as {{100}}, not a template. */
export const MAX_VARIABLES = 20;

export const emptyButton = (type: ButtonType = "QUICK_REPLY"): ButtonValues => ({
  type,
  text: "",
  url: "",
  urlExample: "",
  phoneNumber: "",
  couponCode: "",
  flowId: "",
  flowAction: "navigate",
});

export const emptyCard = (headerFormat: CardValues["headerFormat"] = "IMAGE", buttons: ButtonValues[] = [emptyButton()]): CardValues => ({
  headerFormat,
  headerMediaHandle: "",
  bodyText: "",
  bodyExamples: [],
  buttons,
});

// No source is guessed: {{2}} being an order number is as likely as a first name.
export const emptyMappingRow = (): MappingRow => ({ type: "contact_field", value: "" });

export function emptyTemplateForm(): TemplateFormValues {
  return {
    name: "",
    category: "MARKETING",
    language: "en_US",
    templateType: "STANDARD",
    headerType: "NONE",
    headerText: "",
    headerExample: "",
    headerHandle: "",
    bodyText: "",
    bodyExamples: [],
    footerText: "",
    buttons: [],
    carouselCards: [emptyCard(), emptyCard()],
    ltoText: "",
    ltoExpiration: "",
    ltoCouponCode: "",
    authSecurityDisclaimer: true,
    authExpirationMinutes: "10",
    otp: { otpType: "COPY_CODE", text: "Copy code", autofillText: "Autofill", supportedApps: [] },
    mapping: [],
  };
}

/** The number of {{n}} inputs a text needs: its highest variable, within reason. */
export const variableSlots = (text: string | null | undefined) => Math.min(variableCount(text), MAX_VARIABLES);

const nullIfBlank = (v: string | null | undefined) => (typeof v === "string" && v.trim() !== "" ? v : null);

/** The local datetime-local value as an ISO date-time with its zone; anything unreadable is passed on for the linter to name. */
export function localToIso(value: string): string | null {
  if (!value.trim()) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

// Inputs set by index leave holes in a list the person has not filled in order.
const samples = (list: readonly (string | undefined)[] | undefined, count: number) => Array.from({ length: count }, (_, i) => list?.[i] ?? "");

/** The platform labels copy-code buttons itself; the label only has to be there. */
export const COPY_CODE_LABEL = "Copy offer code";

function buttonInput(b: ButtonValues): TemplateButton {
  const out: TemplateButton = { type: b.type, text: b.type === "COPY_CODE" && !b.text.trim() ? COPY_CODE_LABEL : b.text };
  if (b.type === "URL") Object.assign(out, { url: b.url, urlExample: b.url.endsWith("{{1}}") ? b.urlExample : null });
  if (b.type === "PHONE_NUMBER") out.phoneNumber = b.phoneNumber;
  if (b.type === "COPY_CODE") out.couponCode = nullIfBlank(b.couponCode);
  if (b.type === "FLOW") Object.assign(out, { flowId: b.flowId, flowAction: b.flowAction });
  return out;
}

/** What the API takes for these form values: the fields of the chosen category and type only. */
export function toTemplateInput(v: TemplateFormValues): TemplateInput {
  const auth = v.category === "AUTHENTICATION";
  const type: TemplateType = auth ? "STANDARD" : v.templateType;
  const carousel = type === "CAROUSEL";
  const offer = type === "LIMITED_TIME_OFFER";
  const headerType: HeaderType = auth || carousel ? "NONE" : v.headerType;
  const bodyText = auth ? AUTH_BODY_TEXT : v.bodyText;
  const count = auth ? 0 : variableSlots(bodyText);
  const minutes = v.authExpirationMinutes.trim();
  return {
    name: v.name.trim(),
    category: v.category,
    language: v.language.trim(),
    templateType: type,
    headerType,
    headerText: headerType === "TEXT" ? v.headerText : null,
    headerExample:
      headerType === "TEXT" ? (variableCount(v.headerText) ? v.headerExample : null) : headerType === "NONE" ? null : nullIfBlank(v.headerHandle),
    headerMediaUrl: null,
    bodyText,
    bodyExamples: samples(v.bodyExamples, count),
    footerText: auth || carousel || offer ? null : nullIfBlank(v.footerText),
    buttons: auth
      ? [
          {
            type: "OTP",
            otpType: v.otp.otpType,
            text: v.otp.text,
            ...(v.otp.otpType === "ONE_TAP" ? { autofillText: nullIfBlank(v.otp.autofillText), supportedApps: v.otp.supportedApps } : {}),
          },
        ]
      : carousel
        ? []
        : v.buttons.map(buttonInput),
    carouselCards: carousel
      ? v.carouselCards.map((c) => ({
          headerFormat: c.headerFormat,
          headerMediaHandle: nullIfBlank(c.headerMediaHandle),
          bodyText: c.bodyText,
          bodyExamples: samples(c.bodyExamples, variableSlots(c.bodyText)),
          buttons: c.buttons.map(buttonInput),
        }))
      : [],
    ltoText: offer ? v.ltoText : null,
    ltoExpiration: offer ? localToIso(v.ltoExpiration) : null,
    ltoCouponCode: offer ? nullIfBlank(v.ltoCouponCode) : null,
    authSecurityDisclaimer: auth ? v.authSecurityDisclaimer : true,
    authExpirationMinutes: auth && minutes !== "" ? Number(minutes) : null,
    variableMapping: count ? mappingInput(v.mapping, count) : null,
  };
}

/** Rows 1..count as the API's mapping object; a row never touched is an empty contact field, for the linter to ask about. */
export function mappingInput(rows: readonly (Partial<MappingRow> | undefined)[] | undefined, count: number): Record<string, MappingRow> {
  const out: Record<string, MappingRow> = {};
  for (let i = 0; i < count; i++) {
    const row = { ...emptyMappingRow(), ...rows?.[i] };
    out[String(i + 1)] = { type: row.type, value: row.value ?? "" };
  }
  return out;
}

/** A stored mapping as editor rows, in variable order. */
export function mappingRows(mapping: Record<string, MappingRow> | null | undefined, count: number): MappingRow[] {
  return Array.from({ length: count }, (_, i) => mapping?.[String(i + 1)] ?? emptyMappingRow());
}

/**
 * Puts the next variable ({{highest + 1}}) where the caret is, replacing any selection.
 * Answers the new text and where the caret goes: right after the inserted variable.
 */
export function insertVariable(text: string, start: number, end: number = start): { text: string; caret: number; variable: number } {
  const variable = variableCount(text) + 1;
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const token = `{{${variable}}}`;
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length, variable };
}

/**
 * The form field an API problem path belongs to: the mapping is keyed by variable number in
 * the API and is a list of rows here, a header sample is a text or a media handle by header
 * type, and an AUTHENTICATION template's one button is the OTP section.
 */
export function toFieldPath(path: string, v: Pick<TemplateFormValues, "category" | "headerType">): string {
  const mapping = /^variableMapping\.(\d+)(\..*)?$/.exec(path);
  if (mapping) return `mapping.${Number(mapping[1]) - 1}${mapping[2] ?? ""}`;
  if (path === "variableMapping") return "mapping";
  if (path === "headerExample" && v.headerType !== "TEXT") return "headerHandle";
  if (v.category === "AUTHENTICATION") {
    if (path === "buttons") return "otp";
    const otp = /^buttons\.0\.(.+)$/.exec(path);
    if (otp) return otp[1] === "type" ? "otp" : `otp.${otp[1]}`;
  }
  return path;
}

/** "is required" kinds of problems wait until the person has been at the field (or submitted). */
export const isMissingValue = (message: string) => /^(is required|needs )/i.test(message);

const NAMES: Record<string, string> = {
  name: "Name",
  category: "Category",
  language: "Language",
  templateType: "Template type",
  headerType: "Header",
  headerText: "Header text",
  headerExample: "Header sample",
  headerHandle: "Header media",
  headerMediaHandle: "Header media",
  headerFormat: "Media type",
  bodyText: "Body",
  bodyExamples: "Body samples",
  footerText: "Footer",
  buttons: "Buttons",
  carouselCards: "Cards",
  ltoText: "Offer text",
  ltoExpiration: "Offer ends",
  ltoCouponCode: "Offer code",
  authSecurityDisclaimer: "Security disclaimer",
  authExpirationMinutes: "Expires after",
  otp: "Code button",
  otpType: "Code delivery",
  mapping: "Variable sources",
  text: "label",
  url: "URL",
  urlExample: "sample URL",
  phoneNumber: "phone number",
  couponCode: "code",
  flowId: "flow id",
  flowAction: "flow action",
  autofillText: "autofill label",
  supportedApps: "apps",
  packageName: "package name",
  signatureHash: "signature hash",
  type: "type",
  value: "value",
  body: "Template",
};

/** A form path as people read it: "buttons.1.text" is "Button 2 label", "mapping.0.value" is "{{1}} source value". */
export function describePath(path: string): string {
  const parts = path.split(".");
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = parts[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      const n = Number(next) + 1;
      if (part === "buttons") words.push(`Button ${n}`);
      else if (part === "carouselCards") words.push(`Card ${n}`);
      else if (part === "bodyExamples") words.push(`Sample for {{${n}}}`);
      else if (part === "mapping") words.push(`Source of {{${n}}}`);
      else if (part === "supportedApps") words.push(`App ${n}`);
      else words.push(`${NAMES[part] ?? part} ${n}`);
      i++;
      continue;
    }
    words.push(NAMES[part] ?? part);
  }
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The API's problems by form field; several on one field are kept in order, without repeats. */
export function problemsByField(problems: readonly { path: string; message: string }[], v: Pick<TemplateFormValues, "category" | "headerType">): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of problems) {
    const field = toFieldPath(p.path, v);
    const list = out.get(field) ?? [];
    if (!list.includes(p.message)) list.push(p.message);
    out.set(field, list);
  }
  return out;
}

function at(root: unknown, path: string): unknown {
  let v = root;
  for (const key of path.split(".")) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/**
 * The problems the linter found in an earlier draft that still stand on what is typed now: a
 * problem whose field has changed since is dropped until the linter has judged the new value,
 * so a fixed field clears at once and a stale complaint never reappears on it.
 */
export function stillStanding<P extends { path: string }>(problems: readonly P[], judged: unknown, current: unknown): P[] {
  if (judged === current) return [...problems];
  return problems.filter((p) => JSON.stringify(at(judged, p.path)) === JSON.stringify(at(current, p.path)));
}
