import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import type { DbOrTx } from "@/db/client";

/**
 * Keeps contact_field_keys' usage counts in step with a change of custom fields, so the key
 * list is read from a small table. `delta` maps key -> +n / -n.
 */
export async function adjustFieldKeys(db: DbOrTx, companyId: string, delta: Map<string, number>) {
  const entries = [...delta].filter(([, n]) => n !== 0);
  if (!entries.length) return;
  const keys = entries.map(([k]) => k);
  const counts = entries.map(([, n]) => n);
  await db.execute(sql`
    insert into contact_field_keys (company_id, key, usage)
    select ${companyId}, k, n from unnest(${pgArray(keys)}::text[], ${pgArray(counts)}::int[]) as d(k, n)
    on conflict (company_id, key) do update set usage = greatest(0, contact_field_keys.usage + excluded.usage)`);
}

export function keyDelta(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Map<string, number> {
  const d = new Map<string, number>();
  for (const k of Object.keys(before ?? {})) d.set(k, (d.get(k) ?? 0) - 1);
  for (const k of Object.keys(after ?? {})) d.set(k, (d.get(k) ?? 0) + 1);
  return d;
}
