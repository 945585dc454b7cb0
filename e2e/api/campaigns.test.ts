import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contacts, messages } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, outboxEvents, postCallback, sandboxNumber, waitFor } from "./support/chatapp";
import { approvedTemplateOf, CAMPAIGNS, recipientRows, uniquePhone, waitForCampaign, type Campaign } from "./support/campaigns";

/**
 * Every campaign route over HTTP against the sandbox platform (it accepts sends and reports
 * sent, delivered and read through the real callback path): validation, states, scopes, the
 * audience rules (consent, no phone, duplicates), the engine to COMPLETED, retry by failure
 * category, replies, tracked links and scheduling. Pacing, the daily cap and crash safety
 * have their own files.
 */
let co: TestCompany;
let tpl: { id: string; name: string };
// A token allows 60 requests a minute: each test takes its own.
const writer = async () => (await co.token(["campaigns:write", "campaigns:read", "contacts:write"])).token;

type Details = { counts: Record<string, number>; total: number; progress: { done: number; total: number; percent: number }; rate: { perSecond: number }; etaSeconds: number | null; failureCategories: Record<string, number> };
type Recipients = { data: { id: string; status: string; phone: string; failureCategory: string | null; failureMessage: string | null; messageId: string | null }[]; pagination: { offset: number; limit: number; total: number } };

async function tagged(n: number, over: { consent?: "OPTED_OUT"; noPhone?: number; failing?: number } = {}) {
  const tag = await co.tag();
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const failing = i < (over.failing ?? 0);
    const c = await co.contact({ firstName: `Ana${i}`, phone: uniquePhone(failing ? "0000" : ""), tagIds: [tag.id] });
    ids.push(c.id);
  }
  for (let i = 0; i < (over.noPhone ?? 0); i++) ids.push((await co.contact({ firstName: "NoPhone", tagIds: [tag.id] })).id);
  return { tag, ids };
}

async function create(token: string, body: Record<string, unknown>) {
  const res = await call<Campaign>("POST", CAMPAIGNS, { token, body: { name: "Spring sale", templateId: tpl.id, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  co = await newCompany("cmp");
  tpl = await approvedTemplateOf(co.companyId);
});

describe("create, read, list", () => {
  it("creates a DRAFT without scheduledAt and a SCHEDULED campaign with a future one", async () => {
    const t = await writer();
    const draft = await create(t, { audience: { type: "ALL" } });
    expect(draft).toMatchObject({ status: "DRAFT", name: "Spring sale", templateId: tpl.id, messagesPerSecond: 10, messagesPerDay: null, autoRetry: false, maxRetries: 3, audience: { type: "ALL" } });
    expect(draft.id).toMatch(/^cmp_/);
    expect(draft.template).toMatchObject({ id: tpl.id, name: tpl.name, category: "MARKETING", status: "APPROVED" });
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await create(t, { audience: { type: "ALL" }, scheduledAt: at, messagesPerSecond: 5, messagesPerDay: 1000 });
    expect(scheduled).toMatchObject({ status: "SCHEDULED", scheduledAt: at, messagesPerSecond: 5, messagesPerDay: 1000 });
    const got = await call<Campaign>("GET", `${CAMPAIGNS}/${scheduled.id}`, { token: t });
    expect(got.body).toMatchObject({ id: scheduled.id, status: "SCHEDULED", counts: { PENDING: 0, SENT: 0 } });
  });

  it("refuses bad bodies with 400 naming the field", async () => {
    const t = await writer();
    const cases: [Record<string, unknown>, string][] = [
      [{ audience: { type: "ALL" }, messagesPerSecond: 0 }, "messagesPerSecond"],
      [{ audience: { type: "ALL" }, messagesPerSecond: 21 }, "messagesPerSecond"],
      [{ audience: { type: "ALL" }, messagesPerDay: 0 }, "messagesPerDay"],
      [{ audience: { type: "TAGS" } }, "audience.tagIds"],
      [{ audience: { type: "CONTACTS", contactIds: Array.from({ length: 5001 }, (_, i) => `ct_${i}`) } }, "audience.contactIds"],
      [{ audience: { type: "IMPORT_BATCH" } }, "audience.batchId"],
      [{ audience: { type: "EVERYONE" } }, "audience.type"],
      [{ audience: { type: "ALL" }, scheduledAt: new Date(Date.now() - 60_000).toISOString() }, "scheduledAt"],
      [{ audience: { type: "ALL" }, name: "" }, "name"],
      [{ audience: { type: "TAGS", tagIds: ["tag_nope"] } }, "audience.tagIds"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", CAMPAIGNS, { token: t, body: { name: "x", templateId: tpl.id, ...body } });
      const err = expectError(res, 400, "VALIDATION_ERROR");
      expect((err.details as { fields: { path: string }[] }).fields.map((f) => f.path), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
  });

  it("needs an APPROVED template of the company: 409 otherwise", async () => {
    const t = await writer();
    const pending = await approvedTemplateOf(co.companyId, { status: "PENDING" });
    const other = await newCompany("cmpother");
    const theirs = await approvedTemplateOf(other.companyId);
    for (const templateId of [pending.id, theirs.id, "tpl_missing"]) {
      const err = expectError(await call("POST", CAMPAIGNS, { token: t, body: { name: "x", templateId, audience: { type: "ALL" } } }), 409, "CONFLICT");
      expect(["template_not_approved", "template_not_found"]).toContain(err.details?.reason);
    }
  });

  it("lists newest first with status filter, search and the spec's defaults", async () => {
    const t = await writer();
    const mark = `Findme ${Date.now()}`;
    const a = await create(t, { name: `${mark} a`, audience: { type: "ALL" } });
    const b = await create(t, { name: `${mark} b`, audience: { type: "ALL" }, scheduledAt: new Date(Date.now() + 3600_000).toISOString() });
    const all = await call<{ data: Campaign[]; pagination: { limit: number; offset: number; total: number } }>("GET", `${CAMPAIGNS}?search=${encodeURIComponent(mark)}`, { token: t });
    expect(all.body.pagination).toEqual({ limit: 50, offset: 0, total: 2 });
    expect(all.body.data.map((c) => c.id)).toEqual([b.id, a.id]);
    const drafts = await call<{ data: Campaign[] }>("GET", `${CAMPAIGNS}?status=DRAFT&search=${encodeURIComponent(mark)}`, { token: t });
    expect(drafts.body.data.map((c) => c.id)).toEqual([a.id]);
    expectError(await call("GET", `${CAMPAIGNS}?status=DONE`, { token: t }), 400, "VALIDATION_ERROR");
  });

  it("needs campaigns:write to change and campaigns:read to read (403 otherwise)", async () => {
    const reader = (await co.token(["campaigns:read"])).token;
    const none = (await co.token(["contacts:read"])).token;
    expectError(await call("POST", CAMPAIGNS, { token: reader, body: { name: "x", templateId: tpl.id, audience: { type: "ALL" } } }), 403, "INSUFFICIENT_PERMISSIONS");
    expectError(await call("GET", CAMPAIGNS, { token: none }), 403, "INSUFFICIENT_PERMISSIONS");
    expect((await call("GET", CAMPAIGNS, { token: reader })).status).toBe(200);
  });

  it("lets only signed-in owners and admins turn pacing off", async () => {
    const t = await writer();
    expectError(await call("POST", CAMPAIGNS, { token: t, body: { name: "x", templateId: tpl.id, audience: { type: "ALL" }, pacingDisabled: true } }), 403, "FORBIDDEN");
    const res = await call<Campaign>("POST", CAMPAIGNS, { authorization: `Bearer ${co.ownerJwt}`, body: { name: "load", templateId: tpl.id, audience: { type: "ALL" }, pacingDisabled: true } });
    expect(res.status).toBe(200);
    expect(res.body.pacingDisabled).toBe(true);
  });
});

describe("update and delete follow the states", () => {
  it("updates a DRAFT, schedules it, and makes it a draft again with scheduledAt null", async () => {
    const t = await writer();
    const c = await create(t, { audience: { type: "ALL" } });
    const at = new Date(Date.now() + 7200_000).toISOString();
    const res = await call<Campaign>("PUT", `${CAMPAIGNS}/${c.id}`, { token: t, body: { name: "Renamed", scheduledAt: at, autoRetry: true, maxRetries: 5, messagesPerSecond: 20 } });
    expect(res.body).toMatchObject({ name: "Renamed", status: "SCHEDULED", scheduledAt: at, autoRetry: true, maxRetries: 5, messagesPerSecond: 20 });
    const back = await call<Campaign>("PUT", `${CAMPAIGNS}/${c.id}`, { token: t, body: { scheduledAt: null } });
    expect(back.body).toMatchObject({ status: "DRAFT", scheduledAt: null, name: "Renamed" });
    expectError(await call("PUT", `${CAMPAIGNS}/${c.id}`, { token: t, body: { maxRetries: 11 } }), 400, "VALIDATION_ERROR");
  });

  it("refuses to update, run twice, pause, resume or delete in the wrong state with 409 and the current state", async () => {
    const t = await writer();
    const { tag } = await tagged(1);
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] } });
    const pause = expectError(await call("POST", `${CAMPAIGNS}/${c.id}/pause`, { token: t }), 409, "CONFLICT");
    expect(pause.details).toMatchObject({ status: "DRAFT", allowed: ["RUNNING"] });
    expectError(await call("POST", `${CAMPAIGNS}/${c.id}/resume`, { token: t }), 409, "CONFLICT");
    expect((await call("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t })).status).toBe(200);
    const done = await waitForCampaign(t, c.id, "COMPLETED");
    expect(done.status).toBe("COMPLETED");
    for (const [method, path, body] of [
      ["PUT", "", { name: "late" }],
      ["POST", "/run", undefined],
      ["POST", "/pause", undefined],
      ["POST", "/cancel", undefined],
    ] as const) {
      const err = expectError(await call(method, `${CAMPAIGNS}/${c.id}${path}`, { token: t, body }), 409, "CONFLICT");
      expect(err.details).toMatchObject({ status: "COMPLETED" });
    }
    expect((await call("DELETE", `${CAMPAIGNS}/${c.id}`, { token: t })).body).toEqual({ id: c.id, deleted: true });
    expectError(await call("GET", `${CAMPAIGNS}/${c.id}`, { token: t }), 404, "NOT_FOUND");
  });

  it("refuses to delete a RUNNING campaign; pause, resume and cancel move it, cancel skips what is pending", async () => {
    const t = await writer();
    const { tag } = await tagged(30);
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] }, messagesPerSecond: 1 });
    const run = await call<Campaign>("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t });
    expect(run.body).toMatchObject({ status: "RUNNING", audienceSize: 30 });
    expectError(await call("DELETE", `${CAMPAIGNS}/${c.id}`, { token: t }), 409, "CONFLICT");
    expect((await call<Campaign>("POST", `${CAMPAIGNS}/${c.id}/pause`, { token: t })).body.status).toBe("PAUSED");
    // Paused: within a second nothing more is claimed.
    await new Promise((r) => setTimeout(r, 1500));
    const frozen = (await recipientRows(c.id)).filter((r) => r.status !== "PENDING").length;
    await new Promise((r) => setTimeout(r, 2000));
    expect((await recipientRows(c.id)).filter((r) => r.status !== "PENDING").length).toBe(frozen);
    expect((await call<Campaign>("POST", `${CAMPAIGNS}/${c.id}/resume`, { token: t })).body.status).toBe("RUNNING");
    const cancelled = await call<Campaign>("POST", `${CAMPAIGNS}/${c.id}/cancel`, { token: t });
    expect(cancelled.body.status).toBe("CANCELLED");
    await waitFor(async () => !(await recipientRows(c.id)).some((r) => r.status === "CLAIMED"), 10_000);
    const rows = await recipientRows(c.id);
    expect(rows.filter((r) => r.status === "SKIPPED").length).toBeGreaterThan(20);
    expect(rows.some((r) => r.status === "PENDING")).toBe(false);
    expect((await call("DELETE", `${CAMPAIGNS}/${c.id}`, { token: t })).status).toBe(200);
  });
});

describe("audience", () => {
  it("previews size, consent exclusions, contacts without a phone, duplicates and cost; creates nothing", async () => {
    const t = await writer();
    const { tag, ids } = await tagged(4, { noPhone: 1 });
    await getDb().update(contacts).set({ marketingConsent: "OPTED_OUT" }).where(eq(contacts.id, ids[0]));
    const res = await call<Record<string, unknown>>("POST", `${CAMPAIGNS}/preview`, { token: t, body: { templateId: tpl.id, audience: { type: "TAGS", tagIds: [tag.id] } } });
    expect(res.body).toEqual({ audienceSize: 3, matched: 5, excludedOptedOut: 1, unreachable: 1, duplicates: 0, estimatedCost: { category: "MARKETING", perMessage: 0.025, total: 0.075, currency: "USD" } });
    const dup = await call<Record<string, unknown>>("POST", `${CAMPAIGNS}/preview`, { token: t, body: { templateId: tpl.id, audience: { type: "CONTACTS", contactIds: [ids[1], ids[1], ids[2]] } } });
    expect(dup.body).toMatchObject({ audienceSize: 2, duplicates: 1 });
    const other = await newCompany("cmpaud");
    const theirs = await other.contact({ phone: uniquePhone() });
    const err = expectError(await call("POST", `${CAMPAIGNS}/preview`, { token: t, body: { templateId: tpl.id, audience: { type: "CONTACTS", contactIds: [theirs.id] } } }), 400, "VALIDATION_ERROR");
    expect(err.message).toContain("audience.contactIds");
  });

  it("estimates cost with the company's own rates (PATCH /api/v1/company messageRates)", async () => {
    const own = await newCompany("cmprates");
    const ownTpl = await approvedTemplateOf(own.companyId);
    const tag = await own.tag();
    for (let i = 0; i < 4; i++) await own.contact({ firstName: "R", phone: uniquePhone(), tagIds: [tag.id] });
    const rates = { currency: "AED", MARKETING: 0.2, UTILITY: 0.05, AUTHENTICATION: 0.04 };
    const upd = await call<{ messageRates: unknown }>("PATCH", "/api/v1/company", { token: own.ownerJwt, body: { messageRates: rates } });
    expect(upd.body.messageRates).toEqual(rates);
    expectError(await call("PATCH", "/api/v1/company", { token: own.ownerJwt, body: { messageRates: { ...rates, MARKETING: -1 } } }), 400, "VALIDATION_ERROR");
    const res = await call<{ estimatedCost: unknown }>("POST", `${CAMPAIGNS}/preview`, { authorization: `Bearer ${own.ownerJwt}`, body: { templateId: ownTpl.id, audience: { type: "TAGS", tagIds: [tag.id] } } });
    expect(res.body.estimatedCost).toEqual({ category: "MARKETING", perMessage: 0.2, total: 0.8, currency: "AED" });
  });

  it("runs only to opted-in contacts with a phone, one per phone, and says how many it left out", async () => {
    const t = await writer();
    const { tag, ids } = await tagged(3, { noPhone: 1 });
    await getDb().update(contacts).set({ marketingConsent: "OPTED_OUT" }).where(eq(contacts.id, ids[2]));
    const c = await create(t, { audience: { type: "CONTACTS", contactIds: [ids[0], ids[0], ids[1], ids[2], ids[3]] } });
    const run = await call<Campaign>("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t });
    expect(run.body).toMatchObject({ status: "RUNNING", audienceSize: 2, excludedOptedOut: 1 });
    const done = await waitForCampaign(t, c.id, "COMPLETED");
    expect(done.counts.PENDING + done.counts.CLAIMED).toBe(0);
    expect((await recipientRows(c.id)).map((r) => r.contactId).sort()).toEqual([ids[0], ids[1]].sort());
    void tag;
  });

  it("imports an audience: matches by normalised phone, creates the missing with their tags, reports bad rows", async () => {
    const t = await writer();
    const known = await co.contact({ name: "Known", phone: "+971 50 111 2233" });
    const newPhone = uniquePhone();
    const tagName = `Imported ${Date.now()}`;
    const res = await call<{ batchId: string; matched: number; created: number; rejected: { row: number; reason: string }[] }>("POST", `${CAMPAIGNS}/import-audience`, {
      token: t,
      body: {
        defaultCountryCode: "971",
        data: [
          { name: "Known again", phone: "050 111 2233" },
          { name: "New one", phone: newPhone, email: "new@example.com", tags: tagName },
          { name: "Bad phone", phone: "call me" },
          { name: "No phone", phone: "" },
          { name: "Bad email", phone: uniquePhone(), email: "not-an-email" },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ matched: 1, created: 1 });
    expect(res.body.batchId).toMatch(/^aud_/);
    expect(res.body.rejected.map((r) => r.row)).toEqual([3, 4, 5]);
    expect(res.body.rejected[0].reason).toMatch(/^phone: /);
    expect(res.body.rejected[2].reason).toMatch(/^email: /);
    const [created] = await getDb().select().from(contacts).where(and(eq(contacts.companyId, co.companyId), eq(contacts.phone, newPhone.replace(/\D/g, ""))));
    expect(created).toMatchObject({ name: "New one", email: "new@example.com", source: "IMPORT", marketingConsent: "OPTED_IN" });
    const [stillKnown] = await getDb().select().from(contacts).where(eq(contacts.id, known.id));
    expect(stillKnown.name).toBe("Known");

    const preview = await call<{ audienceSize: number }>("POST", `${CAMPAIGNS}/preview`, { token: t, body: { templateId: tpl.id, audience: { type: "IMPORT_BATCH", batchId: res.body.batchId } } });
    expect(preview.body.audienceSize).toBe(2);

    const strict = await call<{ matched: number; created: number; rejected: { row: number; reason: string }[] }>("POST", `${CAMPAIGNS}/import-audience`, {
      token: t,
      body: { createMissing: false, data: [{ name: "Known", phone: "+971501112233" }, { name: "Stranger", phone: uniquePhone() }] },
    });
    expect(strict.body).toMatchObject({ matched: 1, created: 0 });
    expect(strict.body.rejected).toEqual([{ row: 2, reason: expect.stringMatching(/createMissing is false/) }]);
    expectError(await call("POST", `${CAMPAIGNS}/import-audience`, { token: t, body: { data: [] } }), 400, "VALIDATION_ERROR");
  });

  it("leaves out a customer who texted STOP", async () => {
    const t = await writer();
    const { tag, ids } = await tagged(2);
    const [stopper] = await getDb().select().from(contacts).where(eq(contacts.id, ids[0]));
    expect((await postCallback(inbound(sandboxNumber(co.companyId), stopper.phone!, { type: "text", text: { body: "STOP" } }))).status).toBe(200);
    await waitFor(async () => (await getDb().select().from(contacts).where(eq(contacts.id, ids[0])))[0].marketingConsent === "OPTED_OUT");
    const preview = await call<{ audienceSize: number; excludedOptedOut: number }>("POST", `${CAMPAIGNS}/preview`, { token: t, body: { templateId: tpl.id, audience: { type: "TAGS", tagIds: [tag.id] } } });
    expect(preview.body).toMatchObject({ audienceSize: 1, excludedOptedOut: 1 });
  });
});

describe("sending on the sandbox", () => {
  it("sends to every recipient, follows delivered and read, counts, events, timeseries, and a reply", async () => {
    const t = await writer();
    const { tag, ids } = await tagged(5);
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] }, messagesPerSecond: 20 });
    expect((await call("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t })).status).toBe(200);
    await waitForCampaign(t, c.id, "COMPLETED");
    // The sandbox reports read 2.2 s after each send.
    await waitFor(async () => (await recipientRows(c.id)).every((r) => r.status === "READ"), 15_000, 250);
    const rows = await recipientRows(c.id);
    const [msg] = await getDb().select().from(messages).where(eq(messages.id, rows[0].messageId!));
    expect(msg).toMatchObject({ status: "read", type: "template", templateName: tpl.name, direction: "outbound" });
    expect(msg.text).toMatch(/^Hi Ana\d, our sale starts today\.$/);

    const details = await call<Details>("GET", `${CAMPAIGNS}/${c.id}/details`, { token: t });
    expect(details.body).toMatchObject({ total: 5, progress: { done: 5, total: 5, percent: 100 }, etaSeconds: 0 });
    expect(details.body.counts.READ).toBe(5);

    const events = (await outboxEvents(co.companyId)).filter((e) => (e.payload as { campaign?: { id: string } }).campaign?.id === c.id);
    expect(events.map((e) => e.event)).toEqual(["campaign.started", "campaign.completed"]);
    const sent = (await outboxEvents(co.companyId, "message.sent")).filter((e) => (e.payload as { campaignId?: string }).campaignId === c.id);
    expect(sent).toHaveLength(5);

    // The customer answers: that recipient is REPLIED.
    const [first] = await getDb().select().from(contacts).where(eq(contacts.id, ids[0]));
    await postCallback(inbound(sandboxNumber(co.companyId), first.phone!, { type: "text", text: { body: "Is it on shoes too?" } }));
    await waitFor(async () => (await recipientRows(c.id)).find((r) => r.contactId === ids[0])?.status === "REPLIED");

    const series = await call<{ interval: string; points: { sent: number; delivered: number; read: number; replied: number }[] }>("GET", `${CAMPAIGNS}/${c.id}/timeseries`, { token: t });
    expect(series.body.interval).toBe("minute");
    const sum = (k: "sent" | "delivered" | "read" | "replied") => series.body.points.reduce((a, p) => a + p[k], 0);
    expect([sum("sent"), sum("delivered"), sum("read"), sum("replied")]).toEqual([5, 5, 5, 1]);

    const list = await call<Recipients>("GET", `${CAMPAIGNS}/${c.id}/recipients?status=REPLIED`, { token: t });
    expect(list.body.pagination).toEqual({ offset: 0, limit: 50, total: 1 });
    expect(list.body.data[0]).toMatchObject({ status: "REPLIED", contactId: ids[0] });
  });

  it("sends a campaign with pacing off through several claims at once, each recipient once, to COMPLETED", async () => {
    // One more recipient than a claim takes (200), so two concurrent claims share it. (The
    // webhook suite's Retry-After test beside it once met 650 sends' sandbox ticks queued ahead
    // of its retry; the sandbox now schedules its ticks per transaction, not per send.)
    const n = 201;
    const tag = await co.tag();
    const prefix = `1999${String(Date.now() % 1e6).padStart(6, "0")}`;
    await getDb().execute(sql`
      with made as (
        insert into contacts (id, company_id, name, first_name, phone)
        select 'ct_unp' || md5(${tag.id} || g), ${co.companyId}, 'Unpaced ' || g, 'Unpaced', ${prefix} || lpad(g::text, 5, '0') from generate_series(1, ${n}) g
        returning id
      )
      insert into contact_tags (contact_id, tag_id, company_id) select id, ${tag.id}, ${co.companyId} from made`);
    const created = await call<Campaign>("POST", CAMPAIGNS, { authorization: `Bearer ${co.ownerJwt}`, body: { name: "Unpaced", templateId: tpl.id, audience: { type: "TAGS", tagIds: [tag.id] }, pacingDisabled: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await call("POST", `${CAMPAIGNS}/${created.body.id}/run`, { authorization: `Bearer ${co.ownerJwt}` })).status).toBe(200);
    await waitForCampaign(await writer(), created.body.id, "COMPLETED", 60_000);
    const rows = await recipientRows(created.body.id);
    expect(rows).toHaveLength(n);
    expect(rows.filter((r) => ["SENT", "DELIVERED", "READ"].includes(r.status))).toHaveLength(n);
    const sent = await getDb().select({ id: messages.id, pid: messages.platformMessageId }).from(messages).where(inArray(messages.id, rows.map((r) => r.messageId!)));
    expect(sent).toHaveLength(n);
    expect(new Set(sent.map((m) => m.pid)).size).toBe(n);
    expect((await outboxEvents(co.companyId, "message.sent")).filter((e) => (e.payload as { campaignId?: string }).campaignId === created.body.id)).toHaveLength(n);
  });

  it("records platform refusals with their category, and retries only the categories asked for", async () => {
    const t = await writer();
    const { tag } = await tagged(4, { failing: 2 });
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] }, messagesPerSecond: 20 });
    await call("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t });
    await waitForCampaign(t, c.id, "COMPLETED");
    const failed = await call<Recipients>("GET", `${CAMPAIGNS}/${c.id}/recipients?status=FAILED`, { token: t });
    expect(failed.body.data).toHaveLength(2);
    expect(failed.body.data[0]).toMatchObject({ failureCategory: "NOT_ON_CHANNEL", failureMessage: expect.stringMatching(/not a WhatsApp phone number/) });
    const details = await call<Details>("GET", `${CAMPAIGNS}/${c.id}/details`, { token: t });
    expect(details.body.failureCategories).toEqual({ NOT_ON_CHANNEL: 2 });

    const none = await call<{ retried: number; campaign: Campaign }>("POST", `${CAMPAIGNS}/${c.id}/retry`, { token: t, body: { failureCategories: ["RATE_LIMITED"] } });
    expect(none.body).toMatchObject({ retried: 0, campaign: { status: "COMPLETED" } });
    expectError(await call("POST", `${CAMPAIGNS}/${c.id}/retry`, { token: t, body: { failureCategories: ["SOMETHING"] } }), 400, "VALIDATION_ERROR");

    const one = await call<{ retried: number; campaign: Campaign }>("POST", `${CAMPAIGNS}/${c.id}/retry`, { token: t, body: { recipientIds: [failed.body.data[0].id], failureCategories: ["NOT_ON_CHANNEL"] } });
    expect(one.body).toMatchObject({ retried: 1, campaign: { status: "RUNNING" } });
    await waitForCampaign(t, c.id, "COMPLETED");
    const after = await recipientRows(c.id);
    const again = after.find((r) => r.id === failed.body.data[0].id)!;
    // A second attempt with a new message; the platform refuses the number again.
    expect(again).toMatchObject({ status: "FAILED", attempts: 1, failureCategory: "NOT_ON_CHANNEL" });
    expect(again.messageId).not.toBe(failed.body.data[0].messageId);
  });

  it("fails a campaign whose every send failed", async () => {
    const t = await writer();
    const { tag } = await tagged(2, { failing: 2 });
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] } });
    await call("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t });
    const done = await waitForCampaign(t, c.id, "FAILED");
    expect(done.statusReason).toMatch(/Every send failed/);
  });

  it("fails a recipient whose template variable cannot be filled, and completes an empty audience at once", async () => {
    const t = await writer();
    const tag = await co.tag();
    await co.contact({ name: "NoFirst", phone: uniquePhone(), tagIds: [tag.id] });
    await co.contact({ firstName: "Has", phone: uniquePhone(), tagIds: [tag.id] });
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] } });
    await call("POST", `${CAMPAIGNS}/${c.id}/run`, { token: t });
    await waitForCampaign(t, c.id, "COMPLETED");
    const rows = await recipientRows(c.id);
    expect(rows.find((r) => r.status === "FAILED")).toMatchObject({ failureCategory: "VARIABLE_MISSING", messageId: null });
    const emptyTag = await co.tag();
    const empty = await create(t, { audience: { type: "TAGS", tagIds: [emptyTag.id] } });
    const run = await call<Campaign>("POST", `${CAMPAIGNS}/${empty.id}/run`, { token: t });
    expect(run.body).toMatchObject({ status: "COMPLETED", audienceSize: 0 });
  });

  it("counts clicks on a tracked URL button and goes on to the destination", async () => {
    const t = await writer();
    const base = `${(await import("vitest")).inject("baseUrl")}/r/`;
    const linked = await approvedTemplateOf(co.companyId, { buttons: [{ type: "URL", text: "Shop now", url: `${base}{{1}}` }, { type: "URL", text: "Site", url: "https://shop.example/" }] });
    const { tag } = await tagged(2);
    const res = await call<Campaign>("POST", CAMPAIGNS, {
      token: t,
      body: { name: "Links", templateId: linked.id, audience: { type: "TAGS", tagIds: [tag.id] }, templateComponents: [{ type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: "https://shop.example/sale" }] }] },
    });
    await call("POST", `${CAMPAIGNS}/${res.body.id}/run`, { token: t });
    await waitForCampaign(t, res.body.id, "COMPLETED");
    const [row] = await recipientRows(res.body.id);
    const [msg] = await getDb().select().from(messages).where(eq(messages.id, row.messageId!));
    const button = (msg.content.components as { type: string; index?: number; parameters: { text: string }[] }[]).find((x) => x.type === "button");
    const token = button!.parameters[0].text;
    expect(token).toMatch(new RegExp(`^${row.id}\\.0\\.`));
    const click = await fetch(`${base}${token}`, { redirect: "manual" });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://shop.example/sale");
    await fetch(`${base}${token}`, { redirect: "manual" });
    expect((await fetch(`${base}${row.id}.0.AAAAAAAAAAAAAAAA`, { redirect: "manual" })).status).toBe(404);
    const stats = await call<{ totalClicks: number; uniqueClickers: number; links: { clicks: number; uniqueClicks: number; url: string }[]; untracked: { index: number }[] }>("GET", `${CAMPAIGNS}/${res.body.id}/analytics`, { token: t });
    expect(stats.body).toMatchObject({ totalClicks: 2, uniqueClickers: 1, links: [{ index: 0, url: "https://shop.example/sale", clicks: 2, uniqueClicks: 1 }], untracked: [{ index: 1 }] });
  });

  it("starts a SCHEDULED campaign by itself at its time", async () => {
    const t = await writer();
    const { tag } = await tagged(1);
    const c = await create(t, { audience: { type: "TAGS", tagIds: [tag.id] }, scheduledAt: new Date(Date.now() + 2000).toISOString() });
    expect(c.status).toBe("SCHEDULED");
    const done = await waitForCampaign(t, c.id, "COMPLETED", 20_000);
    expect(new Date(done.startedAt!).getTime()).toBeGreaterThanOrEqual(new Date(c.scheduledAt!).getTime());
  });
});
