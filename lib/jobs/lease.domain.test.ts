import { sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, getPool } from "@/db/client";
import { optionalTime } from "@/db/schema/columns";
import { claimLeased, leaseEnd, leasePassed, pickFree, type LeasedQueue } from "./lease";

// Claims race across connections and commit as they go, which a rolled-back transaction cannot
// show: like the upkeep test, this one commits, in a table of its own that it drops at the end.
const TABLE = "jobs_lease_probe";
const probe = pgTable(TABLE, { id: text().primaryKey(), status: text().notNull(), dueAt: optionalTime(), claim: text() });
const QUEUE: LeasedQueue<typeof probe> = {
  table: probe,
  lease: "dueAt",
  eligible: sql`${probe.status} in ('PENDING', 'SENDING')`,
  order: sql`${probe.dueAt}, ${probe.id}`,
  set: { status: "SENDING" },
};

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
/** Rows `a0`, `a1` … due `agoSeconds` ago (negative: not yet). */
async function add(prefix: string, n: number, agoSeconds: number, status = "PENDING") {
  await getPool().query(`insert into ${TABLE} (id, status, due_at) select $1 || g, $2, now() - make_interval(secs => $3) from generate_series(0, $4 - 1) g`, [prefix, status, agoSeconds, n]);
}

describe("leased claims", () => {
  beforeAll(async () => {
    await getPool().query(`drop table if exists ${TABLE}; create table ${TABLE} (id text primary key, status text not null, due_at timestamptz, claim text)`);
  });
  beforeEach(async () => {
    await getPool().query(`truncate ${TABLE}`);
  });
  afterAll(async () => {
    await getPool().query(`drop table if exists ${TABLE}`);
  });

  it("takes due rows in order under a lease and one owner token, leaving the rest and the ineligible", async () => {
    await add("due", 3, 30);
    await add("later", 2, -30);
    await add("done", 2, 60, "SENT");
    const claimed = await claimLeased(QUEUE, 2, 60);
    expect(ids(claimed)).toEqual(["due0", "due1"]);
    expect(new Set(claimed.map((r) => r.claim)).size).toBe(1);
    expect(claimed.every((r) => r.status === "SENDING" && r.dueAt!.getTime() > Date.now() + 55_000)).toBe(true);
    expect(ids(await claimLeased(QUEUE, 10, 60))).toEqual(["due2"]);
  });

  it("never gives two claimants the same row", async () => {
    await add("r", 40, 5);
    const all = (await Promise.all(Array.from({ length: 8 }, () => claimLeased(QUEUE, 7, 60)))).flat();
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    // What is left after the race is still claimable: skipped rows were not lost.
    const rest = await claimLeased(QUEUE, 40, 60);
    expect(ids([...all, ...rest])).toEqual(ids(Array.from({ length: 40 }, (_, i) => ({ id: `r${i}` }))));
  });

  it("skips the rows another claimant's transaction holds, and takes them once it is gone", async () => {
    await add("r", 4, 5);
    const other = await getPool().connect();
    try {
      await other.query("begin");
      await other.query(`select id from ${TABLE} where id in ('r0', 'r1') for update`);
      expect(ids(await claimLeased(QUEUE, 10, 60))).toEqual(["r2", "r3"]);
      await other.query("rollback"); // the claimant died before its claim committed
      expect(ids(await claimLeased(QUEUE, 10, 60))).toEqual(["r0", "r1"]);
    } finally {
      other.release();
    }
  });

  it("reclaims a row whose lease passed, not one whose lease runs; the first owner's writes then miss", async () => {
    await add("r", 2, 5);
    const [first] = await claimLeased(QUEUE, 1, 60);
    expect(await claimLeased(QUEUE, 10, 60)).toHaveLength(1); // r1 only: r0's lease runs
    // r0's worker died: its lease passes.
    await getPool().query(`update ${TABLE} set due_at = now() - interval '1 second' where id = $1`, [first!.id]);
    const [again] = await claimLeased(QUEUE, 10, 60);
    expect(again).toMatchObject({ id: first!.id, status: "SENDING" });
    expect(again!.claim).not.toBe(first!.claim);
    const late = await getDb().update(probe).set({ status: "SENT" }).where(sql`${probe.id} = ${first!.id} and ${probe.claim} = ${first!.claim}`).returning();
    expect(late).toEqual([]);
  });

  it("reclaims expired leases of a status-leased table by the caller's clock (the campaign recipients' shape)", async () => {
    // CLAIMED rows whose due_at is their lease end, as campaign_recipients.lease_until.
    await add("x", 2, 0, "CLAIMED");
    const now = new Date(Date.now() + 120_000);
    const expired = pickFree({ table: sql.raw(TABLE), key: sql`id`, free: sql`status = 'CLAIMED' and ${leasePassed(sql`due_at`, now)}`, limit: 10 });
    const taken = await getDb().execute<{ id: string }>(sql`update ${sql.raw(TABLE)} set due_at = ${leaseEnd(60, now)} where id in ${expired} returning id`);
    expect(ids(taken.rows)).toEqual(["x0", "x1"]);
    // Taken under the reclaimer's new lease: a second reclaimer at the same moment finds none.
    const twice = await getDb().execute<{ id: string }>(sql`update ${sql.raw(TABLE)} set due_at = ${leaseEnd(60, now)} where id in ${expired} returning id`);
    expect(twice.rows).toEqual([]);
    // Before the lease ends nothing is expired.
    const early = pickFree({ table: sql.raw(TABLE), key: sql`id`, free: sql`status = 'CLAIMED' and ${leasePassed(sql`due_at`, new Date())}`, limit: 10 });
    expect((await getDb().execute(sql`select * from ${sql.raw(TABLE)} where id in ${early}`)).rows).toEqual([]);
  });
});
