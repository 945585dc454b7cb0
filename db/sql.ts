import { param, sql, type SQL } from "drizzle-orm";

/**
 * A JS array as ONE bind parameter (drizzle's sql tag would spread it into a list), for
 * `= any(${pgArray(ids)}::text[])` and `unnest(...)`.
 */
/** LIKE patterns take the search text literally: `%`, `_` and `\` are escaped. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function pgArray(values: readonly unknown[]): SQL {
  return sql`${param(values)}`;
}
