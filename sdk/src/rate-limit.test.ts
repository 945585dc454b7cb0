import { describe, expect, it } from "vitest";
import { createClient } from "./client";
import { ServiceApiError, unwrap } from "./errors";
import { rateLimitOf, rateLimitedFetch, retryAfterSeconds } from "./rate-limit";

const limited = (retryAfter: string) => new Response(JSON.stringify({ error: { code: "TOO_MANY_REQUESTS", message: "slow down", requestId: "r1" } }), { status: 429, headers: { "retry-after": retryAfter, "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000060" } });
const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "content-type": "application/json", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-reset": "1700000120" } });

/** A fetch double answering from a script, keeping the bodies it was sent. */
function scripted(...answers: Response[]) {
  const bodies: string[] = [];
  const fetch = async (request: Request) => {
    bodies.push(await request.text());
    return answers.shift() ?? ok();
  };
  return { fetch, bodies };
}

describe("rate limits in the SDK", () => {
  it("reads the X-RateLimit headers and Retry-After in both forms", () => {
    expect(rateLimitOf(limited("3").headers)).toEqual({ limit: 60, remaining: 0, reset: 1700000060 });
    expect(rateLimitOf(new Headers())).toBeUndefined();
    expect(retryAfterSeconds(new Headers({ "retry-after": "7" }))).toBe(7);
    expect(retryAfterSeconds(new Headers({ "retry-after": new Date(10_000).toUTCString() }), 4_000)).toBe(6);
  });

  it("waits out Retry-After and sends the same body again, when asked", async () => {
    const { fetch, bodies } = scripted(limited("2"), limited("1"));
    const waits: number[] = [];
    const send = rateLimitedFetch(fetch, { retries: 2 }, () => undefined, async (ms) => void waits.push(ms));
    const res = await send(new Request("http://svc.test/api/v1/contacts", { method: "POST", body: '{"name":"A"}' }));
    expect(res.status).toBe(200);
    expect(waits).toEqual([2000, 1000]);
    expect(bodies).toEqual(['{"name":"A"}', '{"name":"A"}', '{"name":"A"}']);
  });

  it("answers the 429 when retries are off, used up, or the wait is too long", async () => {
    const noWait = async () => undefined;
    expect((await rateLimitedFetch(scripted(limited("1")).fetch, undefined, () => undefined, noWait)(new Request("http://svc.test/"))).status).toBe(429);
    expect((await rateLimitedFetch(scripted(limited("1"), limited("1")).fetch, { retries: 1 }, () => undefined, noWait)(new Request("http://svc.test/"))).status).toBe(429);
    expect((await rateLimitedFetch(scripted(limited("120")).fetch, { retries: 3, maxWaitSeconds: 60 }, () => undefined, noWait)(new Request("http://svc.test/"))).status).toBe(429);
  });

  it("keeps the last rate-limit headers on the client and types the error body", async () => {
    const client = createClient({ baseUrl: "http://svc.test/", token: "service_x", fetch: scripted(limited("1"), limited("1")).fetch });
    expect(client.rateLimit).toBeUndefined();
    const { error, response } = await client.GET("/api/v1/contacts");
    expect(response.status).toBe(429);
    expect(error?.error.code).toBe("TOO_MANY_REQUESTS");
    expect(client.rateLimit).toEqual({ limit: 60, remaining: 0, reset: 1700000060 });
    const thrown = await unwrap(client.GET("/api/v1/contacts")).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ServiceApiError);
    expect(thrown).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", requestId: "r1" });
  });
});
