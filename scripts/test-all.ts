/**
 * `npm test`: typecheck, lint, unit tests, domain tests (verbs against PostgreSQL, no build),
 * a production build, integration tests over HTTP and Playwright e2e in Chromium. Every
 * stage runs (a failed one is counted, not fatal) and the last line sums them all:
 * `N passed, N failed`. Screenshots are not tests: `npm run screenshots`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const rows: string[] = [];

function sh(cmd: string, args: string[]): boolean {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" } });
  console.log(`\n[${cmd} ${args.join(" ")}] exit ${r.status} in ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

function add(stage: string, t: Tally) {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  rows.push(`${stage.padEnd(12)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ""}`);
}

function check(stage: string, ok: boolean) {
  add(stage, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

function vitest(project: string) {
  const out = `test-results/${project}.json`;
  rmSync(out, { force: true });
  const ok = sh("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${out}`]);
  const r = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(out);
  if (!r) return check(project, false);
  // A suite that crashed before reporting a failing test still counts as a failure.
  add(project, { passed: r.numPassedTests, failed: r.numFailedTests || (ok ? 0 : 1), skipped: r.numPendingTests + r.numTodoTests });
}

function playwright() {
  const out = "test-results/e2e.json";
  rmSync(out, { force: true });
  const ok = sh("npx", ["playwright", "test"]);
  const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(out);
  if (!r) return check("e2e", false);
  add("e2e", { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected || (ok ? 0 : 1), skipped: r.stats.skipped });
}

mkdirSync("test-results", { recursive: true });
check("typecheck", sh("npx", ["tsc", "--noEmit"]));
check("lint", sh("npx", ["eslint", "."]));
vitest("unit");
vitest("domain");
const built = sh("npx", ["next", "build"]);
check("build", built);
if (built) {
  vitest("integration");
  playwright();
} else {
  check("integration", false);
  check("e2e", false);
}

console.log("\n" + rows.join("\n"));
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed ? 1 : 0);
