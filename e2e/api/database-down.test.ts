import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@/lib/testing/test-database";
import { spawnNextStart, startTestServer, testEnv } from "@/lib/testing/test-server";

/**
 * A database that cannot be reached: at start the server says which setting to fix and
 * exits (not a process that listens and answers 500s); later, health answers 503 within two
 * seconds instead of hanging, and 200 again once the database is back.
 */
const BASE = Number(process.env.TEST_PORT ?? 3100);

describe("database unreachable", () => {
  it("at start: the server exits non-zero within 20 s and names DATABASE_URL", async () => {
    const port = BASE + 8;
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const server = spawnNextStart(port, testEnv("postgres://postgres@127.0.0.1:1/service", port));
    const started = Date.now();
    const code = await Promise.race([server.exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 25_000))]);
    if (code === "hung") server.child.kill("SIGKILL");
    expect(code, server.output()).not.toBe("hung");
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(server.output()).toMatch(/cannot start/);
    expect(server.output()).toMatch(/DATABASE_URL/);
    expect(server.output()).toContain("127.0.0.1:1/service");
  }, 40_000);

  it("later: health answers 503 with the error body within 2 s while the database refuses connections, then 200 again", async () => {
    const db = await createTestDatabase("down");
    const name = new URL(db.url).pathname.slice(1);
    const adminUrl = Object.assign(new URL(db.url), { pathname: "/postgres" }).toString();
    const app = await startTestServer("down", BASE + 9, {}, db);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
      // The database stops answering this server: no new connections, the open ones cut.
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const res = await fetch(`${app.baseUrl}/api/health`);
        const elapsed = Date.now() - started;
        const body = (await res.json()) as { error?: { code: string; message: string; requestId: string } };
        expect(res.status, JSON.stringify(body)).toBe(503);
        expect(body.error?.code).toBe("SERVICE_UNAVAILABLE");
        expect(body.error?.requestId).toBe(res.headers.get("x-request-id"));
        expect(elapsed).toBeLessThan(2_000);
      }
      // Back: the next probes find it again without a restart.
      await admin.query(`alter database "${name}" allow_connections true`);
      let status = 0;
      for (let i = 0; i < 40 && status !== 200; i++) {
        status = (await fetch(`${app.baseUrl}/api/health`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`).catch(() => undefined);
      await admin.end();
      await app.stop();
    }
  }, 120_000);
});
