import http from "node:http";
import https from "node:https";

/** An answer as the Graph caller reads it: status, headers, body text. */
export type RawAnswer = { status: number; headers: Headers; text: string };

// One pool of kept-alive sockets per process and protocol, shared by every connection's sends.
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 128 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 128 }),
};

/**
 * One request with Node's own HTTP client and kept-alive sockets, for the sends that go out at
 * campaign rates (JSON bodies only). fetch wraps every answer in web streams, abort signals and
 * a Response: in bench:campaigns that cost the worker about a third of its CPU, more than the
 * rest of a send together. A timeout destroys the socket and rejects like a network error.
 */
export function keepAliveRequest(method: string, url: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<RawAnswer> {
  const target = new URL(url);
  const lib = target.protocol === "https:" ? https : http;
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = lib.request(
      target,
      { method, headers: body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) }, agent: agents[target.protocol as keyof typeof agents], timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(", ") : v);
          resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", reject);
        res.on("close", () => res.complete || reject(new Error("connection closed before the answer ended")));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: "TimeoutError" })));
    req.on("error", reject);
    req.end(body);
  });
}
