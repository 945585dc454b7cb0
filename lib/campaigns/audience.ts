import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companySql } from "@/lib/domain/tenancy";
import type { AudienceInput } from "./schemas";

/**
 * The contacts an audience names (id, phone, consent; alias `c` inside), before the
 * exclusions every campaign applies (no phone, opted out). Tags match any of tagIds.
 */
export function audienceContactsSql(ctx: Pick<Ctx, "companyId">, a: AudienceInput): SQL {
  const base = sql`select c.id, c.phone, c.marketing_consent from contacts c where ${companySql(ctx, "c")}`;
  switch (a.type) {
    case "ALL":
      return base;
    case "TAGS":
      return sql`${base} and c.id in (select ct.contact_id from contact_tags ct where ${companySql(ctx, "ct")} and ct.tag_id = any(${pgArray(a.tagIds ?? [])}::text[]))`;
    case "CONTACTS":
      return sql`${base} and c.id = any(${pgArray(a.contactIds ?? [])}::text[])`;
    case "IMPORT_BATCH":
      return sql`${base} and c.id in (select b.contact_id from campaign_audience_batch_contacts b where b.batch_id = ${a.batchId ?? ""})`;
  }
}

/** The condition every recipient meets: a phone to send to and marketing consent. */
export const REACHABLE = sql`c.phone is not null and c.marketing_consent = 'OPTED_IN'`;

/** The audience's references must be the company's: a 400 naming the field and the ids that are not. */
export async function checkAudience(ctx: Ctx, a: AudienceInput, path = "audience") {
  const db = dbOf(ctx);
  const missing = async (table: string, ids: string[]) => {
    const { rows } = await db.execute<{ id: string }>(
      sql`select x.id from unnest(${pgArray(ids)}::text[]) as x(id) where not exists (select 1 from ${sql.identifier(table)} t where t.id = x.id and ${companySql(ctx, "t")})`,
    );
    return rows.map((r) => r.id);
  };
  const refuse = (field: string, ids: string[], what: string) => {
    if (!ids.length) return;
    const shown = ids.slice(0, 5).join(", ") + (ids.length > 5 ? ` and ${ids.length - 5} more` : "");
    throw AppError.validation([{ path: `${path}.${field}`, message: `${ids.length === 1 ? "is not a" : "are not"} ${what} of this company: ${shown}`, in: "body" }]);
  };
  if (a.type === "TAGS") refuse("tagIds", await missing("tags", [...new Set(a.tagIds)]), "tag");
  if (a.type === "CONTACTS") refuse("contactIds", await missing("contacts", [...new Set(a.contactIds)]), "contact");
  if (a.type === "IMPORT_BATCH") refuse("batchId", await missing("campaign_audience_batches", [a.batchId!]), "audience batch");
}

export interface AudienceCounts {
  matched: number;
  unreachable: number;
  excludedOptedOut: number;
  audienceSize: number;
  duplicates: number;
}

/** Who a run would reach, and who it would leave out and why, in one scan. */
export async function countAudience(ctx: Ctx, a: AudienceInput): Promise<AudienceCounts> {
  const { rows } = await dbOf(ctx).execute<{ matched: number; unreachable: number; opted_out: number; reachable: number }>(sql`
    select count(*)::int as matched,
           count(*) filter (where c.phone is null)::int as unreachable,
           count(*) filter (where c.phone is not null and c.marketing_consent = 'OPTED_OUT')::int as opted_out,
           count(*) filter (where ${REACHABLE})::int as reachable
    from (${audienceContactsSql(ctx, a)}) c`);
  const r = rows[0];
  // Phones are unique per company, so only a list naming a contact twice has duplicates.
  const duplicates = a.type === "CONTACTS" ? (a.contactIds?.length ?? 0) - new Set(a.contactIds).size : 0;
  return { matched: r.matched, unreachable: r.unreachable, excludedOptedOut: r.opted_out, audienceSize: r.reachable, duplicates };
}
