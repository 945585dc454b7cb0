/**
 * Where an analytics route's time goes, without HTTP: each verb called in-process against a
 * seeded database (BENCH_DATABASE_URL, e.g. one kept by `BENCH_KEEP_DATABASE=1 npm run
 * bench:analytics`), PROFILE_REQUESTS times per range (p50 / p95), then every statement of one
 * call under EXPLAIN (ANALYZE, BUFFERS): planning and execution time and the rows read.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench/analytics-profile.ts [route…]
 */
import { writeFileSync } from "node:fs";
import pg from "pg";
import { closeDb, getPool } from "@/db/client";
import { getAgents } from "@/lib/analytics/get-agents";
import { getChannels } from "@/lib/analytics/get-channels";
import { getConversations } from "@/lib/analytics/get-conversations";
import { getMessages } from "@/lib/analytics/get-messages";
import { getResponseTimes } from "@/lib/analytics/get-response-times";
import { getStats } from "@/lib/analytics/get-stats";
import { getSummary } from "@/lib/analytics/get-summary";
import { getTemplates } from "@/lib/analytics/get-templates";
import { getTrends } from "@/lib/analytics/get-trends";
import { rangeQuery } from "@/lib/analytics/schemas";
import { systemCtx, type Ctx } from "@/lib/domain/context";
import { pct } from "./measure";

const N = Number(process.env.PROFILE_REQUESTS ?? 30);
type Verb = (a: { ctx: Ctx; input: never }) => Promise<unknown>;
const VERBS: Record<string, Verb> = {
  stats: getStats as Verb,
  summary: getSummary as Verb,
  messages: getMessages as Verb,
  "messages/trends": getTrends as Verb,
  "response-times": getResponseTimes as Verb,
  templates: getTemplates as Verb,
  conversations: getConversations as Verb,
  agents: getAgents as Verb,
  channels: getChannels as Verb,
};

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("set BENCH_DATABASE_URL to a seeded database");
  process.env.DATABASE_URL = url;
  const pool = getPool();
  const [big] = (await pool.query<{ id: string }>(`select id from companies where name like 'big %' limit 1`)).rows;
  const ctx = systemCtx(big.id, "profile");
  const today = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const ranges: Record<string, Record<string, string>> = { allTime: {}, days30: { days: "30" }, explicit400: { startDate: start, endDate: today } };
  const only = process.argv.slice(2);
  // Every statement the verbs send, captured from the pool (text and parameters).
  const captured: { text: string; values: unknown[] }[] = [];
  let capture = false;
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...a: unknown[]) => Promise<unknown> }).query = (...a: unknown[]) => {
    const q = a[0] as string | { text: string; values?: unknown[] };
    if (capture) captured.push(typeof q === "string" ? { text: q, values: (a[1] as unknown[]) ?? [] } : { text: q.text, values: q.values ?? (a[1] as unknown[]) ?? [] });
    return query(...a);
  };
  const answers: Record<string, unknown> = {};
  const explain = new pg.Client({ connectionString: url });
  await explain.connect();
  for (const [name, verb] of Object.entries(VERBS)) {
    if (only.length && !only.includes(name)) continue;
    for (const [label, q] of Object.entries(ranges)) {
      if (name === "stats" && label !== "allTime") continue;
      const input = { ...rangeQuery.parse(q), limit: 10 } as never;
      await verb({ ctx, input });
      const times: number[] = [];
      for (let i = 0; i < N; i++) {
        const t = performance.now();
        await verb({ ctx, input });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      captured.length = 0;
      capture = true;
      answers[`${name} ${label}`] = await verb({ ctx, input });
      capture = false;
      const plans: string[] = [];
      for (const s of captured) {
        const { rows } = await explain.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${s.text}`, s.values);
        const lines = rows.map((r) => r["QUERY PLAN"]);
        const scans = lines.filter((l) => /Scan on|Index Only Scan/.test(l)).map((l) => l.trim().replace(/\(cost=[^)]*\) /, "").replace(/^-> +/, "")).slice(0, 4);
        plans.push(`${lines.filter((l) => /Planning Time|Execution Time/.test(l)).map((l) => l.trim()).join(", ")}\n        ${scans.join("\n        ")}`);
      }
      console.log(`${name} ${label}: in-process p50 ${pct(times, 50)} ms, p95 ${pct(times, 95)} ms, ${captured.length} statements`);
      for (const p of plans) console.log(`      ${p}`);
    }
  }
  await explain.end();
  await closeDb();
  // PROFILE_ANSWERS=file: every answer, to compare two versions of the verbs on one database.
  if (process.env.PROFILE_ANSWERS) writeFileSync(process.env.PROFILE_ANSWERS, JSON.stringify(answers, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
