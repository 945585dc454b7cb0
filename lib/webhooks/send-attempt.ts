import "server-only";
import type { AttemptHeaders, WebhookDelivery } from "@/db/schema";
import { safeFetch } from "@/lib/net/safe-fetch";
import { UnsafeTargetError } from "@/lib/net/public-address";
import { describeNetworkError, describeStatus } from "./failure-reason";
import { signDelivery } from "./secret";

export const ATTEMPT_TIMEOUT_MS = 10_000;
export const RESPONSE_KEEP_BYTES = 4096;

export interface AttemptResult {
  deliveryId: string;
  attemptNumber: number;
  startedAt: Date;
  finishedAt: number;
  requestHeaders: AttemptHeaders;
  status: number | null;
  responseHeaders: AttemptHeaders | null;
  responseBody: string | null;
  durationMs: number;
  /** Why it failed, for people ("connection refused", "HTTP 500 Internal Server Error"). */
  error: string | null;
  /** The raw error behind `error`, for the attempt's details. */
  errorDetail: string | null;
  /** The target was refused by the SSRF guard: retrying cannot help. */
  unsafe: boolean;
  ok: boolean;
}

/** One signed POST of a delivery; never throws, every outcome becomes a recorded attempt. */
export async function sendAttempt(d: Pick<WebhookDelivery, "id" | "event" | "body" | "attemptCount">, url: string, secret: string): Promise<AttemptResult> {
  const startedAt = new Date();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  // Recorded as sent: the signature is an HMAC of this body, not the key itself.
  const requestHeaders: AttemptHeaders = {
    "Content-Type": "application/json",
    "User-Agent": "Service-Webhooks/1.0",
    "X-Service-Event": d.event,
    "X-Service-Delivery-Id": d.id,
    "X-Service-Timestamp": String(timestamp),
    "X-Service-Signature": signDelivery(secret, timestamp, d.body),
  };
  const base = { deliveryId: d.id, attemptNumber: d.attemptCount + 1, startedAt, requestHeaders };
  const t0 = performance.now();
  try {
    const res = await safeFetch(url, { method: "POST", headers: requestHeaders, body: d.body, timeoutMs: ATTEMPT_TIMEOUT_MS, maxBytes: RESPONSE_KEEP_BYTES, onOverflow: "truncate" });
    const durationMs = Math.round(performance.now() - t0);
    return {
      ...base,
      finishedAt: Date.now(),
      status: res.status,
      responseHeaders: res.headers,
      // NUL cannot be stored in PostgreSQL text; a binary reply is kept readable enough.
      responseBody: res.body.toString("utf8").replace(/\u0000/g, ""),
      durationMs,
      error: res.status >= 300 && res.status < 400 ? `redirect to ${res.headers.location ?? "?"} not followed` : res.status >= 400 || res.status < 200 ? describeStatus(res.status) : null,
      errorDetail: null,
      unsafe: false,
      ok: res.status >= 200 && res.status < 300,
    };
  } catch (err) {
    const unsafe = err instanceof UnsafeTargetError;
    const message = err instanceof Error ? err.message : String(err);
    const code = (err as { code?: string }).code;
    return {
      ...base,
      finishedAt: Date.now(),
      status: null,
      responseHeaders: null,
      responseBody: null,
      durationMs: Math.round(performance.now() - t0),
      error: unsafe ? `target refused: ${message}` : describeNetworkError(err, ATTEMPT_TIMEOUT_MS),
      errorDetail: code && !message.includes(code) ? `${code}: ${message}` : message,
      unsafe,
      ok: false,
    };
  }
}
