import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { sql } from "drizzle-orm";
import { getPool } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { safeCsvCell } from "@/lib/csv/safe-cell";
import { contacts, users } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { contactOrder, contactWhere } from "./contact-filters";
import { listCustomFieldKeys } from "./custom-field-keys";
import { agentJoin } from "./present-contact";
import type { ContactFilters } from "./schemas";

const BATCH = 1000;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : "");

/** The export's columns, in order; values are formatted for a spreadsheet. */
const COLUMNS = {
  id: contacts.id,
  name: contacts.name,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  phone: contacts.phone,
  email: contacts.email,
  externalId: contacts.externalId,
  tags: sql`(select string_agg(t.name, ', ' order by lower(t.name)) from contact_tags ct join tags t on t.id = ct.tag_id where ct.contact_id = ${contacts.id})`,
  label: contacts.label,
  status: contacts.status,
  lifecycleStage: contacts.lifecycleStage,
  // Same name as the import's column, so an export imports back with its consent.
  marketingConsent: contacts.marketingConsent,
  assignedAgent: users.name,
  source: contacts.source,
  channelType: contacts.channelType,
  totalSpent: contacts.totalSpent,
  orderCount: contacts.orderCount,
  lastInteractionAt: contacts.lastInteractionAt,
  createdAt: contacts.createdAt,
  customFields: contacts.customFields,
};
const NAMES = Object.keys(COLUMNS);

/**
 * Streams the filtered, sorted contacts as CSV through a server-side cursor, so exporting a
 * million contacts holds one batch in memory. Custom fields become `custom.<key>` columns
 * (keys from the kept counts, not a scan).
 */
export async function exportContacts({ ctx, filters }: { ctx: Ctx; filters: ContactFilters }) {
  // The export is audited as it starts (with the filters it was given), before any row leaves.
  await recordAudit(ctx, { action: "export.contacts", target: { type: "contact" }, details: { filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) } });
  const keys = (await listCustomFieldKeys({ ctx })).data.map((k) => k.key);
  const query = dbOf(ctx).select(COLUMNS).from(contacts).leftJoin(...agentJoin).where(contactWhere(ctx, filters)).orderBy(...contactOrder(filters)).toSQL();

  // Its own connection, not the caller's transaction: the rows stream after the verb returns.
  async function* records() {
    const client = await getPool().connect();
    try {
      await client.query("begin read only");
      await client.query(`declare contact_export no scroll cursor for ${query.sql}`, query.params);
      for (;;) {
        const { rows } = await client.query<unknown[]>({ text: `fetch ${BATCH} from contact_export`, rowMode: "array" });
        if (!rows.length) break;
        for (const r of rows) {
          const o = Object.fromEntries(NAMES.map((n, i) => [n, r[i]]));
          const custom = (o.customFields ?? {}) as Record<string, unknown>;
          // Every cell through the one CSV rule: a name such as =HYPERLINK(…) opens as text.
          yield [
            ...NAMES.filter((n) => n !== "customFields").map((n) => (n === "lastInteractionAt" || n === "createdAt" ? iso(o[n]) : (o[n] ?? ""))),
            ...keys.map((k) => custom[k] ?? ""),
          ].map(safeCsvCell);
        }
      }
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  const header = [...NAMES.filter((n) => n !== "customFields"), ...keys.map((k) => `custom.${k}`)];
  // pipe() does not pass errors on: a failing query would leave the download open forever.
  const csv = stringify({ header: true, columns: header });
  return Readable.from(records())
    .on("error", (err) => csv.destroy(err))
    .pipe(csv);
}
