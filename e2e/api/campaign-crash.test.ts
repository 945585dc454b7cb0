import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { campaignRecipients, campaigns, messages } from "@/db/schema";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany } from "./support/fixtures";
import { approvedTemplateOf, CAMPAIGNS } from "./support/campaigns";
import { waitFor } from "./support/chatapp";

/**
 * A worker process SIGKILLed in the middle of a campaign: the platform (a fake that answers
 * like the Cloud API, slowly, and posts every message's statuses back to the app's webhook)
 * must receive every recipient exactly once. The web server runs no workers; two worker
 * processes (`npm run worker`) send. The killed one dies holding claimed recipients, some
 * with their send in flight: those the platform took are known by their statuses (which carry
 * our message id) and are not sent again; the rest go once the lease runs out.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 40;
const RECIPIENTS = 300;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let fake: FakeCloudApi;
let app: TestServer;
const children: ChildProcess[] = [];

function startWorker() {
  const output: string[] = [];
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], {
    env: { ...process.env, ...app.env, WORKERS: "on", CAMPAIGN_LEASE_SECONDS: "4", CAMPAIGN_RECLAIM_SECONDS: "1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: SIGKILL must reach tsx's child too.
    detached: true,
  });
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  children.push(child);
  return { child, log: () => output.join(""), kill: () => process.kill(-child.pid!, "SIGKILL") };
}

beforeAll(async () => {
  db = await createTestDatabase("cmpcrash");
  fake = await startFakeCloudApi({ latencyMs: 250, callbacks: { url: `http://127.0.0.1:${PORT}/api/channels/chatapp/webhook`, appSecret: "test-chatapp-app-secret" } });
  app = await startTestServer("cmpcrash", PORT, { CHATAPP_API_BASE_URL: fake.baseUrl, WORKERS: "off" }, db);
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
}, 120_000);

afterAll(async () => {
  for (const c of children) {
    try {
      process.kill(-c.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("a worker killed mid-campaign", () => {
  it("loses nothing and sends nothing twice", async () => {
    const co = await newCompany("crash");
    const token = (await co.token(["campaigns:write", "campaigns:read", "channels:write"])).token;
    const call = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(`${app.baseUrl}${p}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const access = "EAAG-crash-test-access-token-0000000000";
    fake.addNumber(fake.phoneNumberId, access);
    const connected = await call("PUT", "/api/v1/channels/chatapp", { phoneNumberId: fake.phoneNumberId, wabaId: "102290129340398", accessToken: access });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    await getDb().execute(`
      insert into contacts (id, company_id, name, first_name, phone)
      select 'ct_crash' || g, '${co.companyId}', 'Crash ' || g, 'Crash' || g, '1888' || lpad(g::text, 7, '0') from generate_series(1, ${RECIPIENTS}) g`);
    const tpl = await approvedTemplateOf(co.companyId);
    const created = await call("POST", CAMPAIGNS, { name: "Crash", templateId: tpl.id, audience: { type: "ALL" }, messagesPerSecond: 20 });
    const id = created.body.id as string;

    const a = startWorker();
    expect((await call("POST", `${CAMPAIGNS}/${id}/run`)).status).toBe(200);
    // Kill it once it is well into the campaign, with sends in flight (the platform answers in 250 ms).
    await waitFor(async () => fake.requests.filter((r) => r.path.endsWith("/messages")).length >= 60, 60_000, 20);
    a.kill();
    const atKill = fake.requests.filter((r) => r.path.endsWith("/messages")).length;
    const claimedAtKill = (await getDb().select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id))).filter((r) => r.status === "CLAIMED").length;

    const b = startWorker();
    await waitFor(async () => (await getDb().select({ s: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0].s === "COMPLETED", 90_000, 250).catch((err: unknown) => {
      throw new Error(`${String(err)}\nworker B:\n${b.log().slice(-3000)}`);
    });

    const sends = fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages"));
    const to = sends.map((r) => (r.json as { to: string }).to);
    // What the platform received: every recipient, once.
    expect(new Set(to).size).toBe(RECIPIENTS);
    expect(to.length, `sends ${to.length}; at the kill ${atKill} sent and ${claimedAtKill} claimed`).toBe(RECIPIENTS);
    expect(claimedAtKill).toBeGreaterThan(0);
    const rows = await getDb().select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(rows.every((r) => ["SENT", "DELIVERED", "READ"].includes(r.status))).toBe(true);
    // One message per recipient, each with the platform's id.
    const stored = await getDb().select().from(messages).where(eq(messages.companyId, co.companyId));
    expect(stored).toHaveLength(RECIPIENTS);
    expect(stored.every((m) => m.platformMessageId)).toBe(true);
  }, 180_000);
});
