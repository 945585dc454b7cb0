import { AUDIT_GROUPS, type AuditGroup } from "@/lib/audit/actions";

/**
 * The audit log page's filters as they sit in the URL (`group`, `actor`, `from`, `to`), and
 * the API query they make. Dates are days in the person's time zone: `to` includes its day.
 * `actor` is `user:<id>`, `token:<id>` or `system`.
 */
export type AuditView = { group: AuditGroup | ""; actor: string; from: string; to: string };

export const EMPTY_AUDIT_VIEW: AuditView = { group: "", actor: "", from: "", to: "" };
export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTOR = /^(?:(?:user|token):[\w-]{1,100}|system)$/;
const validDay = (s: string | null) => (s && DAY.test(s) && !Number.isNaN(new Date(`${s}T00:00:00`).getTime()) ? s : "");

export function parseAuditView(params: URLSearchParams): AuditView {
  const group = params.get("group") ?? "";
  const actor = params.get("actor") ?? "";
  return {
    group: group in AUDIT_GROUPS ? (group as AuditGroup) : "",
    actor: ACTOR.test(actor) ? actor : "",
    from: validDay(params.get("from")),
    to: validDay(params.get("to")),
  };
}

export function auditViewParams(v: AuditView): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of ["group", "actor", "from", "to"] as const) if (v[key]) p.set(key, v[key]);
  return p;
}

export const isFilteredAuditView = (v: AuditView) => !!(v.group || v.actor || v.from || v.to);

/** Local midnight of a day, as the API's ISO date-time. */
function startOf(day: string, plusDays = 0): string {
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
}

/** The filters as the API's query (without paging): the export takes exactly these. */
export function auditFilterQuery(v: AuditView): URLSearchParams {
  const p = new URLSearchParams();
  if (v.group) p.set("action", `${v.group}.*`);
  if (v.actor === "system") p.set("actorKind", "system");
  else if (v.actor) {
    const [kind, id] = v.actor.split(":");
    p.set("actorKind", kind);
    p.set("actorId", id);
  }
  if (v.from) p.set("from", startOf(v.from));
  if (v.to) p.set("to", startOf(v.to, 1));
  return p;
}

export function auditListQuery(v: AuditView, cursor: string | null): string {
  const p = auditFilterQuery(v);
  p.set("limit", String(AUDIT_PAGE_SIZE));
  if (cursor) p.set("cursor", cursor);
  return p.toString();
}
