import { AppError } from "@/lib/domain/errors";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import type { TemplateCategory } from "./enums";
import type { VariableMappingEntry } from "./schemas";
import { variableCount } from "./variables";

export interface ResolvableTemplate {
  name: string;
  category: TemplateCategory;
  bodyText: string;
  variableMapping: Record<string, VariableMappingEntry> | null;
}

export interface ContactFacts {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  customFields?: Record<string, unknown> | null;
}

/** The last order's facts, as the order_field values name them. */
export interface OrderFacts {
  total?: number | string | null;
  currency?: string | null;
  product?: string | null;
  status?: string | null;
  date?: Date | string | null;
  shippingAddress?: string | null;
  trackingNumber?: string | null;
}

export interface ResolveInput {
  template: ResolvableTemplate;
  contact: ContactFacts;
  order?: OrderFacts | null;
  webEvent?: unknown;
}

const ORDER: Record<string, (o: OrderFacts) => unknown> = {
  "last.order.total": (o) => (o.total == null ? null : o.currency ? `${o.total} ${o.currency}` : o.total),
  "last.order.product": (o) => o.product,
  "last.order.status": (o) => o.status,
  "last.order.date": (o) => (o.date instanceof Date ? o.date.toISOString().slice(0, 10) : o.date),
  "last.order.shipping_address": (o) => o.shippingAddress,
  "last.order.tracking_number": (o) => o.trackingNumber,
};

/** How one body variable comes out for one contact (the preview's account of the send). */
export interface ResolvedVariable {
  variable: number;
  /** Where the value comes from: the mapping's type, or `unmapped` when the template has none for it. */
  source: VariableMappingEntry["type"] | "unmapped";
  /** The mapping's field, key, path or static text; null when unmapped. */
  field: string | null;
  /** The text the customer reads; null when it comes out empty. */
  value: string | null;
  /**
   * filled: from this contact's (or order's, event's) own data; fallback: the mapping's static
   * text, the same for every contact; missing: empty, so the send is refused unless typed.
   */
  status: "filled" | "fallback" | "missing";
  /** Why a missing variable is missing, as the send's 409 says it. */
  reason: string | null;
}

/** Whether a template's saved mapping fills a variable from the contact's last order. */
export function readsOrders(template: Pick<ResolveInput["template"], "variableMapping">): boolean {
  return Object.values(template.variableMapping ?? {}).some((entry) => entry?.type === "order_field");
}

/**
 * Every body variable of a template for one recipient, without refusing: what the preview
 * shows and what resolveTemplateComponents sends (it throws on the first missing one), so
 * the preview and the send cannot disagree.
 */
export function inspectTemplateVariables({ template, contact, order, webEvent }: ResolveInput): ResolvedVariable[] {
  const out: ResolvedVariable[] = [];
  const count = variableCount(template.bodyText);
  for (let n = 1; n <= count; n++) {
    const entry = template.variableMapping?.[String(n)];
    if (!entry) {
      const reason = template.category === "AUTHENTICATION" ? "it is the one-time code: give it in components" : "the template has no mapping for it";
      out.push({ variable: n, source: "unmapped", field: null, value: null, status: "missing", reason });
      continue;
    }
    const raw = valueOf(entry, contact, order, webEvent);
    const value = raw == null || String(raw).trim() === "" ? null : clean(String(raw));
    const reason = value === null ? `${describe(entry)} is empty${entry.type === "order_field" && !order ? " (no order given)" : ""}` : null;
    out.push({ variable: n, source: entry.type, field: entry.value, value, status: value === null ? "missing" : entry.type === "static" ? "fallback" : "filled", reason });
  }
  return out;
}

/**
 * The one variable resolver of template sends (the send route, campaigns, scheduled messages,
 * workflows): the body's parameters from the saved mapping. A variable that cannot be filled
 * is a 409 naming it, since the template is fine and the contact or order lacks the data.
 * Explicit components given with a send are merged by templateSendComponents (send-components.ts).
 */
export function resolveTemplateComponents(input: ResolveInput): TemplateComponent[] {
  const variables = inspectTemplateVariables(input);
  if (!variables.length) return [];
  const gap = variables.find((v) => v.value === null);
  if (gap) throw unfilled(input.template, gap.variable, gap.reason ?? "it is empty");
  return [{ type: "body", parameters: variables.map((v) => ({ type: "text" as const, text: v.value! })) }];
}

function valueOf(entry: VariableMappingEntry, contact: ContactFacts, order: OrderFacts | null | undefined, webEvent: unknown): unknown {
  switch (entry.type) {
    case "static":
      return entry.value;
    case "contact_field":
      return contact[entry.value as keyof Omit<ContactFacts, "customFields">];
    case "custom_field":
      return contact.customFields?.[entry.value];
    case "order_field":
      return order ? ORDER[entry.value]?.(order) : null;
    case "web_event_field":
      return pathValue(webEvent, entry.value);
  }
}

function pathValue(root: unknown, path: string): unknown {
  let at: unknown = root;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object" || !Object.hasOwn(at, key)) return null;
    at = (at as Record<string, unknown>)[key];
  }
  // Only scalars make a text parameter; an object at the path is as good as missing.
  return typeof at === "object" ? null : at;
}

// The platform refuses parameters with line breaks, tabs or more than 4 spaces in a row (132018).
const clean = (v: string) => v.replace(/[\r\n\t]+/g, " ").replace(/ {5,}/g, "    ").trim().slice(0, 1024);

const describe = (e: VariableMappingEntry) => `${e.type} ${e.value}`;

function unfilled(template: ResolvableTemplate, n: number, why: string) {
  return new AppError("CONFLICT", `Template ${template.name}: variable {{${n}}} could not be filled: ${why}`, { reason: "variable_unfilled", variable: n });
}
