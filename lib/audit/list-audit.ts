import "server-only";
import { sql } from "drizzle-orm";
import { auditEvents } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { auditOrder, auditWhere, presentAuditEvent } from "./audit-filters";
import type { ListAuditQuery } from "./schemas";

// An entry's time in whole microseconds since 1970, as PostgreSQL keeps it (a JS Date has
// only milliseconds, so a cursor made from one would skip or repeat entries).
const atMicros = sql<string>`(extract(epoch from ${auditEvents.at}) * 1000000)::bigint::text`;

/**
 * The company's audit log, newest first, by cursor: `cursor` is `<microseconds>_<id>` of the
 * last entry the client holds, so pages stay put while new entries arrive at the top.
 */
export async function listAudit({ ctx, query }: { ctx: Ctx; query: ListAuditQuery }) {
  let after;
  if (query.cursor) {
    const cut = query.cursor.indexOf("_");
    const micros = query.cursor.slice(0, cut);
    const id = query.cursor.slice(cut + 1);
    after = sql`(${auditEvents.at}, ${auditEvents.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id})`;
  }
  const rows = await dbOf(ctx)
    .select({ row: auditEvents, micros: atMicros })
    .from(auditEvents)
    .where(auditWhere(ctx, query, after))
    .orderBy(...auditOrder)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => presentAuditEvent(r.row)),
    pagination: { limit: query.limit, nextCursor: rows.length > query.limit && last ? `${last.micros}_${last.row.id}` : null },
  };
}
