import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { webhookDeliveries, webhookDeliveryAttempts, webhooks, workerHeartbeats } from "@/db/schema";
import { systemCtx } from "@/lib/domain/context";
import { emitEvent } from "@/lib/events/emit";
import { sampleContactPayload } from "@/lib/events/payloads/samples";
import { createTestDatabase } from "@/lib/testing/test-database";
import { createWebhook } from "@/lib/webhooks/webhook-crud";
import { newCompany, type TestCompany } from "./support/fixtures";
import { waitFor } from "./support/receiver";

/**
 * A worker process SIGKILLed in the middle of a webhook delivery: a second worker releases
 * the dead one's job within the grace plus a sweep and delivers it once (docs/decisions.md,
 * "Crash recovery"). Its own database, not the suite's: the suite's server runs workers of
 * its own that would take the job, and with no web server here the only workers on this
 * database are the two processes the test starts and kills. Setup goes through the domain
 * verbs (the routes call the same); the event travels the real outbox and dispatcher.
 */
const BEAT_S = 1;
const DEAD_AFTER_S = 3;
const SWEEP_S = 1;

type Hit = { at: number; deliveryId: string; body: string };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let receiver: http.Server;
let port: number;
const hits: Hit[] = [];
const children: ChildProcess[] = [];

/** The first call is accepted and never answered (the worker dies holding it); later calls get 200. */
function startHangingReceiver() {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({ at: Date.now(), deliveryId: String(req.headers["x-service-delivery-id"]), body: Buffer.concat(chunks).toString("utf8") });
      if (hits.length > 1) res.end("ok");
    });
  });
  return new Promise<http.Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** `npm run worker` as its own process, with a short heartbeat and grace. */
function startWorker(name: string) {
  const output: string[] = [];
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      WEBHOOKS_ALLOWED_TARGETS: `127.0.0.1:${port}`,
      WORKER_HEARTBEAT_SECONDS: String(BEAT_S),
      WORKER_DEAD_AFTER_SECONDS: String(DEAD_AFTER_S),
      WORKER_SWEEP_SECONDS: String(SWEEP_S),
      WORKER_CONCURRENCY: "2",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: tsx runs the script in a child process, and SIGKILL, which tsx
    // cannot relay, has to reach that one too.
    detached: true,
  });
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { name, child, exited, log: () => output.join(""), kill: () => process.kill(-child.pid!, "SIGKILL") };
}

/** The heartbeat of a process that started after the ones in `known`, once it has beaten. */
async function newBeat(known: string[] = [], ms = 30_000) {
  return waitFor(async () => (await getDb().select().from(workerHeartbeats)).find((b) => !known.includes(b.processId)), ms);
}

beforeAll(async () => {
  receiver = await startHangingReceiver();
  port = (receiver.address() as AddressInfo).port;
  db = await createTestDatabase("crash");
  // This file's fixtures write to its own database (as chatapp-live.test.ts does).
  Object.assign(process.env, { DATABASE_URL: db.url, WEBHOOKS_ALLOWED_TARGETS: `127.0.0.1:${port}` });
  await closeDb();
  await migrateDatabase();
}, 60_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, "SIGKILL");
  receiver?.closeAllConnections();
  await new Promise((r) => receiver?.close(r));
  await closeDb();
  await db?.drop();
});

describe("a worker killed mid-delivery", () => {
  it("has its job released by another worker and the delivery completed once", async () => {
    const co: TestCompany = await newCompany("crash");
    const ctx = systemCtx(co.companyId, "test");
    const hook = await createWebhook({ ctx, input: { name: "crash", url: `http://127.0.0.1:${port}/crash`, events: ["contact.created"], maxRetries: 3, fieldExclusions: [], consecutiveFailureThreshold: 10 } });

    const first = startWorker("first");
    const firstBeat = await newBeat();
    // A job locked by an id that never beat (its process died before the first heartbeat).
    await getDb().execute(sql`select graphile_worker.add_job('test:orphan', '{}'::json)`);
    await getDb().execute(sql`update graphile_worker._private_jobs set locked_by = 'pool-never-beat', locked_at = now() - interval '1 minute' where task_id = (select id from graphile_worker._private_tasks where identifier = 'test:orphan')`);

    // What every verb does: the event into the outbox, the dispatcher woken at commit.
    const eventId = await emitEvent(getDb(), { companyId: co.companyId, event: "contact.created", payload: sampleContactPayload({ id: "ct_crash", name: "Crash Test" }) });
    await waitFor(async () => hits.length >= 1);
    const [locked] = (await getDb().execute<{ locked_by: string }>(sql`select locked_by from graphile_worker.jobs where task_identifier = 'webhooks:deliver' and locked_by is not null`)).rows;
    expect(firstBeat.workerIds).toContain(locked?.locked_by);

    first.kill();
    await first.exited;
    const killedAt = Date.now();

    const second = startWorker("second");
    const secondBeat = await newBeat([firstBeat.processId]);
    const secondReadyAt = Date.now();
    const [delivery] = await waitFor(async () => {
      const rows = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
      return rows[0]?.status === "SUCCEEDED" ? rows : undefined;
    }, 30_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n--- second worker ---\n${second.log()}`);
    });

    // Called again with the same delivery and event: at-least-once, as the spec promises.
    expect(hits).toHaveLength(2);
    expect(hits[1].deliveryId).toBe(hits[0].deliveryId);
    expect(hits[1].body).toBe(hits[0].body);
    // Within the grace and a sweep of the second worker being up (its start is tsx, not us).
    expect(hits[1].at - secondReadyAt).toBeLessThan((DEAD_AFTER_S + SWEEP_S + BEAT_S) * 1000 + 3000);
    expect(Date.now() - killedAt).toBeLessThan(30_000);

    // One delivery row for the event and webhook, one recorded attempt, no failure counted.
    expect((JSON.parse(hits[0].body) as { id: string }).id).toBe(eventId);
    const rows = await getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.webhookId, hook.id), eq(webhookDeliveries.eventId, eventId)));
    expect(rows).toHaveLength(1);
    expect(delivery).toMatchObject({ id: hits[0].deliveryId, status: "SUCCEEDED", attemptCount: 1, lastResponseStatus: 200 });
    const attempts = await getDb().select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, delivery.id));
    expect(attempts.map((a) => [a.attemptNumber, a.responseStatus])).toEqual([[1, 200]]);
    const [hookRow] = await getDb().select().from(webhooks).where(and(eq(webhooks.companyId, co.companyId), eq(webhooks.id, hook.id)));
    expect(hookRow).toMatchObject({ status: "ACTIVE", consecutiveFailures: 0 });

    // The orphan's lock is gone too; the dead process's heartbeat was removed; releases are logged.
    await waitFor(async () => {
      const { rows: orphan } = await getDb().execute<{ locked_by: string | null }>(sql`select locked_by from graphile_worker.jobs where task_identifier = 'test:orphan'`);
      return orphan[0]?.locked_by === null;
    }, 10_000);
    const beats = await getDb().select().from(workerHeartbeats);
    expect(beats.map((b) => b.processId)).toEqual([secondBeat.processId]);
    expect(second.log()).toContain(`"workerId":"${locked!.locked_by}"`);
    expect(second.log()).not.toContain(hits[0].body);

    // A clean shutdown removes its own heartbeat (tsx relays SIGTERM to the script).
    second.child.kill("SIGTERM");
    await second.exited;
    expect(second.child.exitCode).toBe(0);
    expect(await getDb().select().from(workerHeartbeats)).toEqual([]);
  }, 60_000);
});
