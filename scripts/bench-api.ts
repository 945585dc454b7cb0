/**
 * `npm run bench:api`: throughput and latency of the API wrapper on the built app (needs
 * `npm run build`). Baseline in the same run: GET /api/health (request id, per-address rate
 * limit, one `select 1`). Measured: an API-token call (hash lookup, last-used, rate limit,
 * scope, handler) and a JWT call (signature, user lookup).
 */
import autocannon from "autocannon";
import { startTestServer } from "@/lib/testing/test-server";

type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const r = (await autocannon({ url, connections: 20, duration, headers })) as unknown as Result;
  return { title, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors };
}

async function main() {
  const high = "1000000000";
  const server = await startTestServer("bench", 3300, { RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_ANONYMOUS_PER_MINUTE: high });
  Object.assign(process.env, server.env);
  try {
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
    // Warm up the routes so compilation and pools don't count.
    await measure("warm-up", `${base}/api/health`).catch(() => undefined);
    const rows = [
      await measure("baseline GET /api/health", `${base}/api/health`),
      await measure("GET /api/v1/webhooks/events (API token)", `${base}/api/v1/webhooks/events`, { authorization: `Bearer ${token}` }),
      await measure("GET /api/v1/me (JWT)", `${base}/api/v1/me`, { authorization: `Bearer ${jwt}` }),
    ];
    console.log("\n| request | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|");
    for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} |`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
