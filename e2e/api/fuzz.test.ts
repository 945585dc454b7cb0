import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { shopifyOrder, storeHeaders } from "@/lib/testing/store-fixtures";
import { exhaustRateLimit } from "./support/fixtures";
import { bodyHints, fuzzWorld, poolFor, rateLimitResetter, type FuzzWorld } from "./support/fuzz-fixtures";
import { KINDS, anyMutation, kindArbitrary, wholeBodyCases, type Mutation } from "./support/fuzz-mutations";
import { describe as describeCase, encode, namesField, send, validationBodyProblems, type Draft, type FuzzCase, type Received } from "./support/fuzz-request";
import { Schemas, getAt, jsonType, setAt, type Field, type JsonSchema, type OpenApiOperation } from "./support/fuzz-schema";
import { responseProblems } from "./support/response-contract";

/**
 * Property-based fuzzing of every operation in the served OpenAPI document: for every field of
 * params, query and body, fast-check draws wrong types, boundaries, huge and odd unicode
 * strings, nulls, missing and unknown fields and wrong shapes, plus body-level cases (broken
 * JSON, wrong content types, the body limit, deep nesting). Every answer must carry
 * X-Request-Id and match the document (a 200 its operation's schema, an error the Error
 * body), no answer may be a 5xx (except a documented 502/503 from the platform), and every
 * 400 must be the VALIDATION_ERROR body naming the field that was broken.
 *
 * FUZZ_SEED fixes the draw (printed below), FUZZ_RUNS the random cases per operation on top of
 * the per-field ones. A failure prints the exact request.
 *
 * Nothing is skipped outright; side effects are kept to the fuzz company's own objects:
 * - DELETE /api/v1/tokens/{id} only draws sacrificial tokens (never the suite's own token).
 * - PATCH and DELETE /api/v1/users/{id} only draw sacrificial agents (never the owner whose
 *   JWT the suite uses, never the first-run owner of the shared server).
 * - PUT and DELETE /api/v1/channels/{channel} run on photoapp (fuzz-fixtures.ts), never on
 *   chatapp: the fuzz company's chatapp stays on the sandbox (sends would otherwise go to the
 *   live platform); the photoapp sandbox is restored after each of them.
 * - Rate limits: the fuzz token's and JWT's buckets are emptied every 40 requests instead of
 *   raising RATE_LIMIT_PER_MINUTE (the shared server keeps the product's 60/min for the
 *   security suite).
 * - Webhooks created or updated here subscribe to campaign.completed (never emitted) and point
 *   at fuzz.invalid, so no delivery reaches a real host or a receiver of another test file.
 * - Sign out of other sessions and the password change run as a sacrificial member with a
 *   fresh JWT per case (fuzz-fixtures.ts), so the owner's JWT the suite uses stays valid.
 * - DELETE operations run last, so the objects they remove are there for the others first.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const CONCURRENCY = 4;
const BASE = inject("baseUrl");
const BODY_LIMIT = Number(inject("serverEnv").MAX_BODY_BYTES ?? 1_048_576);
// Routes that call the chatapp platform (or fetch a URL) may answer its documented 502/503.
const PLATFORM_ROUTES = new Set([
  "PUT /api/v1/channels/{channel}",
  "POST /api/v1/channels/{channel}/test",
  "POST /api/v1/chatapp/media/upload",
  "POST /api/v1/chatapp/media/upload-for-template",
  "POST /api/v1/chatapp/templates/sync",
]);
const INBOUND_WEB_EVENT = "POST /api/webhook/web-events/{integrationId}";
/** The channel layer's webhook: fuzzed on photoapp, signed with its app secret (e2e test env). */
const LAYER_WEBHOOK = "POST /api/channels/{channel}/webhook";
const STORE_WEBHOOK = "POST /api/webhook/storeplugin/{connectionId}";
const RESTORE_SANDBOX = new Set(["PUT /api/v1/channels/{channel}", "DELETE /api/v1/channels/{channel}"]);

console.log(`[fuzz] seed ${SEED} (FUZZ_SEED), ${RUNS} random cases per operation (FUZZ_RUNS), body limit ${BODY_LIMIT} bytes`);

const doc = (await (await fetch(`${BASE}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, OpenApiOperation>>; components: { schemas: Record<string, JsonSchema> } };
const schemas = new Schemas(doc.components.schemas);
// FUZZ_ONLY (a regular expression over "METHOD /path") narrows a run while debugging.
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? "");
const OPS = Object.entries(doc.paths)
  .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op, key: `${method.toUpperCase()} ${path}` })))
  .filter((o) => ONLY.test(o.key))
  .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
type Op = (typeof OPS)[number];

let world: FuzzWorld;
const resetRate = rateLimitResetter();
const tally = { requests: 0, byStatus: new Map<number, number>(), excusedByReference: 0, retriedAfter429: 0, nonOkBaselines: [] as string[] };

beforeAll(async () => {
  world = await fuzzWorld();
}, 120_000);

afterAll(() => {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
  console.log(`[fuzz] seed ${SEED}: ${tally.requests} requests over ${OPS.length} operations; statuses ${statuses}; ${tally.excusedByReference} 400s named a field the unmutated request already had wrong; ${tally.retriedAfter429} sent again after a 429; starting requests not 2xx (${tally.nonOkBaselines.length}): ${tally.nonOkBaselines.join(", ") || "none"}`);
});

/** A value hash, so each (operation, field, kind) gets its own stable seed. */
function seedOf(...parts: (string | number)[]): number {
  let h = SEED | 0;
  for (const ch of parts.join("\u0001")) h = (Math.imul(h ^ ch.charCodeAt(0), 16777619) + 0x9e3779b9) | 0;
  return h;
}

/** Seed bodies for the routes whose body is not a schema (platform callbacks, website events). */
function seedBody(op: Op): unknown {
  if (op.key === LAYER_WEBHOOK) {
    return { object: "instagram", entry: [{ id: "17841400000000009", time: Date.now(), messaging: [{ sender: { id: "1784140000009999" }, recipient: { id: "17841400000000009" }, timestamp: Date.now(), message: { mid: "aWdfFUZZSEED", text: "hello" } }] }] };
  }
  if (op.key === STORE_WEBHOOK) return shopifyOrder({ id: 777001, number: 7001, email: "store@fuzz.test", phone: "+1 555 010 7799", customerId: 777002 });
  if (op.key === INBOUND_WEB_EVENT) return { event: "signup", customer: { phone: "+1 555 010 7788", email: "web@fuzz.test", name: "Web Fuzz" }, plan: "gold" };
  return undefined;
}

/** A schema read off a sample value (every key required), for seed bodies. */
function inferSchema(v: unknown): JsonSchema {
  if (Array.isArray(v)) return { type: "array", items: v.length ? inferSchema(v[0]) : {} };
  if (v && typeof v === "object") {
    const entries = Object.entries(v);
    return { type: "object", properties: Object.fromEntries(entries.map(([k, x]) => [k, inferSchema(x)])), required: entries.map(([k]) => k) };
  }
  return { type: jsonType(v) };
}

/** Routes that end the caller's sessions: they run as `world.self`, never as the suite's owner. */
const ENDS_SESSIONS = new Set(["POST /api/v1/me/sessions/sign-out-others", "POST /api/v1/me/password"]);

async function headersFor(op: Op, raw: string | undefined): Promise<{ headers: Record<string, string>; rateKey: string | null }> {
  if (ENDS_SESSIONS.has(op.key)) return { headers: { authorization: `Bearer ${await world.self.jwt()}` }, rateKey: `token:jwt:${world.self.userId}` };
  if (op.key === LAYER_WEBHOOK) return { headers: { "x-hub-signature-256": hubSignature(raw ?? "", "test-photoapp-app-secret") }, rateKey: null };
  if (op.key === INBOUND_WEB_EVENT) return { headers: { "x-api-key": world.inbound.key }, rateKey: null };
  // Signed over the mutated bytes with a fresh webhook id, so each case reaches the body's checks.
  if (op.key === STORE_WEBHOOK) return { headers: storeHeaders(world.store.secret, raw ?? "", "orders/create"), rateKey: null };
  const security = op.op.security ?? [];
  if (!security.length) return { headers: {}, rateKey: null };
  if (security.some((s) => "apiToken" in s)) return { headers: { authorization: `Bearer ${world.token.token}` }, rateKey: `token:tok:${world.token.id}` };
  return { headers: { authorization: `Bearer ${world.jwt}` }, rateKey: `token:jwt:${world.mine.owner.id}` };
}

/** Every field of the operation, and its valid-looking starting request. */
function plan(op: Op) {
  const hintValues = bodyHints(world);
  const hints = (name: string, s: JsonSchema) => (name === "events" && schemas.types(s).has("array") ? ["campaign.completed"] : schemas.types(s).has("string") && name in hintValues ? hintValues[name] : undefined);
  const fields: Field[] = [];
  const draft: Draft = { params: {}, query: {}, body: undefined };
  for (const p of op.op.parameters ?? []) {
    const loc = p.in === "path" ? "params" : "query";
    fields.push(...schemas.fields(loc, p.schema, [p.name], p.required ?? false));
    if (loc === "params") draft.params[p.name] = (op.key === INBOUND_WEB_EVENT ? world.inbound.id : op.key === STORE_WEBHOOK ? world.store.id : poolFor(world.own, op.key, p.name)[0]) ?? schemas.sample(p.schema, p.name, hints, SEED);
    else if (p.required) draft.query[p.name] = String(schemas.sample(p.schema, p.name, hints, SEED));
  }
  const seeded = seedBody(op);
  const bodySchema = seeded !== undefined ? inferSchema(seeded) : op.op.requestBody?.content["application/json"]?.schema;
  if (bodySchema) {
    fields.push({ loc: "body", path: [], schema: bodySchema, required: true }, ...schemas.fields("body", bodySchema));
    draft.body = seeded ?? schemas.sample(bodySchema, "", hints, SEED);
  }
  const byPath = new Map(fields.map((f) => [`${f.loc}:${JSON.stringify(f.path)}`, f]));
  /** The draft with the field's missing parents (array items, objects) filled in. */
  const withParents = (field: Field, sub: boolean): Draft => {
    const d: Draft = structuredClone(draft);
    let root = d[field.loc] as unknown;
    for (let i = 1; i <= field.path.length - (sub ? 0 : 1); i++) {
      const prefix = field.path.slice(0, i);
      const parent = byPath.get(`${field.loc}:${JSON.stringify(prefix)}`);
      const have = getAt(root, prefix);
      if (parent && (have === undefined || have === null || typeof have !== "object")) root = setAt(root, prefix, schemas.sample(parent.schema, String(prefix.at(-1)), hints, SEED));
    }
    d[field.loc] = root as never;
    return d;
  };
  /** The draft with one mutation applied, and the same draft without it. */
  const apply = (field: Field, mut: Mutation): { draft: Draft; reference: Draft } => {
    const reference = withParents(field, Boolean(mut.sub));
    const d: Draft = structuredClone(reference);
    d[field.loc] = setAt(d[field.loc], [...field.path, ...(mut.sub ?? [])], mut.value, mut.remove) as never;
    return { draft: d, reference };
  };
  return { fields, draft, apply, hasBody: Boolean(bodySchema) };
}

function casesFor(op: Op, p: ReturnType<typeof plan>): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (field: Field, mut: Mutation) => cases.push({ label: `${field.loc}.${field.path.join(".") || "(root)"} ${mut.kind}`, target: { loc: field.loc, path: [...field.path, ...(mut.sub ?? [])] }, ...p.apply(field, mut) });
  for (const field of p.fields) {
    const current = getAt(p.draft[field.loc], field.path);
    for (const kind of KINDS) {
      const arb = kindArbitrary(schemas, field, kind, current);
      if (arb) add(field, fc.sample(arb, { seed: seedOf(op.key, field.loc, ...field.path, kind), numRuns: 1 })[0]);
    }
    // Ids that exist, ids of another company (404), and the random ones above.
    if (field.loc === "params") for (const id of [...poolFor(world.own, op.key, String(field.path[0])).slice(1), ...poolFor(world.other, op.key, String(field.path[0]))]) add(field, { kind: "pool", value: id });
  }
  if (p.fields.length) {
    const pick = fc.integer({ min: 0, max: p.fields.length - 1 }).chain((i) => anyMutation(schemas, p.fields[i], getAt(p.draft[p.fields[i].loc], p.fields[i].path)).map((m) => [i, m] as const));
    for (const [i, mut] of fc.sample(pick, { seed: seedOf(op.key, "random"), numRuns: RUNS })) add(p.fields[i], { ...mut, kind: `random ${mut.kind}` });
  }
  if (p.hasBody) for (const w of wholeBodyCases(BODY_LIMIT, p.draft.body)) cases.push({ label: `body ${w.kind}`, target: { loc: "body", path: [] }, draft: p.draft, raw: { text: w.raw, contentType: w.contentType } });
  if (op.method === "GET") {
    const extra = setAt({ ...p.draft.query, zzUnknown: "1", "": "x" }, ["__proto__"], "x") as Record<string, unknown>;
    cases.push({ label: "query unknown params", target: { loc: "query", path: [] }, draft: { ...p.draft, query: extra } });
  }
  return cases;
}

/** What is wrong with one answer, or null. */
function judge(op: Op, c: FuzzCase, res: Received, accepted: Set<string>): string | null {
  if (!res.headers.get("x-request-id")) return "no X-Request-Id header";
  if (res.status >= 500) {
    const code = (res.json as { error?: { code?: string } } | null)?.error?.code;
    const documented = PLATFORM_ROUTES.has(op.key) && ((res.status === 502 && code === "BAD_GATEWAY") || (res.status === 503 && code === "SERVICE_UNAVAILABLE"));
    return documented ? null : `${res.status} server error`;
  }
  // A rate-limited case was never exercised: a fuzz run must not pass by being refused.
  if (res.status === 429) return "429 rate limited (the case was not exercised)";
  if (res.status !== 400) return null;
  const v = validationBodyProblems(res);
  if (v.problems.length) return v.problems.join("; ");
  if (!namesField(c.target, v.fields, v.message, accepted)) return `400 does not name ${c.target.loc}.${c.target.path.join(".")}`;
  return null;
}

async function runCase(op: Op, p: ReturnType<typeof plan>, c: FuzzCase, index: number): Promise<{ problem: string | null; res: Received | null }> {
  const req = encode(op.method, op.path, c, p.hasBody, {});
  // Each callback carries a fresh message id, or the platform's idempotency would skip it.
  if (req.body && op.key === LAYER_WEBHOOK) req.body = req.body.replace("aWdfFUZZSEED", `aWdfFUZZ${SEED}x${index}x${Date.now()}`);
  const { headers, rateKey } = await headersFor(op, req.body);
  Object.assign(req.headers, headers);
  await resetRate(rateKey);
  let res: Received;
  try {
    res = await send(BASE, req);
    // Refused by a limit before it ran (the cases run four at a time over shared buckets):
    // emptied and sent once more, so the case is exercised; a second 429 is judged below.
    if (res.status === 429 && rateKey) {
      tally.retriedAfter429++;
      await exhaustRateLimit(rateKey, 0);
      res = await send(BASE, req);
    }
  } catch (err) {
    return { problem: `request failed (${(err as Error).message})\n${describeCase(req, null, c.label)}`, res: null };
  }
  tally.requests++;
  tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
  // Every answer also matches the document: its operation's schema for a 200, the Error body otherwise.
  let problem = judge(op, c, res, new Set()) ?? ((await responseProblems(op.method, req.url, res.status, res.headers.get("content-type"), res.json)).join("; ") || null);
  // A 400 about another field may be one the request had before the mutation (a field the
  // fuzzer cannot fill validly, or state: a name taken by an earlier case): then it is not the case's.
  if (problem?.startsWith("400 does not name") && c.reference) {
    const ref = await runCase(op, p, { ...c, label: `${c.label} (reference)`, draft: c.reference, reference: undefined, target: { loc: "body", path: [] } }, index);
    if (ref.res?.status === 400) problem = judge(op, c, res, new Set(validationBodyProblems(ref.res).fields.map((f) => f.path)));
    if (!problem) tally.excusedByReference++;
  }
  return { problem: problem ? `${problem}\n${describeCase(req, res, c.label)}` : null, res };
}

async function restoreSandbox() {
  await resetRate(`token:tok:${world.token.id}`);
  const res = await send(BASE, { method: "POST", url: "/api/v1/channels/photoapp/sandbox", headers: { authorization: `Bearer ${world.token.token}` } });
  if (res.status !== 200) throw new Error(`could not restore the sandbox: ${res.status} ${res.text}`);
}

describe("fuzzing every operation of the OpenAPI document", () => {
  it.each(OPS.map((o) => [o.key, o] as const))("%s", async (_key, op) => {
    const p = plan(op);
    // The starting request is judged like any case (it may be a 400 of its own: a field the
    // fuzzer cannot fill validly; cases are then judged against their reference request).
    const baseline: FuzzCase = { label: "baseline", target: { loc: "body", path: [] }, draft: p.draft };
    const failures: string[] = [];
    const base = await runCase(op, p, baseline, 0);
    if (base.problem) failures.push(base.problem);
    // Refused credentials would make every case below pass untested.
    if (base.res?.status === 401) failures.push(`the starting request was refused (401): no case of ${op.key} would be exercised`);
    if (base.res && (base.res.status < 200 || base.res.status > 299)) tally.nonOkBaselines.push(`${op.key} ${base.res.status}`);
    const cases = casesFor(op, p);
    let next = 0;
    await Promise.all(
      // Platform calls wait on the network, not on the server: more of them at once.
      Array.from({ length: PLATFORM_ROUTES.has(op.key) ? 3 * CONCURRENCY : CONCURRENCY }, async () => {
        while (next < cases.length) {
          const i = next++;
          const { problem } = await runCase(op, p, cases[i], i + 1);
          if (problem) failures.push(problem);
        }
      }),
    );
    if (RESTORE_SANDBOX.has(op.key)) await restoreSandbox();
    if (failures.length) console.log(`[fuzz] ${op.key}: ${failures.length} of ${cases.length + 1} cases failed (seed ${SEED})\n${failures.slice(0, 8).join("\n")}`);
    expect(failures.slice(0, 8), `${failures.length} failing cases of ${cases.length + 1}, seed ${SEED}`).toEqual([]);
  }, 120_000);
});
