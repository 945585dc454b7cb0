import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { AppError } from "@/lib/domain/errors";
import { env } from "@/lib/config/env";

/**
 * Failed credentials (wrong passwords, unknown or revoked bearer tokens) counted on their own,
 * per address and per account, over 15 minutes, in the shared rate_limits table (every
 * instance sees one count). They never touch the address's request bucket, so an attacker's
 * failures cannot make /api/health or someone's good sign-in answer 429.
 * - An address over RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS failures is refused any credential.
 * - An account over RATE_LIMIT_AUTH_FAILURES_PER_ACCOUNT failures (from anywhere) is refused
 *   sign-in only from addresses that failed recently themselves: the owner, signing in from an
 *   address in good standing, is not locked out by someone else's guesses.
 */
const WINDOW_SECONDS = 15 * 60;
const LIMITS = {
  address: () => env().RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS,
  account: () => env().RATE_LIMIT_AUTH_FAILURES_PER_ACCOUNT,
};
type Kind = keyof typeof LIMITS;

const g = globalThis as unknown as { __failureLimiters?: Map<Kind, RLWrapperTimeouts> };

function counter(kind: Kind): RLWrapperTimeouts {
  g.__failureLimiters ??= new Map();
  let c = g.__failureLimiters.get(kind);
  if (!c) {
    const opts = { keyPrefix: `authfail_${kind}`, points: LIMITS[kind](), duration: WINDOW_SECONDS };
    const store = new RateLimiterPostgres({ storeClient: getPool(), tableName: "rate_limits", tableCreated: true, ...opts });
    c = new RLWrapperTimeouts({ limiter: store, timeoutMs: env().RATE_LIMIT_STORE_TIMEOUT_MS, insuranceLimiter: new RateLimiterMemory(opts) });
    g.__failureLimiters.set(kind, c);
  }
  return c;
}

async function failures(kind: Kind, key: string): Promise<{ count: number; retryAfter: number }> {
  const res = await counter(kind).get(key);
  return { count: res?.consumedPoints ?? 0, retryAfter: Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000)) };
}

const accountKey = (account: string) => account.trim().toLowerCase();

/** Throws 429 (with Retry-After) when this address, or this account from this address, failed too often. */
export async function assertCredentialsAllowed(ip: string, account?: string): Promise<void> {
  const fromAddress = await failures("address", ip);
  const refuse = (why: string, retryAfter: number) => {
    throw new AppError("TOO_MANY_REQUESTS", `${why}; retry in ${retryAfter} s`, { reason: "failed_credentials" }, { "Retry-After": String(retryAfter) });
  };
  if (fromAddress.count >= LIMITS.address()) refuse("Too many failed credentials from this address", fromAddress.retryAfter);
  if (account === undefined || fromAddress.count === 0) return;
  const forAccount = await failures("account", accountKey(account));
  if (forAccount.count >= LIMITS.account()) refuse("Too many failed sign-ins for this account", forAccount.retryAfter);
}

/**
 * Counts one failed credential for the address and, when known, the account. With `refuse`,
 * throws 429 once the address is over its limit (the bearer path: no read before a success,
 * so a valid token costs nothing extra; past the limit, failures answer 429 instead of 401).
 */
export async function recordCredentialFailure(ip: string, account?: string, opts: { refuse?: boolean } = {}): Promise<void> {
  const add = async (kind: Kind, key: string): Promise<RateLimiterRes> => {
    try {
      return await counter(kind).consume(key, 1);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return err; // over the limit: still counted
    }
  };
  const [address] = await Promise.all([add("address", ip), account === undefined ? undefined : add("account", accountKey(account))]);
  if (opts.refuse && address.consumedPoints > LIMITS.address()) {
    const retryAfter = Math.max(1, Math.ceil(address.msBeforeNext / 1000));
    throw new AppError("TOO_MANY_REQUESTS", `Too many failed credentials from this address; retry in ${retryAfter} s`, { reason: "failed_credentials" }, { "Retry-After": String(retryAfter) });
  }
}
