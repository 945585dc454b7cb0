import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A receiver that answers the first request on a connection, keeps it open, and resets it when
 * a second request arrives on it: the moment its keep-alive timeout races our reuse of the
 * pooled socket, made certain instead of timed.
 */
let server: net.Server;
let port = 0;
const requests: string[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let seen = 0;
    socket.on("data", (chunk) => {
      const text = chunk.toString("utf8");
      if (!text.includes("\r\n\r\n")) return;
      seen++;
      if (seen > 1) return socket.resetAndDestroy();
      requests.push(text.split("\r\n")[0]);
      socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  process.env.WEBHOOKS_ALLOWED_TARGETS = `127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("safeFetch on a kept-alive connection the receiver drops", () => {
  it("sends again on a new connection instead of failing", async () => {
    const { safeFetch } = await import("./safe-fetch");
    const url = `http://127.0.0.1:${port}/hook`;
    const first = await safeFetch(url, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(first.status).toBe(200);
    // Same pool, same socket: the receiver resets it, and the call goes again on a fresh one.
    const second = await safeFetch(url, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe("ok");
    expect(requests).toEqual(["POST /hook HTTP/1.1", "POST /hook HTTP/1.1"]);
  });
});
