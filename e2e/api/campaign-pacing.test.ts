import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { campaignRecipients } from "@/db/schema";
import { startFakeCloudApi, type FakeCloudApi, type RecordedRequest } from "@/lib/testing/fake-cloud-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { approvedTemplateOf, CAMPAIGNS } from "./support/campaigns";
import { waitFor } from "./support/chatapp";

/**
 * Pacing against a fake Cloud API that answers like the platform and posts sent, delivered
 * and read back to the app's webhook: two companies' campaigns at 5/s and 20/s at once, each
 * held within 5 % over 30 s; the platform's throughput error backing off the whole number
 * with nothing failed and nothing sent twice. Its own server: the platform URL is process config.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 30;
let fake: FakeCloudApi;
let app: TestServer;

async function req<T = Record<string, unknown>>(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A company connected live to the fake on its own number, with `n` opted-in contacts under one tag. */
async function liveCompany(label: string, n: number) {
  const co: TestCompany = await newCompany(label);
  const token = (await co.token(["campaigns:write", "campaigns:read", "channels:write"])).token;
  const number = `1065${Math.floor(Math.random() * 1e11)}`;
  const access = `EAAG-${label}-${number}`;
  fake.addNumber(number, access);
  const conn = await req(token, "PUT", "/api/v1/channels/chatapp", { phoneNumberId: number, wabaId: `waba${number}`, accessToken: access });
  expect(conn.status, JSON.stringify(conn.body)).toBe(200);
  const tag = await co.tag();
  await getDb().execute(`
    insert into contacts (id, company_id, name, first_name, phone)
    select 'ct_pace' || md5(random()::text), '${co.companyId}', 'Pace ' || g, 'Pace' || g, '1777${number.slice(-4)}' || lpad(g::text, 6, '0') from generate_series(1, ${n}) g`);
  await getDb().execute(`insert into contact_tags (contact_id, tag_id, company_id) select id, '${tag.id}', company_id from contacts where company_id = '${co.companyId}'`);
  const tpl = await approvedTemplateOf(co.companyId);
  return { co, token, number, tag, tpl };
}

const sendsTo = (requests: RecordedRequest[], number: string) => requests.filter((r) => r.method === "POST" && r.path.endsWith(`/${number}/messages`));

beforeAll(async () => {
  fake = await startFakeCloudApi({ callbacks: { url: `http://127.0.0.1:${PORT}/api/channels/chatapp/webhook`, appSecret: "test-chatapp-app-secret" } });
  app = await startTestServer("pacing", PORT, { CHATAPP_API_BASE_URL: fake.baseUrl });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("pacing", () => {
  it("holds 5/s and 20/s within 5% over 30 s, for two companies at once, with statuses following", async () => {
    const slow = await liveCompany("pace5", 220);
    const fast = await liveCompany("pace20", 800);
    const campaigns = [];
    for (const [c, mps] of [
      [slow, 5],
      [fast, 20],
    ] as const) {
      const created = await req<{ id: string }>(c.token, "POST", CAMPAIGNS, { name: `Pace ${mps}`, templateId: c.tpl.id, audience: { type: "TAGS", tagIds: [c.tag.id] }, messagesPerSecond: mps });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      campaigns.push({ ...c, id: created.body.id, mps });
    }
    for (const c of campaigns) expect((await req(c.token, "POST", `${CAMPAIGNS}/${c.id}/run`)).status).toBe(200);

    // Measure the 30 s after a 2 s start.
    const from = Date.now() + 2000;
    const to = from + 30_000;
    await new Promise((r) => setTimeout(r, to - Date.now() + 500));
    for (const c of campaigns) {
      const sends = sendsTo(fake.requests, c.number);
      const inWindow = sends.filter((r) => r.at >= from && r.at < to).length;
      const expected = c.mps * 30;
      expect(Math.abs(inWindow - expected) / expected, `${c.mps}/s: ${inWindow} sends in 30 s, expected ${expected}`).toBeLessThanOrEqual(0.05);
      // Never two sends to one recipient.
      const to_ = sends.map((r) => (r.json as { to: string }).to);
      expect(new Set(to_).size).toBe(to_.length);
    }
    for (const c of campaigns) expect((await req(c.token, "POST", `${CAMPAIGNS}/${c.id}/cancel`)).status).toBe(200);
    // Every send's statuses came back through the webhook and moved its recipient to READ.
    for (const c of campaigns) {
      let seen = "";
      let sent = 0;
      await waitFor(async () => {
        // Claimed sends still go out after the cancel: count them as they come.
        sent = sendsTo(fake.requests, c.number).length;
        const rows = await getDb().select({ status: campaignRecipients.status }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, c.id));
        const by: Record<string, number> = {};
        for (const r of rows) by[r.status] = (by[r.status] ?? 0) + 1;
        seen = JSON.stringify(by);
        return by.READ === sent;
      }, 15_000, 250).catch(() => {
        throw new Error(`${c.mps}/s: ${sent} sent, recipients ${seen}, callbacks posted ${fake.callbacksPosted()}\n${app.output().slice(-3000)}`);
      });
    }
  }, 90_000);

  it("backs the whole number off on the platform's throughput error: nothing fails, nothing is sent twice", async () => {
    const c = await liveCompany("throttle", 10);
    // 2/s: slots half a second apart, so the first refusal is answered before the next slot comes.
    const created = await req<{ id: string }>(c.token, "POST", CAMPAIGNS, { name: "Throttled", templateId: c.tpl.id, audience: { type: "TAGS", tagIds: [c.tag.id] }, messagesPerSecond: 2 });
    fake.throttle(3, c.number);
    await req(c.token, "POST", `${CAMPAIGNS}/${created.body.id}/run`);
    await waitFor(async () => {
      const rows = await getDb().select({ status: campaignRecipients.status }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, created.body.id));
      return rows.length === 10 && rows.every((r) => r.status === "SENT" || r.status === "DELIVERED" || r.status === "READ");
    }, 45_000, 250);
    const sends = sendsTo(fake.requests, c.number);
    const accepted = sends.length - 3;
    expect(accepted).toBe(10);
    const rows = await getDb().select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, created.body.id));
    expect(rows.filter((r) => r.failureCategory)).toEqual([]);
    // The number waited a second after the first refusal, and longer after the next ones
    // (1 s, 2 s, 4 s …): the first send it took came at least 3 s after the first refusal.
    expect(sends[1].at - sends[0].at).toBeGreaterThanOrEqual(900);
    expect(sends[3].at - sends[0].at).toBeGreaterThanOrEqual(2900);
  }, 90_000);
});
