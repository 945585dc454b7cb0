import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { messages, scheduledMessageSends, scheduledMessages } from "@/db/schema";
import { approvedTemplateOf } from "@/lib/testing/campaign-fixtures";
import { waitFor } from "./support/chatapp";
import { startLiveChatapp, type LiveChatapp } from "./support/live-chatapp";
import { workerProcesses } from "./support/worker-process";

/**
 * Scheduled messages across worker deaths. The web server runs no workers; worker processes
 * (`npm run worker`) run the engine and are stopped or SIGKILLed during due sends. The platform
 * is a fake that answers like the Cloud API, slowly, and posts every message's statuses back.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 100;
const PHONE_NUMBER_ID = "106540352243100";
const ACCESS = "EAAG-scheduled-crash-token-00000000";
const BASE = "/api/v1/scheduled-messages";
let live: LiveChatapp;
const req: LiveChatapp["req"] = (...args) => live.req(...args);
let n = 0;
const phone = () => `1555310${String(++n).padStart(4, "0")}`;

const workers = workerProcesses(() => live.app.env);
const startWorker = () => workers.start({ SCHEDULED_LEASE_SECONDS: "4", SCHEDULED_CONCURRENCY: "8" });

const customerWrites = (from: string) => live.customerWrites(from);
const sends = () => live.sends();
const sentTo = (to: string) => live.sends(to);
const rowsOf = (ids: string[]) => getDb().select().from(scheduledMessages).where(inArray(scheduledMessages.id, ids));
const historyOf = (id: string) => getDb().select().from(scheduledMessageSends).where(eq(scheduledMessageSends.scheduledMessageId, id));

async function schedule(body: Record<string, unknown>) {
  const res = await req("POST", BASE, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as { id: string; conversationId: string | null };
}

beforeAll(async () => {
  live = await startLiveChatapp({ label: "schedcrash", port: PORT, phoneNumberId: PHONE_NUMBER_ID, accessToken: ACCESS, scopes: ["messages:send", "messages:read"], latencyMs: 1500, env: { WORKERS: "off" } });
}, 180_000);

afterAll(async () => {
  workers.killAll();
  await live?.stop();
});

describe("scheduled messages across worker deaths", () => {
  it("a worker SIGKILLed during due sends: the platform receives each occurrence exactly once", async () => {
    const COUNT = 24;
    const recipients = Array.from({ length: COUNT }, phone);
    for (const r of recipients) await customerWrites(r);
    const a = startWorker();
    await new Promise((r) => setTimeout(r, 4000)); // the worker is up and listening
    const at = new Date(Math.ceil((Date.now() + 2000) / 1000) * 1000).toISOString();
    const ids: string[] = [];
    for (const r of recipients) ids.push((await schedule({ channel: "CHATAPP", recipientRef: r, scheduledFor: at, payload: { kind: "text", text: `Reminder for ${r}` } })).id);
    // Killed with sends in flight: the platform answers in 1.5 s, eight at a time.
    await waitFor(async () => sends().length >= 6 || null, 30_000, 10);
    a.kill();
    await a.exited;
    const { rows: inFlight } = await getDb().execute<{ n: number }>(`select count(*)::int as n from scheduled_message_sends where company_id = '${live.co.companyId}' and status = 'SENDING'`);
    expect(inFlight[0]!.n, "the kill must catch sends under way").toBeGreaterThan(0);

    const b = startWorker();
    await waitFor(async () => (await rowsOf(ids)).every((m) => m.status === "SENT") || null, 60_000, 200).catch((err: unknown) => {
      throw new Error(`${String(err)}\nworker B:\n${b.log().slice(-3000)}`);
    });
    for (const r of recipients) expect(sentTo(r), r).toHaveLength(1);
    for (const id of ids) expect((await historyOf(id)).map((s) => s.status)).toEqual(["SENT"]);
    const stored = await getDb().select().from(messages).where(and(eq(messages.companyId, live.co.companyId), eq(messages.direction, "outbound")));
    expect(stored).toHaveLength(COUNT);
    expect(stored.every((m) => m.platformMessageId)).toBe(true);
    b.kill();
    await b.exited;
  }, 150_000);

  it("a restart neither skips nor doubles: a daily message due while no worker runs goes once on restart, then waits for tomorrow", async () => {
    const to = phone();
    await customerWrites(to);
    const at = new Date(Math.ceil((Date.now() + 1000) / 1000) * 1000);
    const { id } = await schedule({ channel: "CHATAPP", recipientRef: to, scheduledFor: at.toISOString(), payload: { kind: "text", text: "Daily digest" }, recurrence: "DAILY" });
    await new Promise((r) => setTimeout(r, 2500)); // due, and nobody is running
    expect(sentTo(to)).toHaveLength(0);
    const c = startWorker();
    const [m] = await waitFor(async () => {
      const rows = await rowsOf([id]);
      return rows[0]!.sentCount === 1 && rows[0]!.status === "PENDING" && rows;
    }, 30_000, 100);
    expect(m!.occurrenceAt!.getTime() - at.getTime()).toBe(86_400_000);
    c.kill("SIGTERM");
    await c.exited;
    const d = startWorker();
    await new Promise((r) => setTimeout(r, 6000));
    expect(sentTo(to)).toHaveLength(1);
    expect((await historyOf(id)).map((s) => [s.status, s.occurrenceAt.toISOString()])).toEqual([["SENT", at.toISOString()]]);
    d.kill();
    await d.exited;
  }, 90_000);

  it("outside the window at send time: a recurring text sends its fallback template; without one the occurrence fails and the series goes on", async () => {
    const tpl = await approvedTemplateOf(live.co.companyId);
    const withFallback = phone();
    const without = phone();
    await customerWrites(withFallback);
    await customerWrites(without);
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000).toISOString();
    const a = await schedule({ channel: "CHATAPP", recipientRef: withFallback, scheduledFor: at, payload: { kind: "text", text: "Weekly check-in" }, recurrence: "WEEKLY", fallbackTemplate: { kind: "template", templateName: tpl.name, languageCode: "en" } });
    const b = await schedule({ channel: "CHATAPP", recipientRef: without, scheduledFor: at, payload: { kind: "text", text: "Weekly check-in" }, recurrence: "WEEKLY" });
    // Both windows close before the time comes.
    await getDb().execute(`update conversations set last_inbound_at = now() - interval '25 hours' where company_id = '${live.co.companyId}' and id in ('${a.conversationId}', '${b.conversationId}')`);
    const w = startWorker();
    const rows = await waitFor(async () => {
      const r = await rowsOf([a.id, b.id]);
      return r.every((m) => m.sentCount + m.failedCount === 1 && m.status === "PENDING") && r;
    }, 30_000, 100).catch((err: unknown) => {
      throw new Error(`${String(err)}\nworker:\n${w.log().slice(-3000)}`);
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ sentCount: 1, failedCount: 0 });
    expect(byId.get(b.id)).toMatchObject({ sentCount: 0, failedCount: 1, lastError: expect.stringMatching(/24 hours/) });
    expect((await historyOf(a.id))[0]).toMatchObject({ status: "SENT", usedFallback: true });
    expect((await historyOf(b.id))[0]).toMatchObject({ status: "FAILED", reason: "window_requires_template" });
    expect(sentTo(withFallback).map((r) => (r.json as { type: string }).type)).toEqual(["template"]);
    expect(sentTo(without)).toHaveLength(0);
    // The series goes on: next week's occurrence is pending.
    for (const r of rows) expect(r.occurrenceAt!.getTime() - new Date(at).getTime()).toBe(7 * 86_400_000);
    w.kill();
    await w.exited;
  }, 90_000);
});
