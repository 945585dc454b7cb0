/**
 * `npm run bench:soak`: a mixed-load soak of the production build (`npm run build` first).
 * A fresh database gets a company with SOAK_CONTACTS contacts (scripts/bench/seed-contacts.ts),
 * SOAK_CUSTOMERS chatapp customers who wrote an hour ago (their 24-hour window is open), one
 * API token per client and a webhook subscribed to every event that points at a receiver on
 * loopback (allow-listed with WEBHOOKS_ALLOWED_TARGETS). Then SOAK_CLIENTS closed-loop clients
 * (default 100) run for SOAK_SECONDS (default 60) over a weighted mix of contact reads and
 * writes, sandbox chatapp sends and signed inbound callbacks, while the server's RSS is read
 * from /proc every 5 s. Afterwards it waits for the outbox, the inbox and the deliveries to
 * drain and checks: every webhook delivery the events call for reached the receiver, every
 * acknowledged callback was stored. RATE_LIMIT_PER_MINUTE is raised for the soak (the product's
 * 60 per token per minute would turn the load into 429s; the limiter's work is still done).
 * Prints each error kind, p50/p95/p99 per operation, a one-line summary, and writes
 * docs/benchmarks/soak.json. Exits non-zero on any error, lost delivery or lost callback.
 */
import "./bench/production-env";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer, testEnv } from "@/lib/testing/test-server";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { pct } from "./bench/measure";
import { memorySummary, sampleMemory } from "./bench/process-memory";
import { startBenchReceiver } from "./bench/webhook-receiver";
import { webhookVerdict } from "@/lib/testing/webhook-ledger";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 100);
const CONTACTS = Number(process.env.SOAK_CONTACTS ?? 20_000);
const CUSTOMERS = Number(process.env.SOAK_CUSTOMERS ?? 500);
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 90);
const PORT = Number(process.env.SOAK_PORT ?? 4550);
const RECEIVER_PORT = PORT + 1;
const RATE_LIMIT = "1000000000";
const SECRET = "test-chatapp-app-secret";
const FIRST_NAMES = ["Mohammed", "Fatima", "Omar", "Layla", "Sara", "James", "Maria", "Priya", "Wei", "Emma"];

/** The weighted mix: what a busy tenant's integrations and agents do at once. */
const MIX = [
  ["contacts.list", 14],
  ["contacts.filter", 10],
  ["contacts.search", 10],
  ["contacts.get", 14],
  ["contacts.create", 8],
  ["contacts.update", 8],
  ["chatapp.send", 14],
  ["chatapp.inbound", 22],
] as const;
type Kind = (typeof MIX)[number][0];

// Never ending in 0000: the sandbox refuses those numbers on purpose.
const customer = (i: number) => `9665${String(1_000_000 + (i % CUSTOMERS)).slice(1)}17`;
const seededContact = (g: number) => `ct_bench${String(g).padStart(9, "0")}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small seeded PRNG (mulberry32), so a run's mix is repeatable. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function callback(phoneNumberId: string, from: string, id: string) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId }, contacts: [{ profile: { name: `Customer ${from.slice(-6)}` }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: `Soak message ${id.slice(-8)}` } }] } }] }],
  });
}

type Result = { status: number; ms: number; body: string; error?: string };

function request(agent: http.Agent, method: string, pathName: string, headers: Record<string, string>, body?: string): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const h: http.OutgoingHttpHeaders = { ...headers };
    if (body !== undefined) Object.assign(h, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    const req = http.request({ host: "127.0.0.1", port: PORT, path: pathName, method, agent, headers: h }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: text }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ status: 0, ms: performance.now() - started, body: "", error: err.code ?? err.message }));
    req.end(body);
  });
}

async function soak(databaseUrl: string) {
  const allowed = `127.0.0.1:${RECEIVER_PORT}`;
  // The server's environment here too: secrets this process seals (the webhook's) must open there.
  Object.assign(process.env, testEnv(databaseUrl, PORT), { WEBHOOKS_ALLOWED_TARGETS: allowed, CHATAPP_APP_SECRET: SECRET, LOG_LEVEL: "silent" });
  const { prepareDatabase } = await import("@/db/bootstrap");
  const { getDb, closeDb } = await import("@/db/client");
  const { insertCompany } = await import("@/lib/company/create-company");
  const { systemCtx } = await import("@/lib/domain/context");
  const { createToken } = await import("@/lib/tokens/create-token");
  const { createWebhook } = await import("@/lib/webhooks/webhook-crud");
  const { receiveChatappMessages } = await import("@/lib/channels/chatapp/messaging/inbound/receive-message");
  const { connectionRow } = await import("@/lib/channels/connections");
  const { eventMatches } = await import("@/lib/events/catalog");
  const { seedContacts } = await import("./bench/seed-contacts");
  const { sql } = await import("drizzle-orm");

  await prepareDatabase();
  const company = await insertCompany(getDb(), { name: "Soak Co", slug: "soak" });
  const ctx = systemCtx(company.id, "soak");
  const phoneNumberId = `sandbox-${company.id}`;
  console.log(`seeding ${CONTACTS} contacts and ${CUSTOMERS} chatapp customers…`);
  const { tagIds } = await seedContacts(getDb(), company.id, CONTACTS, []);
  const hourAgo = String(Math.floor(Date.now() / 1000) - 3600);
  const inbox = { companyId: company.id, inboxId: (await connectionRow({ companyId: company.id }, "CHATAPP"))!.id };
  for (let start = 0; start < CUSTOMERS; start += 200) {
    const n = Math.min(200, CUSTOMERS - start);
    await receiveChatappMessages(inbox, Array.from({ length: n }, (_, k) => ({ message: { from: customer(start + k), id: `wamid.SOAKHIST${start + k}`, timestamp: hourAgo, type: "text", text: { body: "Hello" } }, profileName: `Customer ${start + k}` })));
  }
  // The seed's own events are not part of the soak.
  await getDb().execute(sql`update event_outbox set dispatched_at = now() where dispatched_at is null`);
  const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => createToken({ ctx, input: { name: `soak ${i}`, scopes: ["*"] } })));
  const hookPatterns = ["*"];
  const hook = await createWebhook({ ctx, input: { name: "Soak receiver", url: `http://${allowed}/soak`, events: hookPatterns, maxRetries: 3, fieldExclusions: [], consecutiveFailureThreshold: 1000 } });
  const receiver = await startBenchReceiver(RECEIVER_PORT, 0);

  console.log(`RATE_LIMIT_PER_MINUTE raised to ${RATE_LIMIT} for the soak (the product's limit is 60 per token per minute)`);
  // The server logs a line per request, as in production (its output is kept for errors).
  const server = await startTestServer("soak", PORT, { RATE_LIMIT_PER_MINUTE: RATE_LIMIT, RATE_LIMIT_ANONYMOUS_PER_MINUTE: RATE_LIMIT, CHATAPP_APP_SECRET: SECRET, WEBHOOKS_ALLOWED_TARGETS: allowed, LOG_LEVEL: "info" }, { url: databaseUrl, drop: async () => undefined });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 8 });

  let created = 0;
  let inboundSeq = 0;
  const acked: string[] = [];
  /** One operation of a kind, as a client with `token` sends it. */
  function operation(kind: Kind, token: string, r: () => number): Promise<Result> {
    const auth = { authorization: `Bearer ${token}` };
    const anyContact = () => seededContact(1 + Math.floor(r() * CONTACTS));
    switch (kind) {
      case "contacts.list":
        return request(agent, "GET", `/api/v1/contacts?page=${1 + Math.floor(r() * 50)}&limit=20&sortBy=${["name", "createdAt", "updatedAt"][Math.floor(r() * 3)]}`, auth);
      case "contacts.filter":
        return request(agent, "GET", `/api/v1/contacts?status=ACTIVE&hasPhone=true&tagIds=${tagIds[Math.floor(r() * tagIds.length)]}&lifecycleStage=CUSTOMER,LEAD`, auth);
      case "contacts.search":
        return request(agent, "GET", `/api/v1/contacts/search?q=${FIRST_NAMES[Math.floor(r() * FIRST_NAMES.length)]}&limit=10`, auth);
      case "contacts.get":
        return request(agent, "GET", `/api/v1/contacts/${anyContact()}`, auth);
      case "contacts.create": {
        const n = ++created;
        return request(agent, "POST", "/api/v1/contacts", auth, JSON.stringify({ name: `Soak Person ${n}`, phone: `+1 555 ${String(n).padStart(7, "0")}`, email: `soak${n}@example.test`, customFields: { source: "soak" } }));
      }
      case "contacts.update":
        return request(agent, "PUT", `/api/v1/contacts/${anyContact()}`, auth, JSON.stringify({ customFields: { soakVisit: Math.floor(r() * 1000) }, lastName: "Updated" }));
      case "chatapp.send":
        return request(agent, "POST", "/api/v1/chatapp/messages/text", auth, JSON.stringify({ to: `+${customer(Math.floor(r() * CUSTOMERS))}`, body: "Your order is on its way." }));
      case "chatapp.inbound": {
        const id = `wamid.SOAK${String(++inboundSeq).padStart(8, "0")}${randomBytes(3).toString("hex")}`;
        const raw = callback(phoneNumberId, customer(Math.floor(r() * CUSTOMERS)), id);
        return request(agent, "POST", "/api/channels/chatapp/webhook", { "x-hub-signature-256": hubSignature(raw, SECRET) }, raw).then((res) => {
          if (res.status === 200) acked.push(id);
          return res;
        });
      }
    }
  }

  const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
  const pick = (x: number): Kind => {
    let acc = 0;
    for (const [kind, w] of MIX) if ((acc += w) > x * totalWeight) return kind;
    return MIX[0][0];
  };
  const times = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
  const errors = new Map<string, { count: number; example: string }>();

  try {
    // Warm-up, not measured: Next.js loads each route on its first request.
    const warm = rng(1);
    for (const [kind] of MIX) for (let i = 0; i < 5; i++) await operation(kind, tokens[0].token, warm);
    acked.length = 0;
    const warmedEvents = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from event_outbox where company_id = ${company.id}`);
    console.log(`soak: ${CLIENTS} clients for ${SECONDS} s against ${server.baseUrl} (server pid ${server.pid}, ${warmedEvents.rows[0].n} events so far)`);

    const memory = sampleMemory(server.pid, 5000);
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      tokens.map(async ({ token }, c) => {
        const r = rng(1000 + c);
        while (performance.now() < until) {
          const kind = pick(r());
          const res = await operation(kind, token, r);
          if (res.status >= 200 && res.status < 300) {
            times.get(kind)!.push(res.ms);
            continue;
          }
          let code = "";
          try {
            code = (JSON.parse(res.body) as { error?: { code?: string } }).error?.code ?? "";
          } catch {
            // not JSON
          }
          const key = `${kind} ${res.error ?? res.status}${code ? ` ${code}` : ""}`;
          const e = errors.get(key) ?? { count: 0, example: res.body.slice(0, 300) };
          e.count++;
          errors.set(key, e);
        }
      }),
    );
    const memSamples = memory.stop();
    const loadEnded = Date.now();

    // Drain: the outbox dispatched, the inbox processed, every delivery row accepted by the
    // receiver. What the webhook must get is counted from what survives (lib/testing/webhook-ledger.ts):
    // its delivery rows plus the matching events still in the outbox, which the dispatcher
    // deletes as it hands them over.
    const readLedger = async () => {
      const deliveries = await getDb().execute<{ id: string; status: string }>(sql`select id, status::text as status from webhook_deliveries where webhook_id = ${hook.id}`);
      const waiting = await getDb().execute<{ event: string; n: number }>(sql`select event, count(*)::int as n from event_outbox where company_id = ${company.id} and dispatched_at is null group by event`);
      const inboxLeft = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from chatapp_inbox`);
      const undispatched = waiting.rows.filter((x) => hookPatterns.some((p) => eventMatches(p, x.event))).reduce((s, x) => s + x.n, 0);
      return { ledger: { deliveries: deliveries.rows, undispatched }, inboxLeft: inboxLeft.rows[0].n };
    };
    let verdict = webhookVerdict({ deliveries: [], undispatched: 0 }, receiver.byDelivery);
    let drained = false;
    for (let waited = 0; waited < DRAIN_SECONDS * 1000; waited += 500) {
      const { ledger, inboxLeft } = await readLedger();
      verdict = webhookVerdict(ledger, receiver.byDelivery);
      if (verdict.ok && !inboxLeft) {
        drained = true;
        break;
      }
      await sleep(500);
    }
    const expected = verdict.expected;
    const drainSeconds = Math.round((Date.now() - loadEnded) / 100) / 10;
    const stored = await getDb().execute<{ n: number }>(sql`select count(distinct platform_message_id)::int as n from messages where company_id = ${company.id} and platform_message_id = any(${`{${acked.join(",")}}`}::text[])`);
    const dbDeliveries = await getDb().execute<{ id: string; at: Date }>(sql`select id, event_occurred_at as at from webhook_deliveries where webhook_id = ${hook.id}`);
    const deliveryMs = dbDeliveries.rows
      .map((d) => {
        const got = receiver.byDelivery.get(d.id);
        return got ? got.firstAt - new Date(d.at).getTime() : null;
      })
      .filter((x): x is number => x !== null)
      .sort((a, b) => a - b);

    const ops = Object.fromEntries(
      MIX.map(([kind]) => {
        const t = times.get(kind)!.sort((a, b) => a - b);
        return [kind, { ok: t.length, perSecond: Math.round(t.length / SECONDS), p50: pct(t, 50), p95: pct(t, 95), p99: pct(t, 99) }];
      }),
    );
    const okCount = [...times.values()].reduce((s, t) => s + t.length, 0);
    const errorCount = [...errors.values()].reduce((s, e) => s + e.count, 0);
    const all = [...times.values()].flat().sort((a, b) => a - b);
    const mem = memorySummary(memSamples);
    const webhooks = { expected, received: verdict.received, createdInDb: dbDeliveries.rows.length, duplicates: verdict.duplicates, unknown: verdict.unknown, missing: verdict.missing, drained, drainSeconds, latencyMs: { p50: pct(deliveryMs, 50), p95: pct(deliveryMs, 95), p99: pct(deliveryMs, 99) } };
    const inbound = { acknowledged: acked.length, stored: stored.rows[0].n };

    console.log("\n| operation | ok | per s | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|");
    for (const [kind, o] of Object.entries(ops)) console.log(`| ${kind} | ${o.ok} | ${o.perSecond} | ${o.p50} | ${o.p95} | ${o.p99} |`);
    console.log(`| webhook delivery (event commit → receiver) | ${deliveryMs.length} | | ${webhooks.latencyMs.p50} | ${webhooks.latencyMs.p95} | ${webhooks.latencyMs.p99} |`);
    console.log(`\nerrors: ${errorCount}${errorCount ? "" : " (none)"}`);
    for (const [kind, e] of errors) console.log(`  ${kind}: ${e.count}× e.g. ${e.example}`);
    console.log(`webhook deliveries: ${webhooks.received} received of ${expected} expected (${webhooks.createdInDb} created, ${webhooks.duplicates} accepted twice, ${webhooks.unknown} unknown ids), drained ${drained ? "in" : "NOT within"} ${drainSeconds} s`);
    if (verdict.missing.total) console.log(`  missing ${verdict.missing.total} by status: ${JSON.stringify(verdict.missing.byStatus)}; e.g. ${verdict.missing.examples.join(", ")}`);
    console.log(`inbound callbacks: ${inbound.stored} stored of ${inbound.acknowledged} acknowledged`);
    console.log(`server RSS (every 5 s): ${mem.samples.map((s) => s.rssMb).join(", ")} MB`);
    console.log(`  first ${mem.firstMb} MB, max ${mem.maxMb} MB, last ${mem.lastMb} MB, second-half slope ${mem.secondHalfSlopeMbPerMin} MB/min`);
    const serverProblems = server.output().split("\n").filter((l) => /"level":"(error|warn)"/.test(l));
    if (serverProblems.length) console.log(`server warnings and errors (latest):\n${serverProblems.slice(-10).join("\n")}`);

    const out = path.resolve("docs/benchmarks/soak.json");
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify(
        { date: new Date().toISOString(), seconds: SECONDS, clients: CLIENTS, contacts: CONTACTS, customers: CUSTOMERS, rateLimitPerMinute: Number(RATE_LIMIT), mix: Object.fromEntries(MIX), requests: okCount + errorCount, errors: Object.fromEntries([...errors].map(([k, e]) => [k, e.count])), ops, overall: { p50: pct(all, 50), p95: pct(all, 95), p99: pct(all, 99), perSecond: Math.round(all.length / SECONDS) }, webhooks, inbound, memory: mem },
        null,
        2,
      ) + "\n",
    );
    // A delivery missing or accepted twice, a backlog still draining at the cutoff, or a lost callback fails the soak.
    const lost = !verdict.ok || !drained || inbound.stored < inbound.acknowledged;
    console.log(
      `\nsoak ${SECONDS} s × ${CLIENTS} clients: ${okCount + errorCount} requests (${Math.round(all.length / SECONDS)}/s), ${errorCount} errors, p50/p95/p99 ${pct(all, 50)}/${pct(all, 95)}/${pct(all, 99)} ms; webhooks ${webhooks.received}/${expected}; callbacks stored ${inbound.stored}/${inbound.acknowledged}; RSS ${mem.firstMb} → ${mem.lastMb} MB (max ${mem.maxMb}, 2nd-half slope ${mem.secondHalfSlopeMbPerMin} MB/min) → ${errorCount || lost ? "FAILED" : "ok"}`,
    );
    if (errorCount || lost) process.exitCode = 1;
  } finally {
    agent.destroy();
    await receiver.close();
    await server.stop();
    await closeDb();
  }
}

async function main() {
  const db = await createTestDatabase("soak");
  try {
    await soak(db.url);
  } finally {
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
