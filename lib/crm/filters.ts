import "server-only";
import { eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { actorUserId, type Ctx } from "@/lib/domain/context";

/** assigneeId as a condition: a user id, `me` or `none`. */
export function assigneeCondition(ctx: Ctx, column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  if (value === "none") return isNull(column);
  if (value === "me") {
    const me = actorUserId(ctx.actor);
    return me ? eq(column, me) : sql`false`;
  }
  return eq(column, value);
}

/** Case-insensitive substring search over the given text columns (LIKE wildcards in the term are literal). */
export function searchCondition(term: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
