import http from "node:http";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";

// Its own server (not the suite's): `WEB_CONCURRENCY=2 npm start` on its own port and database.
const PORT = Number(process.env.TEST_PORT ?? 3100) + 20;

const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A GET on a connection of its own, so the cluster hands each request to the next process. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: "close" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

describe("WEB_CONCURRENCY=2 npm start", () => {
  let server: TestServer;
  /** The web processes the primary reported listening, in order (a restarted one comes later). */
  const webPids = () => [...server.output().matchAll(/"msg":"web process listening"[^\n]*?"worker":(\d+)/g)].map((m) => Number(m[1]));
  /** The processes that wrote a request log line for /api/health. */
  const servedBy = () => new Set([...server.output().matchAll(/"msg":"request","pid":(\d+)[^\n]*"path":"\/api\/health"/g)].map((m) => Number(m[1])));

  beforeAll(async () => {
    server = await startTestServer("cluster", PORT, { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    await until(() => webPids().length >= 2);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("runs two web processes on one port, both answering, and job workers in one of them", async () => {
    const [a, b] = webPids();
    expect(a).not.toBe(b);
    expect(parentOf(a)).toBe(server.pid);
    expect(parentOf(b)).toBe(server.pid);
    for (let i = 0; i < 12; i++) expect(await getOnNewConnection(`${server.baseUrl}/api/health`)).toBe(200);
    await until(() => servedBy().size >= 2, 5_000);
    expect(servedBy()).toEqual(new Set([a, b]));
    // N web processes do not mean N job runners; migrations ran before either started.
    expect(server.output().match(/"msg":"workers started"/g)).toHaveLength(1);
  });

  it("starts a web process again when one dies", async () => {
    const [, b] = webPids();
    process.kill(b, "SIGKILL");
    await until(() => webPids().length >= 3);
    const c = webPids()[2];
    expect(c).not.toBe(b);
    expect(parentOf(c)).toBe(server.pid);
    for (let i = 0; i < 6; i++) expect(await getOnNewConnection(`${server.baseUrl}/api/health`)).toBe(200);
    await until(() => servedBy().has(c), 5_000);
  });

  it("stops every process on SIGTERM", async () => {
    const pids = [server.pid, ...webPids().filter(alive)];
    expect(pids.length).toBe(3);
    process.kill(server.pid, "SIGTERM");
    await until(() => pids.every((p) => !alive(p)), 30_000);
    expect(server.output()).toContain('"msg":"web processes stopped"');
  });
});
