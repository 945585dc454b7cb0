import { param, sql, type SQL } from "drizzle-orm";

/**
 * A JS array as ONE bind parameter (drizzle's sql tag would spread it into a list), for
 * `= any(${pgArray(ids)}::text[])` and `unnest(...)`.
 */
export function pgArray(values: readonly unknown[]): SQL {
  return sql`${param(values)}`;
}
