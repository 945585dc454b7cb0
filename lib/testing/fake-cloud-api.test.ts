import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCloudApiClient } from "@/lib/channels/chatapp/messaging/cloud-api-client";
import { textPayload } from "@/lib/channels/chatapp/messaging/payloads";
import { startFakeCloudApi, type FakeCloudApi } from "./fake-cloud-api";
import { fakeCloudApiRemote } from "./fake-cloud-api-remote";

let fake: FakeCloudApi;
beforeAll(async () => {
  fake = await startFakeCloudApi({ phoneNumberId: "111", accessToken: "tok-111" });
  fake.addNumber("222", "tok-222");
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const noRetry = { delaysMs: [] };
const clientFor = (phoneNumberId: string, accessToken: string) => createCloudApiClient({ baseUrl: fake.baseUrl, phoneNumberId, accessToken, retry: noRetry });
const hello = textPayload({ to: "15550102030", body: "hi" });

describe("fake Cloud API", () => {
  it("serves several numbers, each with its own token", async () => {
    await clientFor("111", "tok-111").sendMessage(hello);
    await clientFor("222", "tok-222").sendMessage(hello);
    await expect(clientFor("222", "tok-111").sendMessage(hello)).rejects.toMatchObject({ httpStatus: 401, code: 190 });
    expect(fake.sentMessageIds).toHaveLength(2);
  });

  it("applies a failure scoped to a number only to that number", async () => {
    fake.failNext({ status: 400, error: { message: "(#131026) Message undeliverable", code: 131026 } }, 1, "222");
    await clientFor("111", "tok-111").sendMessage(hello);
    await expect(clientFor("222", "tok-222").sendMessage(hello)).rejects.toMatchObject({ code: 131026 });
    await clientFor("222", "tok-222").sendMessage(hello);
  });

  it("refuses a body the platform would refuse", async () => {
    const res = await fetch(`${fake.baseUrl}/111/messages`, {
      method: "POST",
      headers: { authorization: "Bearer tok-111", "content-type": "application/json" },
      body: JSON.stringify({ to: "1", type: "text", text: { body: "x" } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it("can be driven from another process through /__fake", async () => {
    const remote = fakeCloudApiRemote(fake.baseUrl);
    await remote.addNumber("333", "tok-333");
    await remote.failNext({ status: 400, error: { message: "(#131047) Re-engagement message", code: 131047 } }, { phoneNumberId: "333" });
    await expect(clientFor("333", "tok-333").sendMessage(hello)).rejects.toMatchObject({ code: 131047 });
    await remote.throttle(1, "333");
    await expect(clientFor("333", "tok-333").sendMessage(hello)).rejects.toMatchObject({ code: 130429 });
    await clientFor("333", "tok-333").sendMessage(hello);
    await clientFor("333", "tok-333").uploadMedia({ bytes: new Uint8Array([1, 2, 3]), mimeType: "image/png", filename: "a.png" });
    await clientFor("111", "tok-111").sendMessage(hello);

    const seen = await remote.requests("333");
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v21.0/333/messages", "POST /v21.0/333/messages", "POST /v21.0/333/messages", "POST /v21.0/333/media"]);
    expect(seen[2].json).toEqual(hello);
    expect(seen[2].headers.authorization).toBe("Bearer tok-333");
    expect([...(seen[3].form?.file?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await remote.requests()).toHaveLength(5);
  });

  it("listens on a requested port", async () => {
    const probe = await startFakeCloudApi();
    const port = Number(new URL(probe.baseUrl).port);
    await probe.close();
    const fixed = await startFakeCloudApi({ port });
    expect(fixed.baseUrl).toBe(`http://127.0.0.1:${port}/v21.0`);
    await fixed.close();
  });
});
