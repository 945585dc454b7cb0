import { beforeAll, describe, expect, it } from "vitest";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { sql } from "drizzle-orm";
import { getDb, getPool } from "@/db/client";
import { foldCompany } from "@/lib/analytics/fold";
import { insertAnalyticsFixture } from "./support/analytics-fixture";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call } from "./support/http";

/**
 * Analytics (spec 4.4) over HTTP against rollups folded from a hand-computed fixture
 * (support/analytics-fixture.ts), in America/New_York around the 23-hour 2026-03-08:
 *
 * C1 chatapp, agent1, opened 03-07 23:30 EST, resolved 2 h later (03-08 01:30):
 *    in 04:30Z · out 04:32Z by agent1, read (first response 120 s; replied by) · in 04:40Z
 * C2 chatapp, agent2, open, opened 03-08 03:30 EDT:
 *    in 07:30Z · out 07:40Z by agent2, delivered (600 s) · template "welcome" 03-09T03:30Z,
 *    failed: 23:30 EDT, still on 03-08 (a fixed -5 h offset would put it on 03-08 too, UTC on 03-09)
 * C3 sms, unassigned, closed, opened 03-09 00:30 EDT (a fixed -5 h offset would say 03-08):
 *    template "welcome" 04:30Z read · in 05:30Z (replies to it) · out 05:31Z by agent1, sent (60 s)
 *
 * Per local day: 03-07 in 2 out 1 · 03-08 in 1 out 2 · 03-09 in 1 out 2.
 * First responses 60, 120, 600 s: median 150 (bucket 120–180 interpolated), p90 810 (600–900).
 * Resolution 7200 s: median 9000, p90 10440 (bucket 7200–10800).
 */
let co: TestCompany;
let token: string;
let agent1: string;
let agent2: string;

const get = async <T = Record<string, unknown>>(path: string) => call<T>("GET", path, { token });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

beforeAll(async () => {
  co = await newCompany("analytics");
  token = (await co.token(["analytics:read"])).token;
  agent1 = (await co.jwtAs("agent")).userId;
  agent2 = (await co.jwtAs("agent")).userId;
  await getDb().execute(sql`update companies set timezone = 'America/New_York' where id = ${co.companyId}`);
  await insertAnalyticsFixture(co.companyId, agent1, agent2);
  await foldCompany(co.companyId);
});

const ALL = { total: 9, inbound: 4, outbound: 5, sent: 4, delivered: 3, read: 2, failed: 1, replied: 2 };
const DST = "startDate=2026-03-08&endDate=2026-03-08";

describe("analytics routes against the hand-computed fixture", () => {
  it("GET /chatapp/stats: all-time totals", async () => {
    const r = await get("/api/v1/chatapp/stats");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ timezone: "America/New_York", channel: null, messages: ALL, conversations: { total: 3, open: 1, closed: 1, resolved: 1 } });
  });

  it("summary: totals, rates, conversations, first response and resolution", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/summary");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      range: { startDate: null, endDate: null, days: null, allTime: true, timezone: "America/New_York", channel: null },
      messages: ALL,
      rates: { deliveryRate: 60, readRate: 40, replyRate: 40, failureRate: 20 },
      conversations: { opened: 3, resolved: 1 },
      firstResponse: { count: 3, averageSeconds: 260, medianSeconds: 150, p90Seconds: 810 },
      resolution: { count: 1, averageSeconds: 7200, medianSeconds: 9000, p90Seconds: 10440 },
    });
  });

  it("messages: per local day, the DST day holding the 23:30 EDT template send", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/messages?startDate=2026-03-07&endDate=2026-03-10");
    expect(r.body.interval).toBe("day");
    expect(r.body.totals).toEqual(ALL);
    expect(r.body.series.map((p: Any) => [p.date, p.inbound, p.outbound, p.sent, p.delivered, p.read, p.failed, p.replied])).toEqual([
      ["2026-03-07", 2, 1, 1, 1, 1, 0, 1],
      ["2026-03-08", 1, 2, 1, 1, 0, 1, 0],
      ["2026-03-09", 1, 2, 2, 1, 1, 0, 1],
      ["2026-03-10", 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it("messages/trends: rates per day and the change against the days before", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/messages/trends?startDate=2026-03-08&endDate=2026-03-09");
    expect(r.body.previous).toEqual({ startDate: "2026-03-06", endDate: "2026-03-07", messages: { total: 3, inbound: 2, outbound: 1, sent: 1, delivered: 1, read: 1, failed: 0, replied: 1 } });
    expect(r.body.change).toMatchObject({ total: 100, inbound: 0, outbound: 300, failed: null });
    expect(r.body.series).toEqual([
      { date: "2026-03-08", total: 3, deliveryRate: 50, readRate: 0, replyRate: 0, failureRate: 50 },
      { date: "2026-03-09", total: 3, deliveryRate: 50, readRate: 50, replyRate: 50, failureRate: 0 },
    ]);
  });

  it("response-times: summaries and the buckets they come from", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/response-times");
    const used = (d: Any[]) => d.filter((b) => b.count).map((b) => [b.fromSeconds, b.toSeconds, b.count]);
    expect(r.body.firstResponse).toMatchObject({ count: 3, medianSeconds: 150, p90Seconds: 810, averageSeconds: 260 });
    expect(used(r.body.firstResponse.distribution)).toEqual([
      [60, 90, 1],
      [120, 180, 1],
      [600, 900, 1],
    ]);
    expect(used(r.body.resolution.distribution)).toEqual([[7200, 10800, 1]]);
  });

  it("templates: the funnel of each template", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/templates");
    expect(r.body.templates).toEqual([{ name: "welcome", total: 2, sent: 1, delivered: 1, read: 1, replied: 1, failed: 1, deliveryRate: 50, readRate: 50, replyRate: 50 }]);
  });

  it("conversations: opened, resolved, status now, per day", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/conversations?startDate=2026-03-07&endDate=2026-03-09");
    expect(r.body).toMatchObject({ opened: 3, resolved: 1, byStatus: { OPEN: 1, CLOSED: 1, RESOLVED: 1 }, interval: "day" });
    expect(r.body.series).toEqual([
      { date: "2026-03-07", opened: 1, resolved: 0 },
      { date: "2026-03-08", opened: 1, resolved: 1 },
      { date: "2026-03-09", opened: 1, resolved: 0 },
    ]);
  });

  it("agents: messages, conversations and response times per agent, with names", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/agents");
    expect(r.body.agents).toEqual([
      { agentId: agent1, name: "A agent", email: expect.any(String), messages: 2, conversations: 1, resolved: 1, firstResponse: { count: 2, averageSeconds: 90, medianSeconds: 90, p90Seconds: 168 }, resolution: { count: 1, averageSeconds: 7200, medianSeconds: 9000, p90Seconds: 10440 } },
      { agentId: agent2, name: "A agent", email: expect.any(String), messages: 1, conversations: 1, resolved: 0, firstResponse: { count: 1, averageSeconds: 600, medianSeconds: 750, p90Seconds: 870 }, resolution: { count: 0, averageSeconds: null, medianSeconds: null, p90Seconds: null } },
    ]);
    const one = await get<Any>("/api/v1/chatapp/analytics/agents?limit=1");
    expect(one.body.agents.map((a: Any) => a.agentId)).toEqual([agent1]);
  });

  it("channels: the breakdown and each share", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/channels");
    expect(r.body.channels).toEqual([
      { channel: "chatapp", messages: 6, inbound: 3, outbound: 3, delivered: 2, read: 1, failed: 1, conversations: 2, share: 66.7 },
      { channel: "sms", messages: 3, inbound: 1, outbound: 2, delivered: 1, read: 1, failed: 0, conversations: 1, share: 33.3 },
    ]);
  });

  it("channel narrows every figure to one channel", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/summary?channel=sms");
    expect(r.body.messages).toEqual({ total: 3, inbound: 1, outbound: 2, sent: 2, delivered: 1, read: 1, failed: 0, replied: 1 });
    expect(r.body.firstResponse).toMatchObject({ count: 1, medianSeconds: 75 });
  });
});

describe("range rules and time zones", () => {
  it("startDate and endDate: the DST day alone (23 hours, 05:00Z to 04:00Z)", async () => {
    const r = await get<Any>(`/api/v1/chatapp/analytics/summary?${DST}`);
    expect(r.body.range).toEqual({ startDate: "2026-03-08", endDate: "2026-03-08", days: null, allTime: false, timezone: "America/New_York", channel: null });
    expect(r.body.messages).toEqual({ total: 3, inbound: 1, outbound: 2, sent: 1, delivered: 1, read: 0, failed: 1, replied: 0 });
    expect(r.body.conversations).toEqual({ opened: 1, resolved: 1 });
    expect(r.body.firstResponse).toMatchObject({ count: 1, averageSeconds: 600 });
  });

  it("the same instants in UTC fall on other days", async () => {
    await getDb().execute(sql`update companies set timezone = 'UTC' where id = ${co.companyId}`);
    await foldCompany(co.companyId);
    const r = await get<Any>("/api/v1/chatapp/analytics/messages?startDate=2026-03-07&endDate=2026-03-09");
    expect(r.body.series.map((p: Any) => [p.date, p.inbound + p.outbound])).toEqual([
      ["2026-03-07", 0],
      ["2026-03-08", 5],
      ["2026-03-09", 4],
    ]);
    await getDb().execute(sql`update companies set timezone = 'America/New_York' where id = ${co.companyId}`);
    await foldCompany(co.companyId);
    expect((await get<Any>(`/api/v1/chatapp/analytics/summary?${DST}`)).body.messages.total).toBe(3);
  });

  it("days: the trailing calendar days ending today; ignored when both dates are given", async () => {
    const b = await newCompany("analytics-days");
    const t = (await b.token(["analytics:read"])).token;
    await insertRecent(b.companyId);
    await foldCompany(b.companyId);
    const sum = async (q: string) => (await call<Any>("GET", `/api/v1/chatapp/analytics/summary?${q}`, { token: t })).body;
    expect((await sum("days=1")).messages.total).toBe(1);
    expect((await sum("days=4")).messages.total).toBe(2);
    expect((await sum("days=1")).range).toMatchObject({ days: 1, allTime: false, timezone: "UTC" });
    expect((await sum("")).messages.total).toBe(3);
    const ignored = await sum("days=1&startDate=2020-01-01&endDate=2020-01-31");
    expect(ignored.range).toMatchObject({ startDate: "2020-01-01", endDate: "2020-01-31", days: null });
    expect(ignored.messages.total).toBe(0);
  });

  it("no range: all time", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/messages");
    expect(r.body.range.allTime).toBe(true);
    expect(r.body.interval).toBe("month");
    expect(r.body.series[0]).toMatchObject({ date: "2026-03-01", inbound: 4, outbound: 5 });
  });

  it("startDate without endDate is a 400 naming endDate first, and startDate as given alone (and the other way round)", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/summary?startDate=2026-03-01");
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION_ERROR");
    expect(r.body.error.message).toBe("endDate: is required when startDate is given");
    expect(r.body.error.details.fields).toEqual([expect.objectContaining({ path: "endDate" }), expect.objectContaining({ path: "startDate" })]);
    const s = await get<Any>("/api/v1/chatapp/analytics/templates?endDate=2026-03-01");
    expect(s.body.error.details.fields).toEqual([expect.objectContaining({ path: "startDate" }), expect.objectContaining({ path: "endDate" })]);
  });

  it("an end before the start is a 400 on endDate; a bad date or days too", async () => {
    const r = await get<Any>("/api/v1/chatapp/analytics/agents?startDate=2026-03-02&endDate=2026-03-01");
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/endDate/);
    expect((await get<Any>("/api/v1/chatapp/analytics/channels?startDate=2026-02-30&endDate=2026-03-01")).status).toBe(400);
    expect((await get<Any>("/api/v1/chatapp/analytics/messages?days=0")).status).toBe(400);
  });
});

describe("the fold", () => {
  it("follows a status change after insert, and folding again changes nothing", async () => {
    const k = co.companyId.slice(-8);
    await getDb().execute(sql`update messages set status = 'read', read_at = now() where id = ${`msg_a5${k}`}`);
    await foldCompany(co.companyId);
    const after = (await get<Any>("/api/v1/chatapp/analytics/summary")).body.messages;
    expect(after).toEqual({ ...ALL, read: 3 });
    await getDb().execute(sql`insert into analytics_dirty (company_id, from_at, to_at) values (${co.companyId}, '-infinity', 'infinity')`);
    await foldCompany(co.companyId);
    await foldCompany(co.companyId);
    expect((await get<Any>("/api/v1/chatapp/analytics/summary")).body.messages).toEqual(after);
    expect((await get<Any>("/api/v1/chatapp/stats")).body.messages).toEqual(after);
    expect(await narrowMismatches(co.companyId)).toEqual([]);
  });

  it("writes the channel and agent rollups as the keyed rows summed, after an incremental fold too", async () => {
    const { rows } = await getDb().execute<{ c: number; a: number }>(
      sql`select (select count(*)::int from analytics_channel_daily where company_id = ${co.companyId}) c, (select count(*)::int from analytics_agent_monthly where company_id = ${co.companyId}) a`,
    );
    expect(rows[0].c).toBeGreaterThan(0);
    expect(rows[0].a).toBeGreaterThan(0);
    expect(await narrowMismatches(co.companyId)).toEqual([]);
    const k = co.companyId.slice(-8);
    await getDb().execute(sql`update messages set status = 'failed' where id = ${`msg_a5${k}`}`);
    await foldCompany(co.companyId);
    expect(await narrowMismatches(co.companyId)).toEqual([]);
    await getDb().execute(sql`update messages set status = 'read' where id = ${`msg_a5${k}`}`);
    await foldCompany(co.companyId);
    expect(await narrowMismatches(co.companyId)).toEqual([]);
  });

  it("another company's figures stay out", async () => {
    const other = await newCompany("analytics-other");
    const t = (await other.token(["analytics:read"])).token;
    const r = await call<Any>("GET", "/api/v1/chatapp/stats", { token: t });
    expect(r.body.messages.total).toBe(0);
  });
});

/** Three messages in one UTC conversation: now, three days ago and forty days ago. */
async function insertRecent(companyId: string) {
  const db = getDb();
  const k = companyId.slice(-8);
  await db.execute(sql`insert into contacts (id, company_id, name) values (${`ct_r${k}`}, ${companyId}, 'Recent')`);
  await db.execute(sql`insert into conversations (id, company_id, contact_id, channel, inbox_id, created_at) values (${`cv_r${k}`}, ${companyId}, ${`ct_r${k}`}, 'CHATAPP', ${await defaultInboxId(companyId, "CHATAPP")}, now() - interval '40 days')`);
  await db.execute(sql`
    insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, status, created_at)
    select 'msg_r' || g || ${k}, ${companyId}, ${`cv_r${k}`}, ${`ct_r${k}`}, 'CHATAPP', 'inbound', 'text', 'received', at
    from (values (1, now()), (2, now() - interval '3 days'), (3, now() - interval '40 days')) v(g, at)`);
}

/**
 * Rows where the channel (agent) rollups differ from the keyed rollups summed per (day,
 * channel) (per (day, agent), rows with an agent): every measure, and each histogram bucket,
 * daily and monthly; empty when they agree.
 */
async function narrowMismatches(companyId: string): Promise<unknown[]> {
  const m = "inbound, outbound, sent, delivered, read, failed, replied, conversations_opened, open_now, closed_now, resolved_now, resolved, first_responses, first_response_seconds, resolution_seconds";
  const sums = m.split(", ").map((c) => `sum(${c})::bigint ${c}`).join(", ");
  const out: unknown[] = [];
  const pairs = [
    ["analytics_daily", "analytics_channel_daily", "channel", "true"],
    ["analytics_monthly", "analytics_channel_monthly", "channel", "true"],
    ["analytics_daily", "analytics_agent_daily", "agent_id", "agent_id <> ''"],
    ["analytics_monthly", "analytics_agent_monthly", "agent_id", "agent_id <> ''"],
  ];
  for (const [keyed, narrow, key, only] of pairs) {
    const k = `select day, ${key}, ${sums} from ${keyed} where company_id = $1 and ${only} group by 1, 2`;
    const c = `select day, ${key}, ${m.split(", ").map((x) => `${x}::bigint`).join(", ")} from ${narrow} where company_id = $1`;
    const h = (t: string, where: string) =>
      `select day, ${key}, b, i, sum(v)::bigint v from ${t} cross join lateral (select 'fr' b, v, i from unnest(first_response_hist) with ordinality u(v, i) union all select 'res', v, i from unnest(resolution_hist) with ordinality u(v, i)) x where company_id = $1 and ${where} group by 1, 2, 3, 4`;
    const q = (a: string, b: string) => `((${a}) except all (${b})) union all ((${b}) except all (${a}))`;
    const { rows } = await getPool().query(q(k, c), [companyId]);
    const { rows: hrows } = await getPool().query(q(h(keyed, only), h(narrow, "true")), [companyId]);
    out.push(...rows.map((r) => ({ table: narrow, ...r })), ...hrows.map((r) => ({ table: narrow, hist: true, ...r })));
  }
  return out;
}
