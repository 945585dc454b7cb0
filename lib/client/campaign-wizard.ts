import { z } from "zod";
import { audienceSchema, createCampaignInput, updateCampaignInput } from "@/lib/campaigns/schemas";
import { localToIso, variableSlots } from "@/lib/client/template-form";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { Campaign, CampaignAudience, Contact, TemplateListItem } from "@/lib/client/types";

/**
 * The campaign wizard's form: its values, the schema that checks them (built from the API's
 * own field schemas), and the request bodies they become. Pure, so it is tested on its own.
 */

const text = z.string().trim().max(1024, "must be at most 1024 characters");

export const wizardSchema = z
  .object({
    name: createCampaignInput.shape.name,
    templateId: z.string().min(1, "pick an approved template"),
    audience: audienceSchema,
    /** saved: the template's variable sources per contact; own: the same values for everyone. */
    variableMode: z.enum(["saved", "own"]),
    values: z.array(text),
    /** A header's {{1}} and link buttons' endings (sendTimeInputs), given with every campaign. */
    extras: z.array(text),
    when: z.enum(["now", "schedule"]),
    /** A datetime-local value, read in the browser's time zone. */
    scheduledLocal: z.string(),
    messagesPerSecond: createCampaignInput.shape.messagesPerSecond.unwrap(),
    messagesPerDay: createCampaignInput.shape.messagesPerDay,
    autoRetry: updateCampaignInput.shape.autoRetry.unwrap(),
    maxRetries: updateCampaignInput.shape.maxRetries.unwrap(),
  })
  .superRefine((v, ctx) => {
    if (v.variableMode === "own") v.values.forEach((t, i) => !t.trim() && ctx.addIssue({ code: "custom", path: ["values", i], message: "is required" }));
    v.extras.forEach((t, i) => !t.trim() && ctx.addIssue({ code: "custom", path: ["extras", i], message: "is required" }));
    if (v.when === "schedule") {
      const at = v.scheduledLocal.trim() ? new Date(v.scheduledLocal) : null;
      if (!at || Number.isNaN(at.getTime())) ctx.addIssue({ code: "custom", path: ["scheduledLocal"], message: "pick a date and time" });
      else if (at.getTime() <= Date.now()) ctx.addIssue({ code: "custom", path: ["scheduledLocal"], message: "must be in the future" });
    }
  });
export type WizardValues = z.input<typeof wizardSchema>;

export const WIZARD_STEPS = [
  { key: "basics", title: "Message", description: "Name and template", fields: ["name", "templateId"] },
  { key: "audience", title: "Audience", description: "Who receives it", fields: ["audience"] },
  { key: "variables", title: "Variables", description: "What fills {{n}}", fields: ["variableMode", "values", "extras"] },
  { key: "schedule", title: "Schedule", description: "When and how fast", fields: ["when", "scheduledLocal", "messagesPerSecond", "messagesPerDay", "autoRetry", "maxRetries"] },
  { key: "review", title: "Review", description: "Check and launch", fields: [] },
] as const satisfies readonly { key: string; title: string; description: string; fields: readonly (keyof WizardValues)[] }[];

// react-hook-form keeps a trigger's error only at a path with an input or a message of its own:
// the audience has no input, so its parts are checked by their own paths.
const AUDIENCE_PATHS = ["audience.type", "audience.tagIds", "audience.contactIds", "audience.batchId"] as const;

/** The paths to check for some of the form's fields (trigger's names). */
export function triggerPaths(fields: readonly string[]): string[] {
  return fields.flatMap((f) => (f === "audience" ? [...AUDIENCE_PATHS] : [f]));
}

export const DEFAULT_PER_SECOND = 10;
export const DEFAULT_MAX_RETRIES = 3;

export function emptyWizard(): WizardValues {
  return {
    name: "",
    templateId: "",
    audience: { type: "TAGS", tagIds: [], contactIds: [] },
    variableMode: "saved",
    values: [],
    extras: [],
    when: "now",
    scheduledLocal: "",
    messagesPerSecond: DEFAULT_PER_SECOND,
    messagesPerDay: null,
    autoRetry: false,
    maxRetries: DEFAULT_MAX_RETRIES,
  };
}

/** Only the keys the audience's type reads, as the API takes it. */
export function audienceInput(a: CampaignAudience | WizardValues["audience"]): CampaignAudience {
  switch (a.type) {
    case "ALL":
      return { type: "ALL" };
    case "TAGS":
      return { type: "TAGS", tagIds: a.tagIds ?? [] };
    case "CONTACTS":
      return { type: "CONTACTS", contactIds: a.contactIds ?? [] };
    case "IMPORT_BATCH":
      return { type: "IMPORT_BATCH", batchId: a.batchId };
  }
}

/** Whether the audience names anyone yet (a preview is worth asking for). */
export function audienceIsComplete(a: WizardValues["audience"]): boolean {
  return audienceSchema.safeParse(audienceInput(a)).success;
}

type Sendable = Pick<TemplateListItem, "bodyText" | "headerType" | "headerText" | "headerExample" | "buttons" | "variableMapping" | "category">;

/** Body variables this template needs, and whether its saved sources cover them all. */
export function templateVariables(t: Sendable | null | undefined): { count: number; hasSaved: boolean } {
  if (!t) return { count: 0, hasSaved: false };
  const count = variableSlots(t.bodyText);
  const mapped = Object.keys(t.variableMapping ?? {}).filter((k) => Number(k) >= 1 && Number(k) <= count).length;
  return { count, hasSaved: count > 0 && mapped >= count };
}

/** The components sent with every message: send-time extras, and the body's values when typed. */
type Component = { type: string } & Record<string, unknown>;

export function templateComponentsOf(v: Pick<WizardValues, "variableMode" | "values" | "extras">, t: Sendable): Component[] | null {
  const { count } = templateVariables(t);
  const components: Component[] = sendTimeInputs(t).map((input, i) => input.component((v.extras[i] ?? "").trim()));
  if (count > 0 && v.variableMode === "own") {
    components.push({ type: "body", parameters: Array.from({ length: count }, (_, i) => ({ type: "text", text: (v.values[i] ?? "").trim() })) });
  }
  return components.length ? components : null;
}

export type CreateBody = z.input<typeof createCampaignInput>;
export type UpdateBody = z.input<typeof updateCampaignInput>;

/** The create body: a DRAFT (draft, or nothing scheduled) or SCHEDULED with the zone-aware time. */
export function toCreateInput(v: WizardValues, t: Sendable, { draft }: { draft: boolean }): CreateBody {
  const scheduledAt = !draft && v.when === "schedule" ? localToIso(v.scheduledLocal) : null;
  return {
    name: v.name.trim(),
    templateId: v.templateId,
    audience: audienceInput(v.audience),
    templateComponents: templateComponentsOf(v, t),
    ...(scheduledAt ? { scheduledAt } : {}),
    messagesPerSecond: v.messagesPerSecond,
    messagesPerDay: v.messagesPerDay ?? null,
  };
}

/** The same as an update of a stored DRAFT or SCHEDULED campaign, retries included. */
export function toUpdateInput(v: WizardValues, t: Sendable, { draft }: { draft: boolean }): UpdateBody {
  const { scheduledAt, ...rest } = toCreateInput(v, t, { draft });
  return { ...rest, scheduledAt: scheduledAt ?? null, autoRetry: v.autoRetry, maxRetries: v.maxRetries };
}

/** A stored campaign back in the wizard's shape, to edit a draft. */
export function wizardFromCampaign(c: Campaign, t: Sendable | null): WizardValues {
  const extrasCount = t ? sendTimeInputs(t).length : 0;
  const components = c.templateComponents ?? [];
  const body = components.find((x) => x.type === "body");
  const bodyValues = Array.isArray(body?.parameters) ? (body.parameters as { text?: unknown }[]).map((p) => (typeof p.text === "string" ? p.text : "")) : null;
  const extras = components.filter((x) => x.type !== "body").map((x) => {
    const p = Array.isArray(x.parameters) ? (x.parameters as { text?: unknown }[])[0] : undefined;
    return typeof p?.text === "string" ? p.text : "";
  });
  const { count } = templateVariables(t);
  return {
    name: c.name,
    templateId: c.templateId,
    audience: { tagIds: [], contactIds: [], ...c.audience },
    variableMode: bodyValues ? "own" : "saved",
    values: Array.from({ length: count }, (_, i) => bodyValues?.[i] ?? ""),
    extras: Array.from({ length: extrasCount }, (_, i) => extras[i] ?? ""),
    when: c.scheduledAt ? "schedule" : "now",
    scheduledLocal: c.scheduledAt ? isoToLocal(c.scheduledAt) : "",
    messagesPerSecond: c.messagesPerSecond,
    messagesPerDay: c.messagesPerDay,
    autoRetry: c.autoRetry,
    maxRetries: c.maxRetries,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value in the browser's zone ("2026-03-04T09:30"). */
export function isoToLocal(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The next full hour at least 30 minutes away: a sensible first pick for "Schedule". */
export function defaultScheduleLocal(now: number): string {
  const d = new Date(now + 30 * 60_000);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return isoToLocal(d);
}

/** "Europe/Berlin (GMT+1)": the zone a datetime-local value is read in. */
export function timeZoneLabel(at: Date = new Date(), zone?: string): string {
  const tz = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = new Intl.DateTimeFormat("en", { timeZone: tz, timeZoneName: "shortOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  return offset ? `${tz} (${offset})` : tz;
}

/** Where an API field error belongs in the form, and on which step. */
export function wizardFieldOf(apiPath: string): { field: string; step: number } | null {
  const [head, ...rest] = apiPath.split(".");
  const field =
    head === "scheduledAt" ? "scheduledLocal" : head === "templateComponents" ? "values" : head === "audience" ? ["audience", ...rest.slice(0, 1)].join(".") : head;
  const root = field.split(".")[0];
  const step = WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(root));
  return step < 0 ? null : { field, step };
}

type SampleContact = Pick<Contact, "name" | "firstName" | "lastName" | "email" | "phone"> & { customFields?: Record<string, unknown> | null };
const ORDER_PLACEHOLDER = "(from the last order)";

/**
 * What the saved sources give for one contact, per {{n}}: null where the contact lacks the
 * field (the preview then shows the placeholder, and the send would fail for that contact).
 */
export function resolveSamples(mapping: TemplateListItem["variableMapping"], count: number, contact: SampleContact | null): (string | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const entry = mapping?.[String(i + 1)];
    if (!entry) return null;
    let value: unknown = null;
    if (entry.type === "static") value = entry.value;
    else if (entry.type === "order_field") value = ORDER_PLACEHOLDER;
    else if (!contact) value = null;
    else if (entry.type === "contact_field") value = contact[entry.value as keyof Omit<SampleContact, "customFields">];
    else if (entry.type === "custom_field") value = contact.customFields?.[entry.value];
    return value == null || typeof value === "object" || String(value).trim() === "" ? null : String(value);
  });
}

/** The contacts query that finds one contact of the audience, to preview the variables with. */
export function sampleContactQuery(a: WizardValues["audience"]): string | null {
  const p = new URLSearchParams({ limit: "1", hasPhone: "true", marketingConsent: "OPTED_IN" });
  if (a.type === "ALL") return p.toString();
  if (a.type === "TAGS" && a.tagIds?.length) {
    p.set("tagIds", a.tagIds.join(","));
    return p.toString();
  }
  return null;
}

export type AudienceRow = { name: string; phone: string; email?: string; tags?: string };
export const AUDIENCE_COLUMNS = ["name", "phone", "email", "tags"] as const;

/**
 * CSV records as import-audience rows: columns are found by name (any case; "mobile" and
 * "whatsapp" count as phone). Rows without a phone are left for the server to reject, so the
 * report's row numbers match the file.
 */
export function audienceRows(columns: string[], records: Record<string, string>[]): { rows: AudienceRow[]; missing: string[] } {
  const find = (names: string[]) => columns.find((c) => names.includes(c.toLowerCase().replace(/[^a-z]/g, "")));
  const col = {
    name: find(["name", "fullname", "contactname", "customer", "customername"]),
    phone: find(["phone", "phonenumber", "mobile", "mobilenumber", "whatsapp", "cell", "tel", "telephone", "number"]),
    email: find(["email", "emailaddress", "mail"]),
    tags: find(["tags", "tag", "labels", "segments"]),
  };
  const missing = (["phone"] as const).filter((k) => !col[k]);
  const rows = records.map((r) => {
    const row: AudienceRow = { name: (col.name ? r[col.name] : "")?.trim() ?? "", phone: (col.phone ? r[col.phone] : "")?.trim() ?? "" };
    const email = col.email ? r[col.email]?.trim() : "";
    const tags = col.tags ? r[col.tags]?.trim() : "";
    if (email) row.email = email;
    if (tags) row.tags = tags;
    return row;
  });
  return { rows, missing };
}
