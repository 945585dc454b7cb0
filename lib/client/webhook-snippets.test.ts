import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { freePort, run, startProcess, startReceiver, writeTemp } from "@/lib/testing/snippet-harness";
import { curlSignSnippet, nodeVerifySnippet, pythonVerifySnippet } from "./webhook-snippets";

/** The receiver snippets shown on a webhook's page, run for real against signed deliveries. */
const SECRET = "whsec_unit_test_secret_0123456789";
const BODY = JSON.stringify({ event: "contact.created", timestamp: "2026-01-01T00:00:00.000Z", contact: { id: "ct_1", name: "Zoë" } });

function sign(timestamp: number | string, body = BODY, secret = SECRET) {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
const now = () => Math.floor(Date.now() / 1000);

describe("Node.js receiver snippet", () => {
  let child: ChildProcess;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = await startProcess("node", [writeTemp("receiver.cjs", nodeVerifySnippet())], { WEBHOOK_SECRET: SECRET, PORT: String(port) }, port);
  });
  afterAll(() => void child?.kill());

  const post = (headers: Record<string, string>, body = BODY) => fetch(base, { method: "POST", headers, body }).then((r) => r.status);

  it("accepts a correctly signed, fresh delivery", async () => {
    const ts = now();
    expect(await post({ "x-service-timestamp": String(ts), "x-service-signature": sign(ts) })).toBe(200);
  });

  it("refuses a wrong signature, a changed body, a stale timestamp and missing headers", async () => {
    const ts = now();
    expect(await post({ "x-service-timestamp": String(ts), "x-service-signature": sign(ts, BODY, "other") })).toBe(401);
    expect(await post({ "x-service-timestamp": String(ts), "x-service-signature": sign(ts) }, BODY.replace("Zoë", "Zoe"))).toBe(401);
    const old = ts - 301;
    expect(await post({ "x-service-timestamp": String(old), "x-service-signature": sign(old) })).toBe(401);
    expect(await post({ "x-service-signature": sign(ts) })).toBe(401);
  });
});

describe("Python verify_webhook snippet", () => {
  async function verify(headers: Record<string, string>, body = BODY): Promise<string> {
    const script = `${pythonVerifySnippet()}
import json, sys
print(verify_webhook(sys.argv[1].encode(), json.loads(sys.argv[2])))
`;
    const { stdout } = await run("python3", [writeTemp("verify.py", script), body, JSON.stringify(headers)], { WEBHOOK_SECRET: SECRET });
    return stdout.trim();
  }

  it("accepts a fresh signature and refuses stale, wrong or tampered ones", async () => {
    const ts = now();
    expect(await verify({ "X-Service-Timestamp": String(ts), "X-Service-Signature": sign(ts) })).toBe("True");
    expect(await verify({ "X-Service-Timestamp": String(ts - 400), "X-Service-Signature": sign(ts - 400) })).toBe("False");
    expect(await verify({ "X-Service-Timestamp": String(ts), "X-Service-Signature": sign(ts, BODY, "other") })).toBe("False");
    expect(await verify({ "X-Service-Timestamp": String(ts), "X-Service-Signature": sign(ts) }, `${BODY} `)).toBe("False");
  });
});

describe("curl signing snippet", () => {
  it("sends the body with a timestamp and a signature the service's algorithm reproduces", async () => {
    const receiver = await startReceiver();
    try {
      await run("bash", ["-c", curlSignSnippet(receiver.url)], { WEBHOOK_SECRET: SECRET });
      expect(receiver.received).toHaveLength(1);
      const { headers, rawBody } = receiver.received[0];
      const ts = String(headers["x-service-timestamp"]);
      expect(Math.abs(now() - Number(ts))).toBeLessThan(30);
      expect(headers["x-service-signature"]).toBe(sign(ts, rawBody.toString()));
      expect(JSON.parse(rawBody.toString()).event).toBe("contact.created");
    } finally {
      await receiver.close();
    }
  });
});
