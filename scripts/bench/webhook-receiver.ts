import http from "node:http";

export interface DeliveryRecord {
  hits: number;
  firstAt: number;
  statuses: number[];
}

/**
 * The benchmark's receiver: answers 500 to FAIL_RATE of calls at random, 200 otherwise, and
 * records every call by X-Service-Delivery-Id so lost or duplicated deliveries show up.
 */
export async function startBenchReceiver(port: number, failRate: number) {
  const byDelivery = new Map<string, DeliveryRecord>();
  let calls = 0;
  let deliveries = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      calls++;
      const id = req.headers["x-service-delivery-id"];
      const status = Math.random() < failRate ? 500 : 200;
      if (typeof id === "string") {
        const r = byDelivery.get(id);
        if (r) {
          r.hits++;
          r.statuses.push(status);
        } else {
          byDelivery.set(id, { hits: 1, firstAt: Date.now(), statuses: [status] });
          if (!id.startsWith("base_")) deliveries++;
        }
      }
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(status === 200 ? "ok" : "fail");
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    byDelivery,
    calls: () => calls,
    /** Distinct delivery ids seen (the baseline's own ids excluded). */
    deliveries: () => deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The baseline: a plain keep-alive client posting the same body as fast as the receiver takes it. */
export async function baselineRate(port: number, body: string, total: number, concurrency: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        await new Promise<void>((resolve, reject) => {
          const req = http.request(
            { host: "127.0.0.1", port, path: "/baseline", method: "POST", agent, headers: { "content-type": "application/json", "x-service-delivery-id": `base_${next}` } },
            (res) => {
              res.resume();
              res.on("end", resolve);
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      }
    }),
  );
  agent.destroy();
  return Math.round(total / ((performance.now() - t0) / 1000));
}
