/**
 * `npm run bench:api`: throughput and latency of the API wrapper on the built app (needs
 * `npm run build`), against two references measured in the same run: a bare Node `http`
 * server answering a constant (Node's floor) and the Next.js floor, a separate minimal
 * Next.js app whose one route handler returns a constant (scripts/bench/next-floor). Each
 * app route is reported as a ratio to the Next.js floor (measured before and after the app's
 * routes; the mean is the reference). Measured: GET /api/health (request id, per-address
 * rate limit, one `select 1`), an API-token call (hash lookup, rate limit, scope, handler)
 * and a JWT call (signature, user lookup). Figures go to docs/benchmarks/api.json.
 */
import "./bench/production-env";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { startTestServer } from "@/lib/testing/test-server";
import { floorDrift, measure, ratio, startBareHttp, type Figures, type Request } from "./bench/measure";
import { startNextFloor, type NextFloor } from "./bench/next-floor";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3300);

const run = (url: string, req: Request = {}, seconds = SECONDS) => measure(url, { ...req, connections: CONNECTIONS, seconds });

async function main() {
  const high = "1000000000";
  const server = await startTestServer("bench", PORT, { RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_ANONYMOUS_PER_MINUTE: high });
  Object.assign(process.env, server.env);
  let floor: NextFloor | undefined;
  let bare: { url: string; stop(): void } | undefined;
  try {
    floor = await startNextFloor(PORT + 2);
    bare = await startBareHttp(PORT + 3);
    const { insertCompany, insertUser } = await import("@/lib/company/create-company");
    const { createToken } = await import("@/lib/tokens/create-token");
    const { signAccessToken } = await import("@/lib/auth/jwt");
    const { systemCtx } = await import("@/lib/domain/context");
    const { getDb, closeDb } = await import("@/db/client");
    const company = await insertCompany(getDb(), { name: "Bench", slug: "bench" });
    const user = await insertUser(getDb(), { companyId: company.id, name: "B", email: "bench@bench.test", password: "bench-password", role: "owner" });
    const token = (await createToken({ ctx: systemCtx(company.id), input: { name: "bench", scopes: ["*"] } })).token;
    const jwt = (await signAccessToken(user)).accessToken;
    await closeDb();
    const base = server.baseUrl;
    const routes = [
      { title: "GET /api/health (request id, per-address rate limit, `select 1`)", url: `${base}/api/health`, req: {} },
      { title: "GET /api/v1/webhooks/events (API token: cached lookup, rate limit, scope)", url: `${base}/api/v1/webhooks/events`, req: { headers: { authorization: `Bearer ${token}` } } },
      { title: "GET /api/v1/me (JWT: signature, user lookup, two reads)", url: `${base}/api/v1/me`, req: { headers: { authorization: `Bearer ${jwt}` } } },
    ];
    // Warm up every target so route compilation, pools and V8's optimiser don't count.
    for (const url of [bare.url, floor.url, ...routes.map((r) => r.url)]) await run(url, routes.find((r) => r.url === url)?.req, 2).catch(() => undefined);
    const bareFigures = await run(bare.url);
    const floorBefore = await run(floor.url);
    const measured: { title: string; figures: Figures }[] = [];
    for (const r of routes) measured.push({ title: r.title, figures: await run(r.url, r.req) });
    const floorAfter = await run(floor.url);
    const floorRps = (floorBefore.rps + floorAfter.rps) / 2;
    const rows = [
      { title: "bare Node `http`, constant (Node's floor)", figures: bareFigures },
      { title: "Next.js floor: minimal route handler, constant (before)", figures: floorBefore },
      ...measured,
      { title: "Next.js floor (after)", figures: floorAfter },
    ].map((r) => ({ ...r, ofFloor: ratio(r.figures.rps, floorRps) }));
    console.log(`\n${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run`);
    console.log("\n| request | req/s | p50 / p95 / p99 ms | non-2xx | / Next.js floor |\n|---|---|---|---|---|");
    for (const { title, figures: f, ofFloor } of rows) console.log(`| ${title} | ${f.rps} | ${f.p50} / ${f.p95} / ${f.p99} | ${f.errors} | ${ofFloor} |`);
    const drift = floorDrift(floorBefore, floorAfter);
    if (drift) console.log(`\nwarning: ${drift}`);
    mkdirSync("docs/benchmarks", { recursive: true });
    writeFileSync(
      "docs/benchmarks/api.json",
      JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, connections: CONNECTIONS, secondsPerRun: SECONDS, floorRps, rows }, null, 2) + "\n",
    );
    console.log("\nwritten to docs/benchmarks/api.json");
  } finally {
    bare?.stop();
    await floor?.stop();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
