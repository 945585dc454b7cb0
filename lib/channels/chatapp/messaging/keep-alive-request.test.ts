import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { CloudApiError, createCloudApiClient } from "./cloud-api-client";
import { keepAliveRequest } from "./keep-alive-request";
import { textPayload } from "./payloads";

let fake: FakeCloudApi;
let slow: http.Server;
let slowUrl = "";

beforeAll(async () => {
  fake = await startFakeCloudApi();
  // Answers nothing for a second: the request's timeout must end it.
  slow = http.createServer((_req, res) => void setTimeout(() => res.end("late"), 1000));
  await new Promise<void>((r) => slow.listen(0, "127.0.0.1", r));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await fake.close();
  slow.closeAllConnections();
  await new Promise((r) => slow.close(r));
});

// The bulk (campaign) client: Node's HTTP client on kept-alive sockets instead of fetch.
const bulk = () => createCloudApiClient({ baseUrl: fake.baseUrl, phoneNumberId: fake.phoneNumberId, accessToken: fake.accessToken, retry: { delaysMs: [] }, keepAlive: true });

describe("bulk sends on kept-alive sockets", () => {
  it("send the same request as fetch and read the platform's answer", async () => {
    const { platformMessageId } = await bulk().sendMessage(textPayload({ to: "971501234567", body: "Hello" }));
    expect(platformMessageId).toMatch(/^wamid\./);
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe("POST");
    expect(req.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(req.json).toMatchObject({ messaging_product: "whatsapp", to: "971501234567", text: { body: "Hello" } });
  });

  it("turn a platform error into its CloudApiError, and a dropped connection into a network error", async () => {
    fake.failNext({ status: 400, error: { message: "(#131026) Message undeliverable", type: "OAuthException", code: 131026 } });
    const refused = await bulk().sendMessage(textPayload({ to: "971501234567", body: "Hi" })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CloudApiError);
    expect((refused as CloudApiError).code).toBe(131026);
    expect((refused as CloudApiError).httpStatus).toBe(400);

    fake.failNext({ drop: true });
    const dropped = await bulk().sendMessage(textPayload({ to: "971501234567", body: "Hi" })).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(CloudApiError);
    expect((dropped as CloudApiError).httpStatus).toBe(0);
    expect((dropped as CloudApiError).message).toMatch(/platform unreachable: network error/);
  });

  it("give up after the timeout, as a TimeoutError", async () => {
    const started = Date.now();
    const err = await keepAliveRequest("GET", slowUrl, {}, undefined, 100).catch((e: unknown) => e);
    expect((err as Error).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("return status, headers and body text", async () => {
    const answer = await keepAliveRequest("GET", `${fake.baseUrl}/${fake.phoneNumberId}`, { Authorization: `Bearer ${fake.accessToken}` }, undefined, 5000);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/application\/json/);
    expect(JSON.parse(answer.text)).toHaveProperty("id");
  });
});
