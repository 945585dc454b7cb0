import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { env } from "@/lib/config/env";

/**
 * Fixed one-minute windows kept in PostgreSQL (rate-limiter-flexible's store), so every app
 * instance shares one count per key. The table comes from our migrations (tableCreated).
 * When the store fails or takes longer than RATE_LIMIT_STORE_TIMEOUT_MS (400 ms; the database is
 * down or stuck), this process counts alone in memory with the same limit until it answers
 * again, so the request still gets its real answer (a 503 from health, say) instead of hanging
 * on the count. The test servers wait longer: on a loaded CI machine a slow count fell back to
 * memory, where the fuzz suite's resets of the shared row cannot reach, and it met 429s.
 */
export type Bucket = "token" | "session" | "anonymous" | "login" | "otp";

const PER_MINUTE: Record<Bucket, () => number> = {
  token: () => env().RATE_LIMIT_PER_MINUTE,
  session: () => env().RATE_LIMIT_SESSION_PER_MINUTE,
  anonymous: () => env().RATE_LIMIT_ANONYMOUS_PER_MINUTE,
  login: () => env().RATE_LIMIT_LOGIN_PER_MINUTE,
  // One-time-code sends per token or person, inside the token's own budget (lib/otp/send-otp.ts).
  otp: () => env().RATE_LIMIT_OTP_SENDS_PER_MINUTE,
};

type Limiter = { points: number; consume(key: string, points: number): Promise<RateLimiterRes> };
type Waiter = { resolve: (s: RateState) => void; reject: (err: unknown) => void };
const g = globalThis as unknown as { __limiters?: Map<Bucket, Limiter>; __rateBatches?: Map<string, Waiter[]> };

function limiter(bucket: Bucket): Limiter {
  g.__limiters ??= new Map();
  let l = g.__limiters.get(bucket);
  if (!l) {
    const points = PER_MINUTE[bucket]();
    const store = new RateLimiterPostgres({ storeClient: getPool(), tableName: "rate_limits", tableCreated: true, keyPrefix: bucket, points, duration: 60 });
    const insured = new RLWrapperTimeouts({
      limiter: store,
      timeoutMs: env().RATE_LIMIT_STORE_TIMEOUT_MS,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: bucket, points, duration: 60 }),
    });
    l = { points, consume: (key, n) => insured.consume(key, n) };
    g.__limiters.set(bucket, l);
  }
  return l;
}

export interface RateState {
  limit: number;
  remaining: number;
  resetAt: number; // Unix seconds
  retryAfter: number; // seconds
  limited: boolean;
}

/** The answer for the request that brought the window's count to `used`. */
function toState(limit: number, used: number, msBeforeNext: number): RateState {
  const ms = Math.max(0, msBeforeNext);
  return {
    limit,
    remaining: Math.max(0, limit - used),
    resetAt: Math.ceil((Date.now() + ms) / 1000),
    retryAfter: Math.max(1, Math.ceil(ms / 1000)),
    limited: used > limit,
  };
}

/**
 * Counts one request for `key`. One write per key at a time: requests for a key that arrive
 * while its count is being written are added together in the next write (one upsert adding n
 * points), so a busy token costs a round trip per batch instead of one per request. Exact
 * across instances all the same: every request adds one point to the shared row, atomically,
 * and each gets the count at its own place in its batch (the 61st in a minute gets the 429).
 */
export function consume(bucket: Bucket, key: string): Promise<RateState> {
  const id = `${bucket}:${key}`;
  const pending = (g.__rateBatches ??= new Map());
  return new Promise((resolve, reject) => {
    const next = pending.get(id);
    if (next) next.push({ resolve, reject });
    else void write(bucket, key, id, [{ resolve, reject }]);
  });
}

async function write(bucket: Bucket, key: string, id: string, batch: Waiter[]) {
  const pending = g.__rateBatches!;
  pending.set(id, []); // who comes now waits for the next write
  try {
    const l = limiter(bucket);
    let res: RateLimiterRes;
    try {
      res = await l.consume(key, batch.length);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err; // over the limit (for some of the batch, at least)
    }
    const total = res.consumedPoints ?? l.points + batch.length;
    batch.forEach((w, i) => w.resolve(toState(l.points, total - (batch.length - 1 - i), res.msBeforeNext)));
  } catch (err) {
    for (const w of batch) w.reject(err);
  } finally {
    const next = pending.get(id) ?? [];
    if (next.length) void write(bucket, key, id, next);
    else pending.delete(id);
  }
}

export function rateHeaders(s: RateState): Record<string, string> {
  const h: Record<string, string> = {
    "X-RateLimit-Limit": String(s.limit),
    "X-RateLimit-Remaining": String(s.remaining),
    "X-RateLimit-Reset": String(s.resetAt),
  };
  if (s.limited) h["Retry-After"] = String(s.retryAfter);
  return h;
}

export function bucketForKey(rateKey: string): Bucket {
  return rateKey.startsWith("ses:") ? "session" : "token";
}
