import { asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { messages, workerHeartbeats, workflowRuns } from "@/db/schema";
import { approvedTemplateOf } from "@/lib/testing/campaign-fixtures";
import { waitFor } from "./support/chatapp";
import { startLiveChatapp, type LiveChatapp } from "./support/live-chatapp";
import { workerProcesses } from "./support/worker-process";
import { runsOf, stepsOf, waitForRuns, WORKFLOWS } from "./support/workflows";

/**
 * Workflow runs across worker deaths. The web server runs no workers; worker processes
 * (`npm run worker`) run the engine and are stopped or SIGKILLed mid-run. The platform is a
 * fake that answers like the Cloud API, slowly, and posts every message's statuses back.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 90;
const PHONE_NUMBER_ID = "106540352242990";
const ACCESS = "EAAG-workflow-crash-token-0000000000";
let live: LiveChatapp;
const req: LiveChatapp["req"] = (...args) => live.req(...args);

const workers = workerProcesses(() => live.app.env);
const startWorker = () => workers.start({ WORKFLOW_LEASE_SECONDS: "3" });

async function publish(graph: { nodes: unknown[]; edges: unknown[] }) {
  const created = await req("POST", WORKFLOWS, { name: `Crash ${Date.now()}`, triggerEvent: "contact.created", ...graph });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await req("POST", `${WORKFLOWS}/${created.body.id}/publish`)).status).toBe(200);
  return created.body.id as string;
}

beforeAll(async () => {
  live = await startLiveChatapp({ label: "wfcrash", port: PORT, phoneNumberId: PHONE_NUMBER_ID, accessToken: ACCESS, scopes: ["automations:write", "automations:read", "contacts:write"], latencyMs: 200, env: { WORKERS: "off" } });
}, 180_000);

afterAll(async () => {
  workers.killAll();
  await live?.stop();
});

describe("workflow runs across worker deaths", () => {
  it("a delay outlives its worker: a worker stopped during it and another started, the run goes on on time", async () => {
    const id = await publish({
      nodes: [
        { id: "t", type: "trigger", config: { filters: [{ path: "contact.name", operator: "starts_with", value: "Delay" }] } },
        { id: "d", type: "delay", config: { mode: "duration", duration: { amount: 4, unit: "seconds" } } },
        { id: "st", type: "set-lifecycle-stage", config: { stage: "CUSTOMER" } },
      ],
      edges: [
        { id: "1", source: "t", target: "d" },
        { id: "2", source: "d", target: "st" },
      ],
    });
    const a = startWorker();
    expect((await req("POST", "/api/v1/contacts", { name: "Delay Dora" })).status).toBe(200);
    await waitFor(async () => (await runsOf(id)).some((r) => r.currentNodeId === "d" && r.claim === null) || null, 30_000, 50);
    a.kill("SIGTERM");
    await a.exited;
    const stoppedAt = new Date();
    const b = startWorker();
    const [run] = await waitForRuns(id, 1, ["COMPLETED", "FAILED"], 30_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\nworker B:\n${b.log().slice(-3000)}`);
    });
    expect(run!.status, run!.error ?? "").toBe("COMPLETED");
    const delay = (await stepsOf(run!.id)).find((s) => s.nodeId === "d")!;
    const due = delay.startedAt.getTime() + 4000;
    // On time means when it was due, or as soon as a worker was there again: B's first
    // heartbeat (a process start under a loaded CI can outlast the 4 s delay by itself).
    const [beat] = await getDb().select({ at: workerHeartbeats.startedAt }).from(workerHeartbeats).where(gt(workerHeartbeats.startedAt, stoppedAt)).orderBy(asc(workerHeartbeats.startedAt)).limit(1);
    expect(beat, "worker B never beat").toBeTruthy();
    expect(delay.finishedAt!.getTime() - due).toBeGreaterThanOrEqual(0);
    expect(delay.finishedAt!.getTime() - Math.max(due, beat!.at.getTime())).toBeLessThan(1000);
    b.kill();
    await b.exited;
  }, 90_000);

  it("a worker SIGKILLed mid-run loses no step and repeats no send", async () => {
    const tpl = await approvedTemplateOf(live.co.companyId);
    const send = (nodeId: string) => ({ id: nodeId, type: "chatapp-send-template", config: { templateName: tpl.name, languageCode: "en" } });
    const id = await publish({
      nodes: [{ id: "t", type: "trigger", config: { filters: [{ path: "contact.name", operator: "starts_with", value: "Kill" }] } }, send("s1"), send("s2"), { id: "st", type: "set-lifecycle-stage", config: { stage: "CUSTOMER" } }],
      edges: [
        { id: "1", source: "t", target: "s1" },
        { id: "2", source: "s1", target: "s2", sourceHandle: "next" },
        { id: "3", source: "s2", target: "st", sourceHandle: "next" },
      ],
    });
    const RUNS = 60;
    await getDb().execute(`
      insert into contacts (id, company_id, name, first_name, phone)
      select 'ct_wfkill' || g, '${live.co.companyId}', 'Kill ' || g, 'Kill', '1888' || lpad(g::text, 7, '0') from generate_series(1, ${RUNS}) g`);
    const a = startWorker();
    // Sixty contact.created events at once, as the outbox holds them; the NOTIFY wakes the dispatcher.
    await getDb().execute(`
      insert into event_outbox (event_id, company_id, event, payload)
      select 'evt_wfkill' || g, '${live.co.companyId}', 'contact.created', jsonb_build_object('contact', jsonb_build_object('id', 'ct_wfkill' || g, 'name', 'Kill ' || g))
      from generate_series(1, ${RUNS}) g;
      select pg_notify('event_outbox', '')`);
    const sends = () => live.fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages"));
    // Killed well into the run, with sends in flight (the platform answers in 200 ms).
    await waitFor(async () => sends().length >= 40 || null, 60_000, 10);
    a.kill();
    const atKill = sends().length;
    // Sends the dead worker had under way: prepared (message queued), maybe taken by the platform, never settled.
    const { rows: inFlight } = await getDb().execute<{ n: number }>(`select count(*)::int as n from workflow_steps s join workflow_runs r on r.id = s.run_id where r.workflow_id = '${id}' and s.status = 'RUNNING' and s.node_type = 'chatapp-send-template'`);
    const b = startWorker();
    const runs = await waitForRuns(id, RUNS, ["COMPLETED", "FAILED"], 90_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\nworker B:\n${b.log().slice(-3000)}`);
    });
    expect(runs.every((r) => r.status === "COMPLETED"), JSON.stringify(runs.filter((r) => r.status !== "COMPLETED").map((r) => r.error))).toBe(true);
    // What the platform received: two sends per contact, no more.
    const to = sends().map((r) => (r.json as { to: string }).to);
    const perContact = new Map<string, number>();
    for (const t of to) perContact.set(t, (perContact.get(t) ?? 0) + 1);
    expect(perContact.size).toBe(RUNS);
    expect([...perContact.values()].every((n) => n === 2), `sends ${to.length}, ${atKill} at the kill`).toBe(true);
    expect(inFlight[0]!.n, "the kill must catch sends under way").toBeGreaterThan(0);
    // Every step once, in order, and the two messages of each run stored with the platform's id.
    for (const r of runs) expect((await stepsOf(r.id)).map((s) => [s.nodeId, s.status])).toEqual([["t", "SUCCEEDED"], ["s1", "SUCCEEDED"], ["s2", "SUCCEEDED"], ["st", "SUCCEEDED"]]);
    const stored = await getDb().select().from(messages).where(eq(messages.companyId, live.co.companyId));
    expect(stored).toHaveLength(RUNS * 2);
    expect(stored.every((m) => m.platformMessageId)).toBe(true);
    expect((await getDb().select().from(workflowRuns).where(eq(workflowRuns.workflowId, id))).length).toBe(RUNS);
  }, 180_000);
});
