/**
 * The one way the app reads its environment (docs/decisions/057-typed-environment.md). Every
 * variable is declared in lib/config/variables/ with its type, default and README line; the README's
 * configuration table is generated from those files (`npm run docs:env`).
 *
 * - `env().DB_POOL_MAX` reads a variable: parsed on first use, typed, its default applied; a
 *   bad value throws an EnvError naming the variable.
 * - `validateEnv()` parses them all at once. Each process calls it first (web server, worker,
 *   CLI, migrate, seed), so a bad value stops the start with every problem listed.
 *
 * Not `import "server-only"`: Playwright's global setup and plain-node scripts load the test
 * harness, which logs (lib/log.ts reads LOG_LEVEL here). A browser bundle that pulls it in
 * fails at once instead, below.
 */
import { EnvError, parseAll, redacted, viewOf } from "./variables/read";
import type { Env, RawEnv } from "./variables/vars";

if (typeof window !== "undefined") throw new Error("lib/config/env.ts is server code: read settings on the server and pass values down");

export { EnvError };
export type { Env, EnvName, RawEnv } from "./variables/vars";

let live: Env | undefined;

/** The process's environment, read lazily (see viewOf: a change to process.env is seen). */
export function env(): Env {
  return (live ??= viewOf(() => process.env));
}

/** The same view over another record: tests, and checks of a child process's environment. */
export function envFrom(source: RawEnv): Env {
  return viewOf(() => source);
}

/** Parses every variable; throws an EnvError whose message lists each bad one, one a line. */
export function validateEnv(source: RawEnv = process.env): Env {
  return parseAll(source);
}

/** Forgets parsed values (they are re-read anyway when process.env changes; this is for tests that replace process.env itself). */
export function resetEnv(): void {
  live = undefined;
}

/** The variables that are set, fit for a log line: secrets masked, URL passwords removed. */
export function redactedEnv(source: RawEnv = process.env): Record<string, string> {
  return redacted(source);
}
