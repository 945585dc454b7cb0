import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventOutbox } from "@/db/schema";
import { rolledBack } from "@/lib/testing/rolled-back";
import { emitEvent, emitEvents, emitSelected } from "./emit";

describe("the outbox emitter", () => {
  it("writes one event, many in order, and set-based ones, all with evt_ ids", async () => {
    await rolledBack(async (ctx) => {
      const one = await emitEvent(ctx.tx, { companyId: ctx.companyId, event: "contact.created", payload: { n: 1 } });
      const many = await emitEvents(ctx.tx, [2, 3, 4].map((n) => ({ companyId: ctx.companyId, event: "contact.updated" as const, payload: { n } })));
      await emitSelected(ctx.tx, sql`select ${ctx.companyId}::text as company_id, 'contact.deleted' as event, jsonb_build_object('n', g) as payload from generate_series(5, 6) g`);
      const rows = await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));
      expect(rows.map((r) => [r.event, (r.payload as { n: number }).n])).toEqual([
        ["contact.created", 1],
        ["contact.updated", 2],
        ["contact.updated", 3],
        ["contact.updated", 4],
        ["contact.deleted", 5],
        ["contact.deleted", 6],
      ]);
      expect(rows.slice(0, 4).map((r) => r.eventId)).toEqual([one, ...many]);
      for (const r of rows) expect(r.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(new Set(rows.map((r) => r.eventId)).size).toBe(rows.length);
    });
  });

  it("writes nothing for an empty batch", async () => {
    await rolledBack(async (ctx) => {
      expect(await emitEvents(ctx.tx, [])).toEqual([]);
      expect(await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId))).toEqual([]);
    });
  });
});
