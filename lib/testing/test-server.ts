import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { env as settings } from "@/lib/config/env";
import { createTestDatabase } from "./test-database";

export interface TestServer {
  baseUrl: string;
  databaseUrl: string;
  env: Record<string, string>;
  /** The server's process (with WEB_CONCURRENCY, the cluster's primary). */
  pid: number;
  /** What it wrote to stdout and stderr so far (the last 64 KB). */
  output(): string;
  stop(): Promise<void>;
}

/** The environment every test server runs with; tests that touch the db directly reuse it. */
export function testEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: "test-secret-not-for-production-0123456789",
    BCRYPT_COST: "4",
    // The security suite sends hundreds of unauthenticated requests from one address.
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: "100000",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
    // The security suite's failed credentials (lib/auth/failure-throttle.ts) come from one address too.
    RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: "100000",
    RATE_LIMIT_AUTH_FAILURES_PER_ACCOUNT: "100000",
    // Counts stay in the shared store under CI load, where tests reset them (lib/http/rate-limit.ts).
    RATE_LIMIT_STORE_TIMEOUT_MS: "3000",
    // A freshly started process on a loaded CI machine can take over a second for its first query.
    HEALTH_DB_TIMEOUT_MS: "3000",
    // Webhook tests run receivers on loopback at the next ports (e2e/api/support/receiver.ts).
    WEBHOOKS_ALLOWED_TARGETS: [1, 2, 3].map((n) => `127.0.0.1:${port + n}`).concat(`localhost:${port + 4}`).join(","),
    // Auto-pause waits for failures to have lasted this long (5 minutes in production).
    WEBHOOK_PAUSE_AFTER_SECONDS: "6",
    NEXT_TELEMETRY_DISABLED: "1",
    // Callbacks in tests are signed with this; the handshake answers to this token.
    CHATAPP_APP_SECRET: "test-chatapp-app-secret",
    CHATAPP_VERIFY_TOKEN: "test-chatapp-verify-token",
    PHOTOAPP_APP_SECRET: "test-photoapp-app-secret",
    PHOTOAPP_VERIFY_TOKEN: "test-photoapp-verify-token",
    SOCIALCHAT_APP_SECRET: "test-socialchat-app-secret",
    SOCIALCHAT_VERIFY_TOKEN: "test-socialchat-verify-token",
    LOG_LEVEL: settings().TEST_SERVER_LOGS ? "info" : "silent",
    // Every emitted event is checked against its payload schema: a mismatch fails the request
    // (lib/events/payloads). Benchmarks measure production and turn it off (scripts/bench/production-env.ts):
    // the check reads back each transaction's events and parses them.
    EVENT_PAYLOAD_CHECK: process.env.EVENT_PAYLOAD_CHECK ?? "strict",
    // Dispatched events stay an hour, so a test reads what a request emitted (production deletes them on dispatch).
    EVENT_OUTBOX_RETAIN_MINUTES: process.env.EVENT_OUTBOX_RETAIN_MINUTES ?? "60",
    // SLA clocks are derived and marked within a second, so a test sees what the sweep does without waiting.
    SLA_SWEEP_SECONDS: process.env.SLA_SWEEP_SECONDS ?? "1",
  };
}

export interface SpawnedServer {
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far (the last 64 KB). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * `npm start` of the built app (scripts/start.mjs: `next start` itself, or N web processes
 * when the environment sets WEB_CONCURRENCY) with the given environment, its output kept (and
 * shown too when TEST_SERVER_LOGS is set). startTestServer uses it; tests of a server that
 * must refuse to start use it directly to read why.
 */
export function spawnNextStart(port: number, env: Record<string, string>): SpawnedServer {
  // SERVER_NODE_ARGS: flags for the server's node itself (e.g. --cpu-prof, refused in NODE_OPTIONS).
  const nodeArgs = (settings().SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.resolve("scripts/start.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-65_536);
    if (settings().TEST_SERVER_LOGS) process.stderr.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(url: string, server: SpawnedServer, timeoutMs = 90_000) {
  const { child } = server;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`test server exited with code ${child.exitCode}:\n${server.output().slice(-4000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`test server at ${url} did not become healthy`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the built app (`npm start`) on a fresh database. Requires `next build` first;
 * npm test builds once and every suite reuses it.
 */
export async function startTestServer(
  label: string,
  port: number,
  extraEnv: Record<string, string> = {},
  database?: { url: string; drop(): Promise<void> },
): Promise<TestServer> {
  const distDir = settings().NEXT_DIST_DIR;
  if (!existsSync(path.resolve(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` before the integration and e2e tests`);
  // A server left running from an earlier run would answer the health check in this one's place.
  if (await answers(`http://127.0.0.1:${port}/api/health`)) throw new Error(`Port ${port} is already in use by another server (an earlier test run left running?); stop it or set TEST_PORT`);
  const db = database ?? (await createTestDatabase(label));
  const env = { ...testEnv(db.url, port), ...extraEnv };
  const server = spawnNextStart(port, env);
  const { child } = server;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    child.kill("SIGKILL");
    await db.drop();
    throw err;
  }
  return {
    baseUrl,
    databaseUrl: db.url,
    env,
    pid: child.pid!,
    output: server.output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await db.drop();
    },
  };
}
