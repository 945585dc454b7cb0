import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { spawnNextStart, testEnv } from "@/lib/testing/test-server";

const run = promisify(execFile);
const PORT = Number(process.env.TEST_PORT ?? 3100) + 11;
const tsx = path.resolve("node_modules/.bin/tsx");

/**
 * A bad variable stops every kind of process at start, with a message naming it
 * (lib/config/env.ts): the web server, the worker and the CLI. None reaches the database.
 */
describe("a bad setting refuses the start, naming the variable", () => {
  it("the web server exits 1 listing each bad variable, a secret by its length only", async () => {
    const bad = { DB_POOL_MAX: "abc", LOG_LEVEL: "loud", ENCRYPTION_KEY: "short-secret-value" };
    // Nothing listens on port 1: reaching the database would fail differently, and later.
    const server = spawnNextStart(PORT, { ...testEnv("postgres://postgres@127.0.0.1:1/service", PORT), ...bad });
    const code = await Promise.race([server.exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 30_000))]);
    if (code === "hung") server.child.kill("SIGKILL");
    expect(code, server.output()).toBe(1);
    const out = server.output();
    expect(out).toMatch(/The web server cannot start/);
    expect(out).toContain('DB_POOL_MAX must be a whole number ≥ 1 (got "abc")');
    expect(out).toContain('LOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")');
    expect(out).toContain('ENCRYPTION_KEY must be 32 bytes, base64-encoded (got "[redacted, 18 characters]")');
    expect(out).not.toContain("short-secret-value");
  }, 45_000);

  it("the worker exits 1 with the message on stderr", async () => {
    const env = { ...process.env, ...inject("serverEnv"), WORKFLOW_LEASE_SECONDS: "soon" };
    const err = await run(tsx, ["--conditions=react-server", "scripts/worker.ts"], { env, timeout: 30_000 }).then(
      () => null,
      (e: { code?: number; stderr?: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toContain('WORKFLOW_LEASE_SECONDS must be a number > 0 (got "soon")');
  }, 45_000);

  it("the CLI prints it as its error line", async () => {
    const env = { ...process.env, ...inject("serverEnv"), RATE_LIMIT_PER_MINUTE: "60/min" };
    await expect(run(tsx, ["--conditions=react-server", "scripts/cli.ts", "company", "create", "--name", "X", "--slug", "x"], { env, timeout: 30_000 })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('error: RATE_LIMIT_PER_MINUTE must be a whole number ≥ 1 (got "60/min")'),
    });
  }, 45_000);
});
