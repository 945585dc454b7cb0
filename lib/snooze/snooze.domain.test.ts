import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeInboundMessages } from "@/lib/channels/chatapp/messaging/thread";
import { resolveConversation } from "@/lib/conversations/change-conversation";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { listConversations } from "@/lib/conversations/list-conversations";
import { listConversationsQuery } from "@/lib/conversations/schemas";
import type { TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { snoozeConversation, unsnoozeConversation, wakeSnoozed, WAKE_SNOOZED_TASK } from "./snooze";

const wamid = () => `wamid.SNOOZE${randomBytes(10).toString("hex").toUpperCase()}`;

async function customerWrites(ctx: TxCtx, phone: string) {
  const [row] = await writeInboundMessages(ctx.tx, { companyId: ctx.companyId, inboxId: await defaultInboxId(ctx, "CHATAPP") }, [
    { phone, name: "Nadia", at: new Date(), preview: "hi", unread: 1, message: { id: newId("msg"), type: "text", text: "hi", content: { text: { body: "hi" } }, platformMessageId: wamid() } },
  ]);
  return row!.conversation_id;
}

/** The pending wake-up jobs of a conversation, as graphile-worker holds them. */
async function wakeJobs(ctx: TxCtx, id: string) {
  const { rows } = await ctx.tx.execute<{ key: string; run_at: string; payload: { conversationId: string } }>(
    sql`select j.key, j.run_at::text, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${WAKE_SNOOZED_TASK} and j.payload->>'conversationId' = ${id}`,
  );
  return rows.map((r) => ({ key: r.key, runAt: new Date(r.run_at).toISOString(), conversationId: r.payload.conversationId }));
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
const job = (ctx: TxCtx, conversationId: string) => ({ companyId: ctx.companyId, conversationId });

describe("snooze", () => {
  it("leaves the Open view, holds one durable job at its time, and comes back when the job runs at that time", async () => {
    await rolledBack(async (ctx) => {
      const id = await customerWrites(ctx, "966500000201");
      const until = hours(3);
      const snoozed = await snoozeConversation({ ctx, id, input: { until: until.toISOString() } });
      expect(snoozed).toMatchObject({ status: "OPEN", snooze: { until: until.toISOString(), untilReply: false } });
      expect(await wakeJobs(ctx, id)).toEqual([{ key: `snooze:${id}`, runAt: until.toISOString(), conversationId: id }]);

      const list = async (q: Record<string, string>) => (await listConversations({ ctx, query: listConversationsQuery.parse(q) })).data.map((c) => c.id);
      expect(await list({ status: "OPEN", snoozed: "false" })).not.toContain(id);
      expect(await list({ snoozed: "true" })).toEqual([id]);

      expect(await wakeSnoozed(job(ctx, id), { db: ctx.tx, now: new Date(until.getTime() - 60_000) })).toBe(false);
      expect((await getConversationOrThrow({ ctx, id })).snooze).not.toBeNull();
      expect(await wakeSnoozed(job(ctx, id), { db: ctx.tx, now: until })).toBe(true);
      expect((await getConversationOrThrow({ ctx, id })).snooze).toBeNull();
      expect(await list({ status: "OPEN", snoozed: "false" })).toContain(id);
    });
  });

  it("replaces the job when snoozed again, and a stale job (re-snoozed, unsnoozed, resolved) changes nothing", async () => {
    await rolledBack(async (ctx) => {
      const id = await customerWrites(ctx, "966500000202");
      const first = hours(1);
      const later = hours(5);
      await snoozeConversation({ ctx, id, input: { until: first.toISOString() } });
      await snoozeConversation({ ctx, id, input: { until: later.toISOString() } });
      expect(await wakeJobs(ctx, id)).toEqual([{ key: `snooze:${id}`, runAt: later.toISOString(), conversationId: id }]);
      // The first time's job, had it already been taken by a worker, finds the later snooze.
      expect(await wakeSnoozed(job(ctx, id), { db: ctx.tx, now: first })).toBe(false);
      expect((await getConversationOrThrow({ ctx, id })).snooze?.until).toBe(later.toISOString());

      await unsnoozeConversation({ ctx, id });
      expect(await wakeJobs(ctx, id)).toEqual([]);
      expect(await wakeSnoozed(job(ctx, id), { db: ctx.tx, now: later })).toBe(false);

      await snoozeConversation({ ctx, id, input: { until: first.toISOString() } });
      const resolved = await resolveConversation({ ctx, id });
      expect(resolved.snooze).toBeNull();
      expect(await wakeSnoozed(job(ctx, id), { db: ctx.tx, now: later })).toBe(false);
      expect((await getConversationOrThrow({ ctx, id })).status).toBe("RESOLVED");
    });
  });

  it("comes back when the customer writes, snoozed until a reply or until a time", async () => {
    await rolledBack(async (ctx) => {
      const id = await customerWrites(ctx, "966500000203");
      const byReply = await snoozeConversation({ ctx, id, input: { untilReply: true } });
      expect(byReply.snooze).toMatchObject({ until: null, untilReply: true });
      expect(await wakeJobs(ctx, id)).toEqual([]);
      expect(await customerWrites(ctx, "966500000203")).toBe(id);
      expect((await getConversationOrThrow({ ctx, id })).snooze).toBeNull();

      await snoozeConversation({ ctx, id, input: { until: hours(2).toISOString() } });
      await customerWrites(ctx, "966500000203");
      expect((await getConversationOrThrow({ ctx, id })).snooze).toBeNull();
    });
  });

  it("refuses a time in the past naming until, and a conversation that is not open with a 409", async () => {
    await rolledBack(async (ctx) => {
      const id = await customerWrites(ctx, "966500000204");
      const past = await refusal(snoozeConversation({ ctx, id, input: { until: hours(-1).toISOString() } }));
      expect(past).toMatchObject({ code: "VALIDATION_ERROR", details: { fields: [{ path: "until", message: "must be in the future" }] } });
      await resolveConversation({ ctx, id });
      expect(await refusal(snoozeConversation({ ctx, id, input: { untilReply: true } }))).toMatchObject({ code: "CONFLICT", details: { status: "RESOLVED" } });
    });
  });
});
