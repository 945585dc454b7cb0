import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies, eventOutbox, type OutboxEvent } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import { randomBase62 } from "@/lib/ids";
import { dispatchPendingEvents, pruneDispatchedEvents } from "./dispatch";
import { emitEvents } from "./emit";
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
const withRetention = async <T>(minutes: string, fn: () => Promise<T>) => {
  const before = process.env.EVENT_OUTBOX_RETAIN_MINUTES;
  process.env.EVENT_OUTBOX_RETAIN_MINUTES = minutes;
  try {
    return await fn();
  } finally {
    process.env.EVENT_OUTBOX_RETAIN_MINUTES = before;
  }
};

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
});
