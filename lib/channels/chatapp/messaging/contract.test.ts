import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { createCloudApiClient } from "./cloud-api-client";
import type { ChatappSend } from "./cloud-types";
import { buildCatalogCard, buildCloudPayload } from "./payloads";
import { SEND_INPUTS } from "./send-schemas";
import { CONTRACT_CASES as cases, PLATFORM_HEAD as head } from "@/lib/testing/chatapp-contract-cases";

/**
 * Contract: for every send route, a request body goes through the schema, the payload
 * mapping and the client, and the fake platform must receive exactly this JSON with the
 * bearer token and a JSON content type.
 */
let fake: FakeCloudApi;
beforeAll(async () => {
  fake = await startFakeCloudApi({ phoneNumberId: "555000111", accessToken: "EAAG-contract" });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe("every send route: the JSON the platform receives", () => {
  it.each(cases)("%s", async (kind, body, expected) => {
    const client = createCloudApiClient({ baseUrl: fake.baseUrl, phoneNumberId: "555000111", accessToken: "EAAG-contract" });
    const input = SEND_INPUTS[kind].parse(body);
    const { platformMessageId } = await client.sendMessage(buildCloudPayload({ kind, input } as ChatappSend));
    expect(platformMessageId).toBe(fake.sentMessageIds[0]);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(`${req.method} ${req.path}`).toBe("POST /v21.0/555000111/messages");
    expect(req.headers.authorization).toBe("Bearer EAAG-contract");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.json).toEqual({ ...head, ...expected });
  });

  it("catalog-card", async () => {
    const client = createCloudApiClient({ baseUrl: fake.baseUrl, phoneNumberId: "555000111", accessToken: "EAAG-contract" });
    const { payload } = buildCatalogCard({
      to: "442079460958",
      language: "en",
      item: { kind: "service", id: "svc_1", name: "Tailoring", url: "https://shop.example/s/1", imageUrl: "https://cdn.example/t.jpg" },
    });
    await client.sendMessage(payload);
    expect(fake.requests[0].json).toEqual({
      ...head,
      type: "interactive",
      interactive: {
        type: "cta_url",
        header: { type: "image", image: { link: "https://cdn.example/t.jpg" } },
        body: { text: "*Tailoring*" },
        action: { name: "cta_url", parameters: { display_text: "View service", url: "https://shop.example/s/1" } },
      },
    });
  });
});
