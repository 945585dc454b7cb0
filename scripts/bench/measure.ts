/**
 * One autocannon run with percentiles from every response's own time (autocannon reports no
 * p95), shared by the HTTP benchmarks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";

export type Figures = { rps: number; p50: number; p95: number; p99: number; errors: number };

export type Request = { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; path?: string };

/** The p-th percentile of ascending times, to 0.1 ms (NaN when there are none). */
export const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : NaN);

/**
 * Drives `url` for `seconds` at `connections`. With `requests`, the connections cycle through
 * that list instead (a mix: each request's path, method, headers and body).
 */
export function measure(url: string, opts: Request & { connections: number; seconds: number; requests?: Request[] }): Promise<Figures> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.seconds,
        method: opts.method ?? "GET",
        headers: { "content-type": "application/json", ...opts.headers },
        body: opts.body,
        requests: opts.requests?.map((r) => ({ ...r, headers: { "content-type": "application/json", ...r.headers } })),
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({ rps: Math.round(r.requests.average), p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), errors: r.non2xx + r.errors + r.timeouts });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A warning when the floor moved by more than a quarter between its two runs (the machine's load changed). */
export function floorDrift(before: Figures, after: Figures): string | undefined {
  const drift = Math.abs(before.rps - after.rps) / Math.max(before.rps, after.rps);
  if (drift > 0.25) return `the Next.js floor moved by ${Math.round(drift * 100)} % between its runs (${before.rps} → ${after.rps} req/s): the machine's load changed, ratios to it are unreliable`;
}

/** `a / b` rounded to two places (0 when b is 0). */
export const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 100) / 100 : 0);

/**
 * A bare Node `http` server answering a constant on `port`, in its own process (the load
 * generator must not share its event loop): the floor of Node itself.
 */
export async function startBareHttp(port: number): Promise<{ url: string; stop(): void }> {
  const code = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"status":"ok"}'); }).listen(${port}, "127.0.0.1", () => process.send("up"));`;
  const child: ChildProcess = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (c) => reject(new Error(`bare http server exited with code ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => void child.kill("SIGTERM") };
}
