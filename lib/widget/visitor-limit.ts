import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { AppError } from "@/lib/domain/errors";
import { rateHeaders } from "@/lib/http/rate-limit";
import { env } from "@/lib/config/env";

/**
 * Visitors' own limit, on top of the per-address one every public route has: per visitor (or
 * per address for a visitor not yet made), per minute, in the same PostgreSQL table as the
 * API's limits so every instance shares the count.
 */
const g = globalThis as unknown as { __widgetLimiter?: { points: number; limiter: RLWrapperTimeouts } };

function limiter() {
  if (!g.__widgetLimiter) {
    const points = env().RATE_LIMIT_WIDGET_PER_MINUTE;
    const store = new RateLimiterPostgres({ storeClient: getPool(), tableName: "rate_limits", tableCreated: true, keyPrefix: "widget", points, duration: 60 });
    const memory = new RateLimiterMemory({ keyPrefix: "widget", points, duration: 60 });
    g.__widgetLimiter = { points, limiter: new RLWrapperTimeouts({ limiter: store, timeoutMs: 400, insuranceLimiter: memory }) };
  }
  return g.__widgetLimiter;
}

/** Counts one request for `key`; throws 429 with Retry-After when over the limit. */
export async function limitVisitor(key: string): Promise<void> {
  const { points, limiter: l } = limiter();
  try {
    await l.consume(key, 1);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const ms = Math.max(0, err.msBeforeNext);
    const state = { limit: points, remaining: 0, resetAt: Math.ceil((Date.now() + ms) / 1000), retryAfter: Math.max(1, Math.ceil(ms / 1000)), limited: true };
    throw new AppError("TOO_MANY_REQUESTS", `This visitor sent more than ${points} requests in a minute; retry in ${state.retryAfter} s`, undefined, rateHeaders(state));
  }
}
