import http from "node:http";
import { inject } from "vitest";

export interface Hit {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Reply = { status: number; headers?: Record<string, string>; body?: string };
/** Decides the answer to the n-th call (1-based) on a path. */
export type Behaviour = (n: number, hit: Hit) => Reply;

/** The ports next to the test server's are allow-listed in its WEBHOOKS_ALLOWED_TARGETS. */
export function receiverPort(offset: 1 | 2 | 3 | 4): number {
  return Number(new URL(inject("baseUrl")).port) + offset;
}

/** A real HTTP receiver on loopback that records every call, per path. */
export async function startReceiver(port: number) {
  const hits: Hit[] = [];
  const behaviours = new Map<string, Behaviour>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const hit: Hit = { path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      hits.push(hit);
      const n = hits.filter((h) => h.path === hit.path).length;
      const reply: Reply = (behaviours.get(hit.path) ?? (() => ({ status: 200, body: "ok" })))(n, hit);
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: (path: string, host = "127.0.0.1") => `http://${host}:${port}${path}`,
    on(path: string, b: Behaviour) {
      behaviours.set(path, b);
    },
    hitsOn: (path: string) => hits.filter((h) => h.path === path),
    async waitForHits(path: string, count: number, ms = 20_000): Promise<Hit[]> {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const got = hits.filter((h) => h.path === path);
        if (got.length >= count) return got;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`expected ${count} calls on ${path}, got ${hits.filter((h) => h.path === path).length}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}
