import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { CloudApiError, createCloudApiClient, toAppError } from "./cloud-api-client";
import { textPayload } from "./payloads";

let fake: FakeCloudApi;
let sleeps: number[];

/** Instant, recorded backoff; jitter 0.5 makes each wait exactly the nominal delay. */
function client(over: Partial<Parameters<typeof createCloudApiClient>[0]> = {}) {
  return createCloudApiClient({
    baseUrl: fake.baseUrl,
    phoneNumberId: fake.phoneNumberId,
    accessToken: fake.accessToken,
    retry: { sleep: async (ms) => void sleeps.push(ms), jitter: () => 0.5 },
    ...over,
  });
}

const hello = textPayload({ to: "971501234567", body: "Hello" });

async function failure(p: Promise<unknown>): Promise<CloudApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CloudApiError);
  return err as CloudApiError;
}

beforeAll(async () => {
  fake = await startFakeCloudApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  sleeps = [];
});

describe("Cloud API client against the fake platform", () => {
  it("sends to /{version}/{phone-number-id}/messages with the bearer token and JSON", async () => {
    const res = await client().sendMessage(hello);
    expect(res).toEqual({ platformMessageId: fake.sentMessageIds[0], waId: "971501234567" });
    expect(res.platformMessageId).toMatch(/^wamid\./);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe("POST");
    expect(req.path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
    expect(req.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.json).toEqual({ messaging_product: "whatsapp", recipient_type: "individual", to: "971501234567", type: "text", text: { preview_url: false, body: "Hello" } });
  });

  it("takes the base URL from CHATAPP_API_BASE_URL when none is given", async () => {
    process.env.CHATAPP_API_BASE_URL = `${fake.baseUrl}/`;
    try {
      await client({ baseUrl: undefined }).sendMessage(hello);
    } finally {
      delete process.env.CHATAPP_API_BASE_URL;
    }
    expect(fake.requests[0].path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
  });

  it("marks a message read", async () => {
    await client().markRead("wamid.abc");
    expect(fake.requests[0].path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
    expect(fake.requests[0].json).toEqual({ messaging_product: "whatsapp", status: "read", message_id: "wamid.abc" });
  });

  it("uploads media as multipart with messaging_product, type and file", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { mediaId } = await client().uploadMedia({ bytes, mimeType: "image/png", filename: "logo.png" });
    expect(mediaId).toMatch(/^\d{16}$/);
    const [req] = fake.requests;
    expect(req.path).toBe(`/v21.0/${fake.phoneNumberId}/media`);
    expect(req.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.form?.fields).toEqual({ messaging_product: "whatsapp", type: "image/png" });
    expect(req.form?.file?.filename).toBe("logo.png");
    expect(req.form?.file?.mimeType).toBe("image/png");
    expect([...(req.form?.file?.bytes ?? [])]).toEqual([...bytes]);
  });

  it("reads the phone number as a connection check", async () => {
    expect(await client().getPhoneNumber()).toEqual({ id: fake.phoneNumberId, displayPhoneNumber: "+1 555-010-2030", verifiedName: "Fake Shop", qualityRating: "GREEN" });
    expect(fake.requests[0].method).toBe("GET");
    expect(fake.requests[0].path).toBe(`/v21.0/${fake.phoneNumberId}`);
    expect(fake.requests[0].query).toEqual({ fields: "display_phone_number,verified_name,quality_rating" });
  });

  it("retries the throughput error 130429 with backoff, then succeeds", async () => {
    fake.throttle(2);
    const res = await client().sendMessage(hello);
    expect(res.platformMessageId).toBe(fake.sentMessageIds[0]);
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.map((r) => r.json)).toEqual([hello, hello, hello]);
    expect(sleeps).toEqual([500, 1000]);
  });

  it("gives up after three retries and maps throttling to 429 with Retry-After", async () => {
    fake.throttle(4);
    const err = await failure(client().sendMessage(hello));
    expect(fake.requests).toHaveLength(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(err).toMatchObject({ httpStatus: 400, code: 130429, retryable: true });
    const app = toAppError(err);
    expect(app.status).toBe(429);
    expect(app.code).toBe("TOO_MANY_REQUESTS");
    expect(app.headers).toEqual({ "Retry-After": "2" });
  });

  it("retries the pair rate limit 131056", async () => {
    fake.failNext({ status: 400, error: { message: "(#131056) (Business Account, Consumer Account) pair rate limit hit", type: "OAuthException", code: 131056 } });
    await client().sendMessage(hello);
    expect(fake.requests).toHaveLength(2);
  });

  it("jitters the backoff between 75% and 125% of the delay", async () => {
    fake.throttle(2);
    let j = 0;
    await client({ retry: { sleep: async (ms) => void sleeps.push(ms), jitter: () => [0, 0.999][j++] } }).sendMessage(hello);
    expect(sleeps).toEqual([375, 1250]);
  });

  it("never retries a 4xx such as 131026 (undeliverable) and names `to`", async () => {
    fake.failNext({
      status: 400,
      error: { message: "(#131026) Message undeliverable", type: "OAuthException", code: 131026, error_data: { messaging_product: "whatsapp", details: "Message Undeliverable." } },
    });
    const err = await failure(client().sendMessage(hello));
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(err).toMatchObject({ httpStatus: 400, code: 131026, details: "Message Undeliverable.", retryable: false });
    expect(err.fbtraceId).toBeTruthy();
    const app = toAppError(err);
    expect(app.status).toBe(400);
    expect(app.details?.fields).toEqual([{ path: "to", message: "(#131026) Message undeliverable: Message Undeliverable.", in: "body" }]);
  });

  it("never retries invalid parameter 100", async () => {
    fake.failNext({ status: 400, error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100, error_data: { details: "Param text['body'] must be at most 4096 characters long." } } });
    const err = await failure(client().sendMessage(hello));
    expect(fake.requests).toHaveLength(1);
    expect(toAppError(err).details?.fields).toEqual([{ path: "body", message: "(#100) Invalid parameter: Param text['body'] must be at most 4096 characters long.", in: "body" }]);
  });

  it("retries a 5xx, then succeeds", async () => {
    fake.failNext({ status: 500, error: { message: "An unknown error has occurred.", type: "OAuthException", code: 1 } });
    fake.failNext({ status: 502, rawBody: "<html>Bad Gateway</html>" });
    await client().sendMessage(hello);
    expect(fake.requests).toHaveLength(3);
  });

  it("a non-JSON 502 every time ends as BAD_GATEWAY", async () => {
    fake.failNext({ status: 502, rawBody: "<html>Bad Gateway</html>" }, 4);
    const err = await failure(client().sendMessage(hello));
    expect(err).toMatchObject({ httpStatus: 502, code: null, retryable: true });
    expect(toAppError(err).code).toBe("BAD_GATEWAY");
  });

  it("retries a dropped connection, then succeeds", async () => {
    fake.failNext({ drop: true });
    await client().sendMessage(hello);
    expect(fake.requests).toHaveLength(2);
  });

  it("an unreachable platform ends as SERVICE_UNAVAILABLE", async () => {
    const err = await failure(client({ baseUrl: "http://127.0.0.1:1/v21.0" }).sendMessage(hello));
    expect(err).toMatchObject({ httpStatus: 0, retryable: true, message: "chatapp platform unreachable: network error" });
    expect(sleeps).toHaveLength(3);
    expect(toAppError(err).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("a timeout counts as no answer and is retried", async () => {
    let calls = 0;
    const fetchImpl: typeof fetch = async (input, init) => {
      if (calls++ === 0) throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      return fetch(input, init);
    };
    await client({ fetchImpl, timeoutMs: 1234 }).sendMessage(hello);
    expect(calls).toBe(2);
    expect(sleeps).toEqual([500]);
  });

  it("a rejected token is a 403 without retry, and the token appears nowhere in the error", async () => {
    const secret = "EAAG-not-the-right-token-123";
    const err = await failure(client({ accessToken: secret }).sendMessage(hello));
    expect(fake.requests).toHaveLength(1);
    expect(err).toMatchObject({ httpStatus: 401, code: 190 });
    const app = toAppError(err);
    expect(app.status).toBe(403);
    expect(app.message).toBe("channel access token rejected; reconnect the chatapp channel");
    expect(JSON.stringify({ err, app, details: app.details, message: err.message, stack: err.stack })).not.toContain(secret);
  });

  it("an unknown phone-number id is the platform's error 100 subcode 33", async () => {
    const err = await failure(client({ phoneNumberId: "999" }).sendMessage(hello));
    expect(fake.requests[0].path).toBe("/v21.0/999/messages");
    expect(err).toMatchObject({ httpStatus: 400, code: 100, subcode: 33, retryable: false });
  });

  it("outside the window (131047) is the 409 window_requires_template", async () => {
    fake.failNext({ status: 400, error: { message: "(#131047) Re-engagement message", type: "OAuthException", code: 131047, error_data: { details: "Message failed to send because more than 24 hours have passed since the customer last replied to this number." } } });
    const app = toAppError(await failure(client().sendMessage(hello)));
    expect(fake.requests).toHaveLength(1);
    expect(app.status).toBe(409);
    expect(app.details?.reason).toBe("window_requires_template");
  });
});
