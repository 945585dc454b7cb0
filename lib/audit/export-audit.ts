import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { getPool } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { safeCsvCell } from "@/lib/csv/safe-cell";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { auditOrder, auditWhere, presentAuditEvent } from "./audit-filters";
import { recordAudit } from "./record-audit";
import type { AuditFilters } from "./schemas";

const BATCH = 1000;
const COLUMNS = ["id", "at", "action", "actorKind", "actorId", "actorLabel", "targetType", "targetId", "targetLabel", "ip", "userAgent", "requestId", "details"] as const;

/**
 * The filtered log as CSV, newest first, streamed through a server-side cursor. Every cell goes
 * through the product's one CSV rule (a leading `=`, `+`, `-`, `@`, tab or CR gets a `'`), since
 * labels and user agents are whatever people and clients typed. The export is itself audited.
 */
export async function exportAudit({ ctx, filters }: { ctx: Ctx; filters: AuditFilters }) {
  await recordAudit(ctx, { action: "export.audit_log", target: { type: "audit_log" }, details: { filters: describeFilters(filters) } });
  const query = dbOf(ctx).select().from(auditEvents).where(auditWhere(ctx, filters)).orderBy(...auditOrder).toSQL();

  // Its own connection, not the caller's transaction: the rows stream after the verb returns.
  async function* records() {
    const client = await getPool().connect();
    try {
      await client.query("begin read only");
      await client.query(`declare audit_export no scroll cursor for ${query.sql}`, query.params);
      for (;;) {
        const { rows } = await client.query({ text: `fetch ${BATCH} from audit_export` });
        if (!rows.length) break;
        for (const r of rows) yield csvRow(r as Record<string, unknown>);
      }
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  // pipe() does not pass errors on: a failing query would leave the download open forever.
  const csv = stringify({ header: true, columns: [...COLUMNS] });
  return Readable.from(records())
    .on("error", (err) => csv.destroy(err))
    .pipe(csv);
}

/** A raw row of the cursor (snake_case columns) as the export's cells. */
function csvRow(r: Record<string, unknown>): string[] {
  const e = presentAuditEvent({
    id: r.id as string,
    companyId: r.company_id as string,
    at: new Date(r.at as string),
    actorKind: r.actor_kind as "user",
    actorId: r.actor_id as string | null,
    actorLabel: r.actor_label as string,
    action: r.action as string,
    targetType: r.target_type as string | null,
    targetId: r.target_id as string | null,
    targetLabel: r.target_label as string | null,
    ip: r.ip as string | null,
    userAgent: r.user_agent as string | null,
    requestId: r.request_id as string | null,
    details: (r.details ?? {}) as Record<string, unknown>,
  });
  const cells = [e.id, e.at, e.action, e.actor.kind, e.actor.id, e.actor.label, e.target?.type, e.target?.id, e.target?.label, e.ip, e.userAgent, e.requestId, JSON.stringify(e.details)];
  return cells.map(safeCsvCell);
}

function describeFilters(f: AuditFilters): Record<string, unknown> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
}
