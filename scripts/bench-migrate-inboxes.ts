/**
 * `npm run bench:migrate-inboxes`: how long migration 0028 (inboxes) takes on a database that
 * already holds a million messages, and that it leaves every conversation in an inbox.
 *
 * A fresh database is migrated up to 0027, seeded set-based (BENCH_MESSAGES messages, ten per
 * conversation, over BENCH_COMPANIES companies with chatapp, SMS and photoapp conversations,
 * one channel left without a connection as a disconnected one would be), then 0028 is applied
 * alone and timed. The baseline in the same run is a plain `update conversations set
 * updated_at = updated_at`: one pass over the same rows, the floor any backfill pays.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createTestDatabase } from "@/lib/testing/test-database";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20);
const PER_CONVERSATION = 10;

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mig-"));
  cpSync(path.resolve("db/migrations"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
}

async function main() {
  const db = await createTestDatabase("migrate_inboxes");
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const before = migrationsBefore("0028_inboxes");
  try {
    await migrate(drizzle(pool), { migrationsFolder: before });
    const conversations = Math.ceil(MESSAGES / PER_CONVERSATION);
    const c = await pool.connect();
    console.log(`seeding ${COMPANIES} companies, ${conversations} conversations, ${MESSAGES} messages…`);
    const [, seedMs] = await timed(async () => {
      await c.query(`insert into companies (id, name, slug) select 'co_' || g, 'Company ' || g, 'co-' || g from generate_series(1, ${COMPANIES}) g`);
      // Chatapp and SMS connected; photoapp conversations without a connection (disconnected since).
      await c.query(`insert into channel_connections (id, company_id, channel, identifiers, routing_id, mode)
        select 'chn_' || g || '_' || ch, 'co_' || g, ch::channel, '{"displayPhoneNumber": "+1 555"}', 'r' || g || ch, 'sandbox'
        from generate_series(1, ${COMPANIES}) g, unnest(array['CHATAPP', 'SMS']) ch`);
      await c.query(`insert into contacts (id, company_id, name) select 'ct_' || g, 'co_' || (1 + g % ${COMPANIES}), 'C' || g from generate_series(1, ${conversations}) g`);
      await c.query(`insert into conversations (id, company_id, contact_id, channel, status, last_message_at)
        select 'cv_' || g, 'co_' || (1 + g % ${COMPANIES}), 'ct_' || g, (array['CHATAPP', 'CHATAPP', 'SMS', 'PHOTOAPP'])[1 + g % 4]::channel,
          (case when g % 3 = 0 then 'OPEN' else 'RESOLVED' end)::conversation_status, now()
        from generate_series(1, ${conversations}) g`);
      await c.query(`insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, status)
        select 'msg_' || g || '_' || k, v.company_id, v.id, v.contact_id, v.channel, 'inbound', 'text', 'hello', 'received'
        from conversations v join generate_series(1, ${conversations}) g on v.id = 'cv_' || g, generate_series(1, ${PER_CONVERSATION}) k`);
      await c.query("analyze");
    });
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const [, floorMs] = await timed(() => c.query("begin; update conversations set updated_at = updated_at; rollback;"));
    await c.query("vacuum conversations");
    c.release();
    const [, migrateMs] = await timed(() => migrate(drizzle(pool), { migrationsFolder: path.resolve("db/migrations") }));
    const { rows } = await pool.query<{ missing: number; inboxes: number; disconnected: number }>(`select
      (select count(*)::int from conversations where inbox_id is null) as missing,
      (select count(*)::int from channel_connections) as inboxes,
      (select count(*)::int from channel_connections where status = 'disconnected') as disconnected`);
    console.log(`migration 0028 on ${MESSAGES} messages / ${conversations} conversations: ${(migrateMs / 1000).toFixed(2)} s`);
    console.log(`baseline (one pass updating every conversation): ${(floorMs / 1000).toFixed(2)} s; migration / baseline ${(migrateMs / floorMs).toFixed(2)}`);
    console.log(`after: ${rows[0].inboxes} inboxes (${rows[0].disconnected} disconnected, holding old conversations), conversations without an inbox: ${rows[0].missing}`);
    if (rows[0].missing !== 0) process.exitCode = 1;
  } finally {
    await pool.end();
    rmSync(before, { recursive: true, force: true });
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
