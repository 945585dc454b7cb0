import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { run, startReceiver, writeTemp } from "@/lib/testing/snippet-harness";
import { curlExample, fetchExample, sampleEvent, type WebEventAuthType } from "./web-event-snippets";

/** The senders shown on an integration's page, run for real against a loopback receiver. */
const SECRET = "wes_unit_test_secret_'quoted'_0123";
const mapping = { phoneField: "customer.phone", emailField: "customer.email", nameField: "name" };

async function send(kind: "curl" | "fetch", authType: WebEventAuthType) {
  const receiver = await startReceiver();
  try {
    const input = { url: receiver.url, authType, mapping, secret: SECRET };
    if (kind === "curl") await run("bash", ["-c", curlExample(input)]);
    else await run("node", [writeTemp("send-event.mjs", fetchExample(input))], { WEB_EVENT_SECRET: SECRET });
    expect(receiver.received).toHaveLength(1);
    return receiver.received[0];
  } finally {
    await receiver.close();
  }
}

const hmac = (body: Buffer) => createHmac("sha256", SECRET).update(body).digest("hex");

describe.each(["curl", "fetch"] as const)("%s example", (kind) => {
  it("signs the raw body for HMAC_SHA256 integrations", async () => {
    const { headers, rawBody } = await send(kind, "HMAC_SHA256");
    expect(headers["x-webhook-signature"]).toBe(hmac(rawBody));
    expect(headers["x-api-key"]).toBeUndefined();
    expect(headers["content-type"]).toBe("application/json");
    expect(JSON.parse(rawBody.toString())).toEqual(sampleEvent(mapping));
  });

  it("sends the secret as X-Api-Key for API_KEY integrations", async () => {
    const { headers } = await send(kind, "API_KEY");
    expect(headers["x-api-key"]).toBe(SECRET);
    expect(headers["x-webhook-signature"]).toBeUndefined();
  });
});

describe("sampleEvent", () => {
  it("puts values at the mapped dot-paths", () => {
    expect(sampleEvent(mapping)).toMatchObject({ name: "Jane Doe", customer: { phone: "+14155550100", email: "jane@example.com" } });
  });

  it("leaves out fields that are not mapped", () => {
    expect(sampleEvent({ emailField: "email" })).toEqual({ event: "checkout_started", email: "jane@example.com", properties: { cartValue: 129.9 } });
  });
});
