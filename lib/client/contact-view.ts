import { CONTACT_LABELS, CONTACT_STATUSES, LIFECYCLE_STAGES } from "@/lib/contacts/enums";
import { SORT_KEYS } from "@/lib/contacts/schemas";
import { isMarketingConsent, type MarketingConsent } from "./consent";

/**
 * The contacts list's state as it lives in the URL, so a view can be shared and survives a
 * reload. Parameter names are the API's own; dates are days (YYYY-MM-DD) in the URL and
 * become ISO date-times (the start or end of that local day) only when the API is asked.
 */
export type ContactLabel = (typeof CONTACT_LABELS)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];
export type SortKey = (typeof SORT_KEYS)[number];

export interface ContactView {
  search: string;
  tagIds: string[];
  source: string[];
  status: ContactStatus[];
  label: ContactLabel[];
  lifecycleStage: LifecycleStage[];
  hasPhone?: boolean;
  hasEmail?: boolean;
  hasOrders?: boolean;
  channelType?: string;
  /** One state only: both states together are the same as no filter. */
  marketingConsent?: MarketingConsent;
  /** A user id, or "none" for unassigned contacts. */
  assignedAgentId?: string;
  minTotalSpent?: number;
  maxTotalSpent?: number;
  lastInteractionAfter?: string;
  lastInteractionBefore?: string;
  createdAfter?: string;
  createdBefore?: string;
  page: number;
  limit: number;
  sortBy: SortKey;
  sortOrder: "asc" | "desc";
}

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_SORT = { sortBy: "createdAt", sortOrder: "desc" } as const;

const LIST_KEYS = ["tagIds", "source", "status", "label", "lifecycleStage"] as const;
const BOOLEAN_KEYS = ["hasPhone", "hasEmail", "hasOrders"] as const;
const NUMBER_KEYS = ["minTotalSpent", "maxTotalSpent"] as const;
export const DATE_KEYS = ["lastInteractionAfter", "lastInteractionBefore", "createdAfter", "createdBefore"] as const;
const TEXT_KEYS = ["channelType", "assignedAgentId"] as const;
const ENUM_KEYS = ["marketingConsent"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Params = { get(name: string): string | null };

function list<T extends string>(params: Params, key: string, allowed?: readonly T[]): T[] {
  const values = (params.get(key) ?? "").split(",").map((v) => v.trim()).filter(Boolean);
  return (allowed ? values.filter((v) => (allowed as readonly string[]).includes(v)) : values) as T[];
}

/** Reads a view from the URL, dropping values that are not valid rather than failing. */
export function parseView(params: Params): ContactView {
  const view: ContactView = {
    search: (params.get("search") ?? "").trim(),
    tagIds: list(params, "tagIds"),
    source: list(params, "source"),
    status: list(params, "status", CONTACT_STATUSES),
    label: list(params, "label", CONTACT_LABELS),
    lifecycleStage: list(params, "lifecycleStage", LIFECYCLE_STAGES),
    page: positiveInt(params.get("page")) ?? 1,
    limit: PAGE_SIZES.find((s) => s === Number(params.get("limit"))) ?? PAGE_SIZES[0],
    sortBy: SORT_KEYS.find((k) => k === params.get("sortBy")) ?? DEFAULT_SORT.sortBy,
    sortOrder: params.get("sortOrder") === "asc" ? "asc" : params.get("sortOrder") === "desc" ? "desc" : DEFAULT_SORT.sortOrder,
  };
  for (const key of BOOLEAN_KEYS) {
    const v = params.get(key);
    if (v === "true" || v === "false") view[key] = v === "true";
  }
  for (const key of NUMBER_KEYS) {
    const v = params.get(key);
    if (v !== null && v.trim() !== "" && Number.isFinite(Number(v))) view[key] = Number(v);
  }
  for (const key of DATE_KEYS) {
    const v = params.get(key);
    if (v && DAY.test(v)) view[key] = v;
  }
  for (const key of TEXT_KEYS) {
    const v = params.get(key)?.trim();
    if (v) view[key] = v;
  }
  const consent = params.get("marketingConsent")?.trim();
  if (isMarketingConsent(consent)) view.marketingConsent = consent;
  return view;
}

function positiveInt(v: string | null): number | undefined {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The filters only (no search, paging or sort), as the API's names with URL values. */
function filterEntries(view: ContactView): [string, string][] {
  const out: [string, string][] = [];
  for (const key of LIST_KEYS) if (view[key].length) out.push([key, view[key].join(",")]);
  for (const key of [...BOOLEAN_KEYS, ...NUMBER_KEYS, ...DATE_KEYS, ...TEXT_KEYS, ...ENUM_KEYS]) {
    const v = view[key];
    if (v !== undefined) out.push([key, String(v)]);
  }
  return out;
}

/** The view as URL query parameters; defaults are left out so shared links stay short. */
export function viewToSearchParams(view: ContactView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  for (const [k, v] of filterEntries(view)) params.set(k, v);
  if (view.sortBy !== DEFAULT_SORT.sortBy || view.sortOrder !== DEFAULT_SORT.sortOrder) {
    params.set("sortBy", view.sortBy);
    params.set("sortOrder", view.sortOrder);
  }
  if (view.limit !== PAGE_SIZES[0]) params.set("limit", String(view.limit));
  if (view.page > 1) params.set("page", String(view.page));
  return params;
}

/** Start (after) or end (before) of a local day, as the ISO date-time the API takes. */
export function dayBound(day: string, edge: "start" | "end"): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = edge === "start" ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return date.toISOString();
}

/** Query string for GET /api/v1/contacts (with paging) or /export (without). */
export function apiQuery(view: ContactView, { paging }: { paging: boolean }): string {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  for (const [k, v] of filterEntries(view)) {
    params.set(k, (DATE_KEYS as readonly string[]).includes(k) ? dayBound(v, k.endsWith("After") ? "start" : "end") : v);
  }
  params.set("sortBy", view.sortBy);
  params.set("sortOrder", view.sortOrder);
  if (paging) {
    params.set("page", String(view.page));
    params.set("limit", String(view.limit));
  }
  return params.toString();
}

/** How many filters (search excluded) narrow the list; ranges count once. */
export function activeFilterCount(view: ContactView): number {
  const keys = new Set(filterEntries(view).map(([k]) => k.replace(/^(min|max)/, "").replace(/(After|Before)$/, "")));
  return keys.size;
}

export function isFiltered(view: ContactView): boolean {
  return !!view.search || activeFilterCount(view) > 0;
}

/** Same sort and page size, no search and no filters. */
export function clearedView(view: ContactView): ContactView {
  return { ...parseView(new URLSearchParams()), limit: view.limit, sortBy: view.sortBy, sortOrder: view.sortOrder };
}
