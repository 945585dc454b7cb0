/** The budget the service reports on every answer (X-RateLimit-* headers). */
export interface RateLimit {
  /** Requests allowed per window (60 a minute per API token). */
  limit: number;
  remaining: number;
  /** Unix time, in seconds, at which the window ends. */
  reset: number;
}

export function rateLimitOf(headers: Headers): RateLimit | undefined {
  const [limit, remaining, reset] = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"].map((h) => Number(headers.get(h) ?? NaN));
  return [limit, remaining, reset].every(Number.isFinite) ? { limit, remaining, reset } : undefined;
}

export interface RetryOptions {
  /** How many times a request answered 429 is sent again. */
  retries: number;
  /** The longest Retry-After worth waiting for, in seconds (default 60); past it the 429 is returned. */
  maxWaitSeconds?: number;
}

/** Retry-After as seconds: delta-seconds or an HTTP date. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get("retry-after");
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * A fetch that reports every answer to `observe` and, when asked, waits out a 429's Retry-After
 * and sends the request again (the body is cloned before each try, so POSTs can be repeated).
 */
export function rateLimitedFetch(fetch: Fetch, retry: RetryOptions | undefined, observe: (response: Response) => void, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Fetch {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < (retry?.retries ?? 0);
      const response = await fetch(canRetry ? request.clone() : request);
      observe(response);
      const wait = response.status === 429 && canRetry ? retryAfterSeconds(response.headers) : undefined;
      if (wait === undefined || wait > (retry?.maxWaitSeconds ?? 60)) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
}
