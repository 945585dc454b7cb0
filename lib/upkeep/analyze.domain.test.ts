import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPool } from "@/db/client";
import { analyzeStaleTables } from "./analyze";

// ANALYZE reads committed rows and the server's shared statistics, so unlike the rest of this
// tier the test commits, in a table of its own that it drops at the end.
const TABLE = "upkeep_analyze_probe";
const stats = async () =>
  (await getPool().query<{ tuples: number; analyzed: boolean }>(`select c.reltuples::int as tuples, s.last_analyze is not null as analyzed from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`, [TABLE])).rows[0];

/** Inserts rows and flushes this connection's counts to the shared statistics at commit. */
async function insertRows(n: number) {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    await client.query(`insert into ${TABLE} (n) select g from generate_series(1, $1::int) g`, [n]);
    await client.query("select pg_stat_force_next_flush()");
    await client.query("commit");
  } finally {
    client.release();
  }
}

describe("analyzeStaleTables", () => {
  beforeAll(async () => {
    await getPool().query(`drop table if exists ${TABLE}; create table ${TABLE} (n int)`);
  });
  afterAll(async () => {
    await getPool().query(`drop table if exists ${TABLE}`);
  });

  it("analyzes a table changed past autoanalyze's threshold (50 + 10 % of its rows) and leaves it alone below", async () => {
    await insertRows(40);
    expect(await analyzeStaleTables({ evenWithAutovacuum: true })).not.toContain(TABLE);
    expect(await stats()).toMatchObject({ analyzed: false });

    await insertRows(960);
    expect(await analyzeStaleTables({ evenWithAutovacuum: true })).toContain(TABLE);
    expect(await stats()).toEqual({ tuples: 1000, analyzed: true });

    // 10 % of 1,000 plus 50 is 150: 100 more rows stay below it.
    await insertRows(100);
    expect(await analyzeStaleTables({ evenWithAutovacuum: true })).not.toContain(TABLE);
  });

  it("acts only when the server's autovacuum is off (where it runs, autovacuum analyzes by the same rule)", async () => {
    await insertRows(5000);
    const { rows } = await getPool().query<{ on: boolean }>("select current_setting('autovacuum') = 'on' as on");
    expect((await analyzeStaleTables()).includes(TABLE)).toBe(!rows[0].on);
  });
});
