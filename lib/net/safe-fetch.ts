import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkTarget } from "./public-address";

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole-call limit: connect, send and read (default 10 s). */
  timeoutMs?: number;
  /** Response bytes kept (default 1 MiB); beyond it the body is cut ("truncate") or the call fails ("error"). */
  maxBytes?: number;
  onOverflow?: "truncate" | "error";
}

export interface SafeFetchResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  truncated: boolean;
}

// Keep-alive pools: deliveries to one receiver reuse connections. A pooled socket was opened
// to an address that passed the check, so reuse cannot reach anything new.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 }),
};

/**
 * An outbound HTTP call that cannot be steered at internal services: DNS is resolved and
 * vetted here, the connection is pinned to the vetted address (no second lookup an attacker's
 * DNS could answer differently), redirects are returned, never followed, and time and size
 * are bounded. Throws UnsafeTargetError for a refused target, Error for network failures.
 */
export async function safeFetch(url: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const target = await checkTarget(url);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 1_048_576;
  const pinned: LookupFunction | undefined = target.address
    ? (_host, options, cb) => {
        if (options.all) cb(null, [{ address: target.address!, family: target.family! }]);
        else cb(null, target.address!, target.family!);
      }
    : undefined;
  const deadline = Date.now() + timeoutMs;
  try {
    return await requestOnce(target.url, pinned, opts, timeoutMs, maxBytes, true);
  } catch (err) {
    // A pooled connection the receiver closed while it sat idle (its keep-alive timeout, 5 s in
    // Node's server, racing our reuse) resets before a byte of answer: the receiver closed it
    // rather than took the request, so it goes once more on a new connection, as browsers do
    // (webhook deliveries and workflow calls also carry ids receivers deduplicate by).
    if (!(err instanceof StaleSocketError)) throw err;
    return requestOnce(target.url, pinned, opts, Math.max(1, deadline - Date.now()), maxBytes, false);
  }
}

class StaleSocketError extends Error {}

function requestOnce(u: URL, pinned: LookupFunction | undefined, opts: SafeFetchOptions, timeoutMs: number, maxBytes: number, pooled: boolean): Promise<SafeFetchResult> {
  const client = u.protocol === "https:" ? https : http;
  return new Promise<SafeFetchResult>((resolve, reject) => {
    let answered = false;
    const req = client.request(
      {
        protocol: u.protocol,
        hostname: u.hostname.replace(/^\[|\]$/g, ""),
        port: u.port || undefined,
        path: `${u.pathname}${u.search}`,
        method: opts.method ?? "GET",
        headers: opts.headers,
        agent: pooled ? (u.protocol === "https:" ? agents.https : agents.http) : false,
        lookup: pinned,
        servername: u.hostname,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        res.on("data", (chunk: Buffer) => {
          if (truncated) return;
          if (size + chunk.length > maxBytes) {
            if (opts.onOverflow !== "truncate") {
              req.destroy(new Error(`response larger than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk.subarray(0, maxBytes - size));
            size = maxBytes;
            truncated = true;
            // Stop reading: the rest is not wanted, and a slow endless body must not hold us.
            res.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        const finish = () => {
          clearTimeout(timer);
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks), truncated });
        };
        res.on("end", finish);
        res.on("error", (e) => {
          if (!truncated) reject(e);
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const stale = pooled && req.reusedSocket && !answered && (e.code === "ECONNRESET" || e.code === "EPIPE");
      reject(stale ? new StaleSocketError(e.message) : e);
    });
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}
