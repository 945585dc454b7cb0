import "server-only";
import { auditEvents } from "@/db/schema";
import { actorLabel, dbOf, type Actor, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import type { AuditAction, AuditTargetType } from "./actions";
import { scrubDetails } from "./scrub";

export interface AuditTarget {
  type: AuditTargetType;
  id?: string | null;
  label?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  target?: AuditTarget;
  /** What helps a reader later (changed field names, scopes, a role before and after); never a secret. */
  details?: Record<string, unknown>;
}

function actorId(actor: Actor): string | null {
  return actor.kind === "user" ? actor.userId : actor.kind === "token" ? actor.tokenId : null;
}

/**
 * Appends one entry to the company's audit log, with the actor, address and User-Agent the
 * context carries. Written through the context's transaction when it has one: a change and
 * its entry commit or roll back together, so call it inside the change's `withTx`.
 */
export async function recordAudit(ctx: Ctx, entry: AuditEntry): Promise<void> {
  await dbOf(ctx)
    .insert(auditEvents)
    .values({
      id: newId("aud"),
      companyId: ctx.companyId,
      actorKind: ctx.actor.kind,
      actorId: actorId(ctx.actor),
      actorLabel: actorLabel(ctx.actor).slice(0, 200),
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label?.slice(0, 200) ?? null,
      ip: ctx.ip ?? null,
      userAgent: ctx.userAgent?.slice(0, 512) ?? null,
      requestId: ctx.requestId,
      details: scrubDetails(entry.details),
    });
}
