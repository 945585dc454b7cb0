import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getPool } from "@/db/client";

/**
 * Fixed one-minute windows kept in PostgreSQL (rate-limiter-flexible's store), so every app
 * instance shares one count per key. The table comes from our migrations (tableCreated).
 */
export type Bucket = "token" | "session" | "anonymous" | "login";

const PER_MINUTE: Record<Bucket, () => number> = {
  token: () => Number(process.env.RATE_LIMIT_PER_MINUTE ?? 60),
  session: () => Number(process.env.RATE_LIMIT_SESSION_PER_MINUTE ?? 600),
  anonymous: () => Number(process.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE ?? 300),
  login: () => Number(process.env.RATE_LIMIT_LOGIN_PER_MINUTE ?? 10),
};

const g = globalThis as unknown as { __limiters?: Map<Bucket, RateLimiterPostgres> };

function limiter(bucket: Bucket): RateLimiterPostgres {
  g.__limiters ??= new Map();
  let l = g.__limiters.get(bucket);
  if (!l) {
    l = new RateLimiterPostgres({
      storeClient: getPool(),
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: bucket,
      points: PER_MINUTE[bucket](),
      duration: 60,
    });
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

function toState(limit: number, res: RateLimiterRes, limited: boolean): RateState {
  const ms = Math.max(0, res.msBeforeNext);
  return {
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetAt: Math.ceil((Date.now() + ms) / 1000),
    retryAfter: Math.max(1, Math.ceil(ms / 1000)),
    limited,
  };
}

export async function consume(bucket: Bucket, key: string): Promise<RateState> {
  const l = limiter(bucket);
  try {
    return toState(l.points, await l.consume(key), false);
  } catch (res) {
    if (res instanceof RateLimiterRes) return toState(l.points, res, true);
    throw res;
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
