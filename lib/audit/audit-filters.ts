import "server-only";
import { desc, eq, gte, inArray, like, lt, or, type SQL } from "drizzle-orm";
import { auditEvents, type AuditEventRow } from "@/db/schema";
import type { Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { actionPattern, type AuditAction } from "./actions";
import type { AuditEventView, AuditFilters } from "./schemas";

/** The filters of the list and the export as one condition, always inside the caller's company. */
export function auditWhere(ctx: Ctx, f: AuditFilters, ...more: (SQL | undefined)[]): SQL {
  let actions: SQL | undefined;
  if (f.action?.length) {
    const patterns = f.action.map(actionPattern).filter((p) => p !== null);
    const exact = patterns.flatMap((p) => ("exact" in p ? [p.exact as AuditAction] : []));
    const prefixes = patterns.flatMap((p) => ("prefix" in p ? [p.prefix] : []));
    actions = or(exact.length ? inArray(auditEvents.action, exact) : undefined, ...prefixes.map((p) => like(auditEvents.action, `${p}%`)));
  }
  return inCompany(
    auditEvents,
    ctx,
    actions,
    f.actorId ? eq(auditEvents.actorId, f.actorId) : undefined,
    f.actorKind ? eq(auditEvents.actorKind, f.actorKind) : undefined,
    f.targetType ? eq(auditEvents.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditEvents.targetId, f.targetId) : undefined,
    f.from ? gte(auditEvents.at, f.from) : undefined,
    f.to ? lt(auditEvents.at, f.to) : undefined,
    ...more,
  );
}

/** Newest first; the id breaks ties between entries of the same microsecond. */
export const auditOrder = [desc(auditEvents.at), desc(auditEvents.id)];

export function presentAuditEvent(r: AuditEventRow): AuditEventView {
  return {
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    actor: { kind: r.actorKind, id: r.actorId, label: r.actorLabel },
    target: r.targetType ? { type: r.targetType, id: r.targetId, label: r.targetLabel } : null,
    ip: r.ip,
    userAgent: r.userAgent,
    requestId: r.requestId,
    details: r.details,
  };
}
