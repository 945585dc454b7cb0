import { TEMPLATE_CATEGORIES, TEMPLATE_LANGUAGE, TEMPLATE_STATUSES, type TemplateCategory, type TemplateStatus } from "@/lib/templates/enums";
import type { Template } from "./types";

/**
 * The templates list's filters as they live in the URL (the API's own parameter names), and
 * the language codes the builder and the filters offer.
 */
export interface TemplateView {
  status: TemplateStatus | "";
  category: TemplateCategory | "";
  language: string;
  search: string;
  page: number;
}

export const TEMPLATE_PAGE_SIZE = 20;

type Params = { get(name: string): string | null };
const oneOf = <T extends string>(v: string | null, allowed: readonly T[]): T | "" => (v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : "");

export function parseTemplateView(params: Params): TemplateView {
  const page = Number(params.get("page"));
  const language = params.get("language") ?? "";
  return {
    status: oneOf(params.get("status"), TEMPLATE_STATUSES),
    category: oneOf(params.get("category"), TEMPLATE_CATEGORIES),
    language: TEMPLATE_LANGUAGE.test(language) ? language : "",
    search: (params.get("search") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The view as URL parameters: defaults are left out, so a plain list has a plain URL. */
export function templateViewParams(view: TemplateView): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ["status", "category", "language", "search"] as const) if (view[key]) out.set(key, view[key]);
  if (view.page > 1) out.set("page", String(view.page));
  return out;
}

/** The list request: the view's filters and the page size. */
export function templateListQuery(view: TemplateView): string {
  const q = templateViewParams(view);
  q.set("page", String(view.page));
  q.set("limit", String(TEMPLATE_PAGE_SIZE));
  return q.toString();
}

export const isTemplateViewFiltered = (v: TemplateView) => !!(v.status || v.category || v.language || v.search);

/** The platform's language codes people use most, with their names. */
export const TEMPLATE_LANGUAGES: { code: string; label: string }[] = [
  ["en", "English"],
  ["en_US", "English (US)"],
  ["en_GB", "English (UK)"],
  ["es", "Spanish"],
  ["es_ES", "Spanish (Spain)"],
  ["es_MX", "Spanish (Mexico)"],
  ["es_AR", "Spanish (Argentina)"],
  ["pt_BR", "Portuguese (Brazil)"],
  ["pt_PT", "Portuguese (Portugal)"],
  ["fr", "French"],
  ["de", "German"],
  ["it", "Italian"],
  ["nl", "Dutch"],
  ["pl", "Polish"],
  ["ro", "Romanian"],
  ["sv", "Swedish"],
  ["tr", "Turkish"],
  ["ru", "Russian"],
  ["uk", "Ukrainian"],
  ["ar", "Arabic"],
  ["he", "Hebrew"],
  ["hi", "Hindi"],
  ["id", "Indonesian"],
  ["ms", "Malay"],
  ["th", "Thai"],
  ["vi", "Vietnamese"],
  ["ja", "Japanese"],
  ["ko", "Korean"],
  ["zh_CN", "Chinese (Simplified)"],
  ["zh_TW", "Chinese (Traditional)"],
].map(([code, label]) => ({ code, label }));

export function languageLabel(code: string): string {
  return TEMPLATE_LANGUAGES.find((l) => l.code === code)?.label ?? code;
}

type MediaNeeds = Pick<Template, "category" | "templateType" | "headerType" | "headerMediaId"> & { carouselCards: readonly unknown[]; cardMedia: readonly { index: number; mediaId: string }[] };

/** The media a template's sends need and don't have (sends are refused until attached); empty when complete. */
export function missingMedia(t: MediaNeeds): string[] {
  const missing: string[] = [];
  const mediaHeader = t.headerType === "IMAGE" || t.headerType === "VIDEO" || t.headerType === "DOCUMENT";
  if (t.category !== "AUTHENTICATION" && t.templateType !== "CAROUSEL" && mediaHeader && !t.headerMediaId) missing.push(`the ${t.headerType.toLowerCase()} header`);
  if (t.templateType === "CAROUSEL") {
    const attached = new Set(t.cardMedia.map((c) => c.index));
    t.carouselCards.forEach((_, i) => {
      if (!attached.has(i)) missing.push(`card ${i + 1}`);
    });
  }
  return missing;
}
