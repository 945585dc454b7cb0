import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A webhook receiver on loopback for the browser specs. global-setup reserves its port (so the
 * app can be started with WEBHOOKS_ALLOWED_TARGETS pointing at it) and passes it on in
 * E2E_RECEIVER_PORT; the spec listens there and records every request with its raw body.
 */
export type ReceivedRequest = { path: string; headers: http.IncomingHttpHeaders; rawBody: string; answered: number };

export async function reservePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

export function receiverPort(): number {
  const port = Number(process.env.E2E_RECEIVER_PORT);
  if (!port) throw new Error("E2E_RECEIVER_PORT is not set: run the browser specs through playwright.config.ts (global-setup sets it)");
  return port;
}

export async function startReceiver() {
  const port = receiverPort();
  const received: ReceivedRequest[] = [];
  /**
   * Answers to give, in order, to calls on one path before falling back to 200; by path because
   * webhooks left by other specs may point at this receiver too.
   */
  const scripts = new Map<string, number[]>();
  let failureRate = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const answered = scripts.get(req.url ?? "/")?.shift() ?? (Math.random() < failureRate ? 503 : 200);
      received.push({ path: req.url ?? "/", headers: req.headers, rawBody: Buffer.concat(chunks).toString("utf8"), answered });
      res.writeHead(answered, { "content-type": "application/json" }).end(JSON.stringify(answered < 300 ? { ok: true } : { error: "receiver told to fail" }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext: (path: string, ...statuses: number[]) => scripts.set(path, [...(scripts.get(path) ?? []), ...statuses]),
    setFailureRate: (rate: number) => (failureRate = rate),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
