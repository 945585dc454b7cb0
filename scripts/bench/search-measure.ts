/**
 * The timed part of `npm run bench:search`: each query kind through the domain verb
 * (lib/search/search.ts, what GET /api/v1/search runs) and the same query written in plain
 * SQL (the floor: no verb, no snippets, no contact join), alternating in one run so both see
 * the same load. Figures to stdout and docs/benchmarks/search.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { systemCtx } from "@/lib/domain/context";
import { searchQuery, type SearchType } from "@/lib/search/schemas";
import { search } from "@/lib/search/search";
import { phoneDigits } from "@/lib/search/search-contacts";
import { GIN_BELOW, WALK_MAX, WINDOW } from "@/lib/search/search-messages";
import { pct } from "./measure";
import { BURST_WORD, MID_WORD, RARE_WORD } from "./search-seed";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LIMIT = 10;

const TSQ = `(websearch_to_tsquery('arabic', $2) || websearch_to_tsquery('english', $2) || websearch_to_tsquery('simple', $2))`;
/** The one statement a person would write first; the planner alone picks its plan (timed once, by EXPLAIN ANALYZE). */
const NAIVE_SQL = `select id, conversation_id, created_at, text from messages where company_id = $1 and search_vector @@ ${TSQ} order by created_at desc, id desc limit ${LIMIT}`;
const WALK = (window: number) => `select id, conversation_id, created_at, text from (select id, conversation_id, created_at, text, search_vector from messages where company_id = $1 order by created_at desc, id desc limit ${window}) r where search_vector @@ ${TSQ} order by created_at desc, id desc limit ${LIMIT}`;
const GIN = `with hit as materialized (select id, conversation_id, created_at, text from messages where company_id = $1 and search_vector @@ ${TSQ}) select * from hit order by created_at desc, id desc limit ${LIMIT}`;

/** The floor for messages: the verb's phases as plain statements, without the verb (no snippets, no contact join). */
async function messagesFloor(c: pg.Client, params: unknown[]) {
  const recent = await c.query(WALK(WINDOW), params);
  if (recent.rowCount! >= LIMIT) return "window";
  if (recent.rowCount! < GIN_BELOW) return (await c.query(GIN, params), "index");
  if ((await c.query(WALK(WALK_MAX), params)).rowCount! >= LIMIT) return "walk";
  return (await c.query(GIN, params), "walk, then index");
}

/** The floor for contacts: the verb's parts (name by trigram distance, email, phone digits) in one plain statement, without ranking or snippets. */
const contactsSql = (limit: number, phone: boolean) => `select c.id, c.name, c.phone, c.email from (
  (select id from contacts where company_id = $1 and name ilike $2 order by $3 <<-> name limit ${limit})
  union (select id from contacts where company_id = $1 and email ilike $2 limit ${limit})
  ${phone ? `union (select id from contacts where company_id = $1 and phone like $4 limit ${limit})` : ""}
) u join contacts c on c.id = u.id and c.company_id = $1 limit ${limit}`;
const contactsParams = (q: string) => {
  const digits = phoneDigits(q);
  return [`%${q}%`, q, ...(digits ? [`%${digits}%`] : [])];
};
const CONVERSATIONS_SQL = `select id from conversations where company_id = $1 and contact_id = any($2::text[]) order by last_message_at desc nulls last, created_at desc, id limit ${LIMIT}`;

/** The floor for the palette: every group's statements in turn, as the verb runs them (conversations look through 20 contacts). */
async function paletteFloor(c: pg.Client, companyId: string, q: string) {
  const people = await c.query<{ id: string }>(contactsSql(20, !!phoneDigits(q)), [companyId, ...contactsParams(q)]);
  if (people.rowCount) await c.query(CONVERSATIONS_SQL, [companyId, people.rows.map((r) => r.id)]);
  return messagesFloor(c, [companyId, q]);
}

type Kind = { kind: string; q: string; group: SearchType | "all"; count: string; countParam: (q: string) => string };

const messageKind = (kind: string, q: string, group: "messages" | "all" = "messages"): Kind => ({ kind, q, group, count: `select count(*) n from messages where company_id = $1 and search_vector @@ ${TSQ}`, countParam: (x) => x });

const KINDS: Kind[] = [
  messageKind("rare word", RARE_WORD),
  messageKind("middling word (1 message in 500)", MID_WORD),
  messageKind("word said lately only (5 of the newest 1,000)", BURST_WORD),
  messageKind("common word", "order"),
  messageKind("Arabic word (no article; texts have الفاتورة)", "فاتورة"),
  messageKind("English stem (replies)", "replies"),
  { kind: "phone fragment", q: "5501", group: "contacts", count: `select count(*) n from contacts where company_id = $1 and phone like $2`, countParam: (x) => `%${x}%` },
  { kind: "name", q: "Fatima", group: "contacts", count: `select count(*) n from contacts where company_id = $1 and name ilike $2`, countParam: (x) => `%${x}%` },
  messageKind("all groups at once (the palette)", "order", "all"),
];

/**
 * The burst word: planted in 5 of the target's newest 1,000 messages and nowhere else, so the
 * verb's window sees a few hits (walk on) for a word the rest of the company never says.
 */
async function plantBurst(c: pg.Client, companyId: string) {
  await c.query(
    `update messages set text = text || ' ${BURST_WORD}' where id in (
      select id from (select id, row_number() over (order by created_at desc, id desc) n
        from (select id, created_at from messages where company_id = $1 order by created_at desc, id desc limit ${WINDOW}) w) x where n % 200 = 100)
      and not exists (select 1 from messages where company_id = $1 and search_vector @@ to_tsquery('simple', '${BURST_WORD}'))`,
    [companyId],
  );
}

type Stats = { p50: number; p95: number; p99: number };
const stats = (t: number[]): Stats => {
  const s = [...t].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99) };
};

export async function runSearchBench(c: pg.Client, run: { targetId: string; seconds: Record<string, number> | null; messages: number; target: number; companies: number }) {
  const ctx = systemCtx(run.targetId, "bench");
  const counts = (await c.query<{ n: string; companies: string; target: string }>(`select (select count(*) from messages) n, (select count(*) from companies) companies, (select count(*) from messages where company_id = $1) target`, [run.targetId])).rows[0]!;
  await plantBurst(c, run.targetId);
  const results = [];
  const loads: number[] = [];
  for (const k of KINDS) {
    const all = k.group === "all";
    const messages = k.group === "messages" || all;
    const verb = () => search({ ctx, query: searchQuery.parse({ q: k.q, limit: String(LIMIT), ...(all ? {} : { types: k.group }) }) });
    const floorSql = messages ? NAIVE_SQL : contactsSql(LIMIT, !!phoneDigits(k.q));
    const floorParams = [run.targetId, ...(messages ? [k.q] : contactsParams(k.q))];
    const floor = () => (all ? paletteFloor(c, run.targetId, k.q) : messages ? messagesFloor(c, floorParams) : c.query(floorSql, floorParams));
    const matches = Number((await c.query<{ n: string }>(k.count, [run.targetId, k.countParam(k.q)])).rows[0]!.n);
    // For messages: which phase answers, and what the naive single statement costs with the planner's own choice.
    const phase = messages ? await messagesFloor(c, [run.targetId, k.q]) : undefined;
    const analyzed = (await c.query<{ "QUERY PLAN": string }>(`explain (analyze, timing off) ${floorSql}`, floorParams)).rows.map((r) => r["QUERY PLAN"].trim());
    const plan = analyzed.filter((l) => /Scan|Limit|Sort/.test(l)).map((l) => l.replace(/\s+\(cost.*$/, ""));
    const naiveMs = messages ? Number(/Execution Time: ([\d.]+)/.exec(analyzed.join("\n"))?.[1]) : undefined;
    for (let i = 0; i < 5; i++) await Promise.all([verb(), floor()].map((p) => p.then(() => undefined))); // warm
    const v: number[] = [];
    const f: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      // Alternating order, so neither side always runs on a cache the other just warmed.
      const pair = i % 2 ? [floor, verb] : [verb, floor];
      for (const fn of pair) {
        const t = performance.now();
        await fn();
        (fn === verb ? v : f).push(performance.now() - t);
      }
    }
    loads.push(os.loadavg()[0]!);
    const verbStats = stats(v);
    const sqlStats = stats(f);
    const found = await verb();
    const row = {
      kind: k.kind,
      q: k.q,
      group: all ? "contacts, conversations, messages" : k.group,
      matchesInCompany: matches,
      returned: all ? { contacts: found.contacts?.length, conversations: found.conversations?.length, messages: found.messages?.length } : (found[k.group as SearchType]?.length ?? 0),
      verb: verbStats,
      plainSql: sqlStats,
      p95Ratio: Math.round((verbStats.p95 / sqlStats.p95) * 100) / 100,
      ...(messages ? { answeredBy: phase, naiveStatement: { ms: naiveMs, plan } } : { plan }),
    };
    results.push(row);
    console.log(`${k.kind.padEnd(48)} q=${k.q.padEnd(10)} matches ${String(matches).padStart(7)}  verb p50/p95/p99 ${verbStats.p50}/${verbStats.p95}/${verbStats.p99} ms  sql ${sqlStats.p50}/${sqlStats.p95}/${sqlStats.p99} ms  ×${row.p95Ratio}${messages ? `  (${phase}; naive statement ${naiveMs} ms)` : ""}`);
  }
  const out = {
    date: new Date().toISOString(),
    messages: Number(counts.n),
    targetCompanyMessages: Number(counts.target),
    companies: Number(counts.companies),
    cores: os.cpus().length,
    requestsPerQuery: REQUESTS,
    limit: LIMIT,
    loadDuring: { min: Math.min(...loads), max: Math.max(...loads) },
    seedSeconds: run.seconds,
    target: "p95 under 100 ms per query",
    results,
  };
  const file = path.resolve("docs/benchmarks/search.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\n${out.messages.toLocaleString("en-US")} messages, ${out.companies} companies (target ${out.targetCompanyMessages.toLocaleString("en-US")}), load ${out.loadDuring.min.toFixed(1)}-${out.loadDuring.max.toFixed(1)} on ${out.cores} cores; figures in ${path.relative(process.cwd(), file)}`);
}
