/**
 * The Next.js floor for the benchmarks: a separate, tiny Next.js app (scripts/bench/next-floor/,
 * one route handler that returns a constant) built and started with the same `next` as the
 * app, on its own port. What a route costs in this framework on this machine before the app
 * does anything; the app's routes are reported as a ratio to it. Not part of the product.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const DIR = path.resolve("scripts/bench/next-floor");
const NEXT = path.resolve("node_modules/next/dist/bin/next");
const DIST = ".next";

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds the floor app unless its build is newer than its sources. With webpack: Turbopack's
 * build of an app nested in another project resolves the outer project's instrumentation.ts.
 */
export function buildNextFloor() {
  const buildId = path.join(DIR, DIST, "BUILD_ID");
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource(DIR)) return;
  console.log("building the Next.js floor app…");
  const r = spawnSync(process.execPath, [NEXT, "build", "--webpack", DIR], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_FLOOR_DIST_DIR: DIST, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error(`building ${DIR} failed (exit ${r.status})`);
}

export interface NextFloor {
  /** The floor route's URL, e.g. http://127.0.0.1:3390/floor */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Builds if needed and starts the floor app with `next start` on 127.0.0.1:`port`. */
export async function startNextFloor(port: number): Promise<NextFloor> {
  buildNextFloor();
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, NEXT, "start", DIR, "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_FLOOR_DIST_DIR: DIST, NODE_ENV: "production" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/floor`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the Next.js floor app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240) {
      child.kill("SIGKILL");
      throw new Error(`the Next.js floor app did not answer at ${url}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
