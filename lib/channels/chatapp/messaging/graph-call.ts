import { CloudApiError, parseCloudError } from "@/lib/channels/graph/cloud-api-error";
import { keepAliveRequest, type RawAnswer } from "./keep-alive-request";
import { env } from "@/lib/config/env";


export interface RetryPolicy {
  /** Waits before each retry; its length is the number of retries. */
  delaysMs: number[];
  /** Tests pass an instant sleep. */
  sleep: (ms: number) => Promise<void>;
  /** Spread factor in [0, 1): a delay d becomes d * (0.75 + 0.5 * jitter()). */
  jitter: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  delaysMs: [500, 1000, 2000],
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  jitter: Math.random,
};

export interface GraphOptions {
  /** Default: CHATAPP_API_BASE_URL, else the Graph API v21.0. */
  baseUrl?: string;
  accessToken: string;
  fetchImpl?: typeof fetch;
  /** Node's HTTP client on kept-alive sockets instead of fetch, for string bodies (bulk sends); a fetchImpl wins. */
  keepAlive?: boolean;
  retry?: Partial<RetryPolicy>;
  /** Per attempt; a timeout counts as a network error (retried). */
  timeoutMs?: number;
  /** Names the platform in error messages (default "chatapp"). */
  platform?: string;
  /** Sees every answer's headers: the Graph platforms report their rate-limit usage there. */
  onResponse?: (headers: Headers) => void;
}

export interface CloudApiClientOptions extends GraphOptions {
  phoneNumberId: string;
}

type Method = "GET" | "POST" | "DELETE";

/**
 * One Graph API call with the platform's error shape, and retries with backoff for throttling,
 * 5xx and network errors (4xx answers never are). The access token goes only into the
 * Authorization header: never into URLs, errors or logs.
 */
export function createGraphCaller(opts: GraphOptions) {
  const baseUrl = (opts.baseUrl ?? env().CHATAPP_API_BASE_URL).replace(/\/+$/, "");
  const doFetch = opts.fetchImpl ?? fetch;
  const retry = { ...DEFAULT_RETRY, ...opts.retry };
  const timeoutMs = opts.timeoutMs ?? 15_000;

  async function once(method: Method, path: string, body?: BodyInit, extra: Record<string, string> = {}): Promise<unknown> {
    const headers: Record<string, string> = { Authorization: `Bearer ${opts.accessToken}`, Accept: "application/json", ...extra };
    let res: RawAnswer;
    try {
      res =
        opts.keepAlive && !opts.fetchImpl && (body === undefined || typeof body === "string")
          ? await keepAliveRequest(method, `${baseUrl}${path}`, headers, body, timeoutMs)
          : await viaFetch(method, `${baseUrl}${path}`, headers, body);
    } catch (err) {
      const why = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError") ? `no answer within ${timeoutMs} ms` : "network error";
      throw new CloudApiError({ httpStatus: 0, code: null, message: `${opts.platform ?? "chatapp"} platform unreachable: ${why}` });
    }
    opts.onResponse?.(res.headers);
    const text = res.text;
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null; // a proxy's HTML error page: the status alone says what happened
    }
    if (res.status < 200 || res.status > 299) throw parseCloudError(res.status, json, opts.platform);
    return json;
  }

  async function viaFetch(method: Method, url: string, headers: Record<string, string>, body?: BodyInit): Promise<RawAnswer> {
    const res = await doFetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, headers: res.headers, text: await res.text().catch(() => "") };
  }

  /** `headers` may replace Authorization (the upload session takes `OAuth <token>`). */
  async function call(method: Method, path: string, body?: () => BodyInit, headers?: Record<string, string>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(method, path, body?.(), headers);
      } catch (err) {
        if (!(err instanceof CloudApiError) || !err.retryable || attempt >= retry.delaysMs.length) throw err;
        await retry.sleep(Math.round(retry.delaysMs[attempt] * (0.75 + 0.5 * retry.jitter())));
      }
    }
  }

  const postJson = (path: string, payload: unknown) => call("POST", path, () => JSON.stringify(payload), { "Content-Type": "application/json" });

  return { call, postJson, accessToken: opts.accessToken };
}
