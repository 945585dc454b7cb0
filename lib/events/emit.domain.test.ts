import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventOutbox } from "@/db/schema";
import { rolledBack } from "@/lib/testing/rolled-back";
import { emitEvent, emitEvents, emitSelected } from "./emit";
import { sampleContactPayload } from "./payloads/samples";

describe("the outbox emitter", () => {
  it("writes one event, many in order, and set-based ones, all with evt_ ids", async () => {
    await rolledBack(async (ctx) => {
      const one = await emitEvent(ctx.tx, { companyId: ctx.companyId, event: "contact.created", payload: sampleContactPayload({ id: "ct_1" }) });
      const many = await emitEvents(ctx.tx, [2, 3, 4].map((n) => ({ companyId: ctx.companyId, event: "contact.updated" as const, payload: sampleContactPayload({ id: `ct_${n}` }, ["name"]) })));
      const sample = JSON.stringify(sampleContactPayload());
      await emitSelected(ctx.tx, sql`select ${ctx.companyId}::text as company_id, 'contact.updated' as event, jsonb_set(${sample}::jsonb, '{contact,id}', to_jsonb('ct_' || g)) as payload from generate_series(5, 6) g`);
      const rows = await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));
      expect(rows.map((r) => [r.event, (r.payload as { contact: { id: string } }).contact.id])).toEqual([
        ["contact.created", "ct_1"],
        ["contact.updated", "ct_2"],
        ["contact.updated", "ct_3"],
        ["contact.updated", "ct_4"],
        ["contact.updated", "ct_5"],
        ["contact.updated", "ct_6"],
      ]);
      expect(rows.slice(0, 4).map((r) => r.eventId)).toEqual([one, ...many]);
      for (const r of rows) expect(r.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(new Set(rows.map((r) => r.eventId)).size).toBe(rows.length);
    });
  });

  // EVENT_PAYLOAD_CHECK=strict (domain-env.ts): a payload off its schema fails the change, in every form.
  it("refuses a payload that does not match its event's schema, written in Node or in SQL", async () => {
    await rolledBack(async (ctx) => {
      await expect(emitEvent(ctx.tx, { companyId: ctx.companyId, event: "contact.created", payload: { contact: { id: "ct_1", phone: "15551234567" } } })).rejects.toThrow(/contact\.created payload does not match/);
    });
    await rolledBack(async (ctx) => {
      const digits = JSON.stringify({ ...sampleContactPayload(), contact: { ...sampleContactPayload().contact, phone: "15551234567" } });
      await expect(emitSelected(ctx.tx, sql`select ${ctx.companyId}::text as company_id, 'contact.updated' as event, ${digits}::jsonb as payload`)).rejects.toThrow(/contact\.phone: must be E\.164/);
    });
  });

  it("writes nothing for an empty batch", async () => {
    await rolledBack(async (ctx) => {
      expect(await emitEvents(ctx.tx, [])).toEqual([]);
      expect(await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId))).toEqual([]);
    });
  });
});
