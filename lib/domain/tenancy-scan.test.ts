import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Tenancy has one form: `inCompany`, `byIdInCompany`, `companySql` and `findInCompanyOrThrow`
 * (lib/domain/tenancy.ts). This scan lists company filters written another way (`eq(x.companyId`,
 * `company_id = ${…}`) and `where(eq(x.id, …))` with no company, outside that file. It reads
 * text, so it cannot see everything (an id filter inside `and(…)`, a child row by its parent's
 * id): review still matters. The ones below are there on purpose, each with its reason; a new
 * one fails the test until it goes through the helpers or is added here with a reason.
 */
const ALLOWED: Record<string, { count: number; why: string }> = {
  // "file: pattern" -> how many times and why
  "lib/auth/authenticate.ts: by-id-only": { count: 1, why: "loads the user behind a session or JWT to build the credential, before a company context exists" },
  "lib/web-events/receive.ts: by-id-only": { count: 1, why: "the public receiver learns the company from the integration its URL names" },
  "lib/ecommerce/webhook/receive.ts: by-id-only": { count: 1, why: "the public store-webhook receiver learns the company from the connection its URL names" },
  "lib/campaigns/engine/claim.ts: eq-companyId": { count: 2, why: "the sender serves every company: its one locked read joins the campaign's template and back-off on the campaign row's own company" },
  "lib/workflows/engine/compiled.ts: by-id-only": { count: 1, why: "the engine reads a published version by the id its claimed run holds; the run was started for that version's company" },
  "lib/workflows/engine/start-runs.ts: sql-company_id": { count: 1, why: "the trigger subscriber serves a dispatch batch of many companies: it reads the published workflows of the batch's companies" },
  "lib/campaigns/engine/settle.ts: sql-company_id": { count: 1, why: "a settle batch serves the sends of many companies: it clears the back-off of each company whose sends went through" },
};

const ROOTS = ["lib", "app", "scripts"];
// Tests, test helpers and benchmarks read their own seeded rows to check or measure them.
const SKIP = [/\.test\.tsx?$/, /^lib\/testing\//, /^lib\/domain\/tenancy\.ts$/, /^scripts\/bench/, /^scripts\/soak\.ts$/];

const PATTERNS: { name: string; re: RegExp }[] = [
  // eq(table.companyId, …) written by hand instead of inCompany(table, ctx, …)
  { name: "eq-companyId", re: /eq\(\s*[\w.]+\.companyId\s*,/g },
  // company_id = ${…} / = any(…) in raw SQL instead of companySql(ctx, alias)
  { name: "sql-company_id", re: /company_id\s*=\s*(\$\{|any\()/g },
  // a tenant row by its id alone: where(eq(table.id, …)) with no company filter
  { name: "by-id-only", re: /where\(\s*eq\(\s*(?!companies\.|sandboxTemplates\.)\w+\.id\s*,/g },
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

function scan(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of ROOTS.flatMap(files)) {
    const rel = file.split(path.sep).join("/");
    if (SKIP.some((s) => s.test(rel))) continue;
    const text = readFileSync(file, "utf8");
    for (const { name, re } of PATTERNS) {
      const n = text.match(re)?.length ?? 0;
      if (n) found[`${rel}: ${name}`] = n;
    }
  }
  return found;
}

describe("tenancy goes through lib/domain/tenancy.ts", () => {
  const found = scan();

  it("has no company filter or by-id access outside the helpers that is not listed with a reason", () => {
    const unexplained = Object.entries(found)
      .filter(([key, n]) => (ALLOWED[key]?.count ?? 0) < n)
      .map(([key, n]) => `${key} (${n}, allowed ${ALLOWED[key]?.count ?? 0})`);
    expect(unexplained).toEqual([]);
  });

  it("lists no exception that is gone (keep the list honest)", () => {
    const stale = Object.entries(ALLOWED)
      .filter(([key, a]) => (found[key] ?? 0) < a.count)
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });
});
