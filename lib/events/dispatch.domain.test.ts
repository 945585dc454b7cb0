import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies, eventOutbox, type OutboxEvent } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import { randomBase62 } from "@/lib/ids";
import { dispatchPendingEvents, pruneDispatchedEvents, vacuumOutboxIfDue } from "./dispatch";
import { emitEvents } from "./emit";
import { ScanWindow } from "./scan-window";
import { sampleContactPayload } from "./payloads/samples";
import type { EventSubscriber } from "./types";

// Dispatching reads committed rows, so unlike the rest of this tier these tests commit, with a
// company of their own that is deleted (its outbox rows with it) at the end.
let companyId = "";
const rows = () => getDb().select().from(eventOutbox).where(eq(eventOutbox.companyId, companyId));
const emit = (n: number) =>
  getDb().transaction((tx) => emitEvents(tx, Array.from({ length: n }, (_, i) => ({ companyId, event: "contact.created" as const, payload: sampleContactPayload({ id: `ct_${i}` }) }))));
const recorder = () => {
  const seen: OutboxEvent[] = [];
  const subscriber: EventSubscriber = { name: "recorder", handle: async (_tx, events) => void seen.push(...events.filter((e) => e.companyId === companyId)) };
  return { seen, subscriber };
};
const withEnv = async <T>(name: string, value: string, fn: () => Promise<T>) => {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
};
const withRetention = <T>(minutes: string, fn: () => Promise<T>) => withEnv("EVENT_OUTBOX_RETAIN_MINUTES", minutes, fn);

describe("the outbox dispatcher", () => {
  beforeAll(async () => {
    companyId = (await getDb().transaction((tx) => insertCompany(tx, { name: "Dispatch Co", slug: `dispatch-${randomBase62(6).toLowerCase()}` }))).id;
  });
  afterAll(async () => {
    await getDb().delete(companies).where(eq(companies.id, companyId));
  });

  it("hands each event over once, oldest first, and deletes it (no retention, production's default)", async () => {
    const ids = await emit(3);
    const { seen, subscriber } = recorder();
    await withRetention("0", () => dispatchPendingEvents([subscriber]));
    expect(seen.map((e) => e.eventId)).toEqual(ids);
    expect(await rows()).toEqual([]);
    await withRetention("0", () => dispatchPendingEvents([subscriber]));
    expect(seen).toHaveLength(3);
  });

  it("drains a backlog in batches that double while they come back full", async () => {
    const ids = await emit(700);
    const sizes: number[] = [];
    const { seen, subscriber } = recorder();
    const sizer: EventSubscriber = { name: "sizer", handle: async (_tx, events) => void sizes.push(events.length) };
    await withRetention("0", () => dispatchPendingEvents([subscriber, sizer]));
    expect(sizes).toEqual([200, 400, 100]);
    expect(seen.map((e) => e.eventId)).toEqual(ids);
  });

  it("with a scan window, leaves an event below the window to the next scan from the oldest", async () => {
    let now = Date.now();
    const window = new ScanWindow({ trailMs: 5_000, fullEveryMs: 10_000, clock: () => now });
    const dispatch = (subscriber: EventSubscriber) => withRetention("0", () => dispatchPendingEvents([subscriber], window));
    const { seen, subscriber } = recorder();
    // A writer holding its transaction open: its event takes an id before the next one's.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let lateIds: string[] = [];
    const late = getDb().transaction(async (tx) => {
      lateIds = await emitEvents(tx, [{ companyId, event: "contact.created", payload: sampleContactPayload({ id: "ct_late" }) }]);
      await held;
    });
    while (!lateIds.length) await new Promise((r) => setTimeout(r, 10));
    const early = await emit(1);
    await dispatch(subscriber); // the first scan is from the oldest: only the committed event
    expect(seen.map((e) => e.eventId)).toEqual(early);
    now += 6_000;
    await dispatch(subscriber); // the window now starts after the early event
    release();
    await late;
    await dispatch(subscriber);
    expect(seen.map((e) => e.eventId)).toEqual(early);
    now += 5_000; // 11 s after the last scan from the oldest
    await dispatch(subscriber);
    expect(seen.map((e) => e.eventId)).toEqual([...early, ...lateIds]);
  });

  it("leaves the batch pending when a subscriber fails", async () => {
    const ids = await emit(2);
    const failing: EventSubscriber = { name: "failing", handle: async () => Promise.reject(new Error("subscriber down")) };
    await expect(withRetention("0", () => dispatchPendingEvents([failing]))).rejects.toThrow("subscriber down");
    expect((await rows()).map((r) => [r.eventId, r.dispatchedAt])).toEqual(ids.map((id) => [id, null]));
    const { seen, subscriber } = recorder();
    await withRetention("0", () => dispatchPendingEvents([subscriber]));
    expect(seen.map((e) => e.eventId)).toEqual(ids);
  });

  it("with a retention, marks events dispatched and prunes them once older than it", async () => {
    const ids = await emit(2);
    const { seen, subscriber } = recorder();
    await withRetention("60", () => dispatchPendingEvents([subscriber]));
    expect(seen.map((e) => e.eventId)).toEqual(ids);
    const kept = await rows();
    expect(kept.map((r) => r.eventId).sort()).toEqual([...ids].sort());
    for (const r of kept) expect(r.dispatchedAt).toBeInstanceOf(Date);

    await withRetention("60", () => pruneDispatchedEvents());
    expect(await rows()).toHaveLength(2);
    await getDb().update(eventOutbox).set({ dispatchedAt: sql`now() - interval '61 minutes'` }).where(eq(eventOutbox.eventId, ids[0]!));
    await withRetention("60", () => pruneDispatchedEvents());
    expect((await rows()).map((r) => r.eventId)).toEqual([ids[1]]);
    // Without a retention, every dispatched row goes (rows marked before events were deleted on dispatch).
    await withRetention("0", () => pruneDispatchedEvents());
    expect(await rows()).toEqual([]);
  });

  it("vacuums the outbox at most every EVENT_OUTBOX_VACUUM_SECONDS, and not at all at 0 (the default)", async () => {
    const at = Date.now() + 3_600_000; // past any vacuum the other tests' dispatches made
    await withEnv("EVENT_OUTBOX_VACUUM_SECONDS", "10", async () => {
      expect(await vacuumOutboxIfDue(at)).toBe(true);
      expect(await vacuumOutboxIfDue(at + 5_000)).toBe(false);
      expect(await vacuumOutboxIfDue(at + 10_000)).toBe(true);
    });
    expect(await withEnv("EVENT_OUTBOX_VACUUM_SECONDS", "0", () => vacuumOutboxIfDue(at + 3_600_000))).toBe(false);
    expect(await vacuumOutboxIfDue(at + 7_200_000)).toBe(false);
    const [stats] = (await getDb().execute<{ n: number }>(sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'event_outbox'`)).rows;
    expect(stats!.n).toBeGreaterThan(0);
  });
});
