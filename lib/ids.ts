import "server-only";
import { randomBytes, randomUUID } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Base62 text of `bytes` random bytes (rejection sampling keeps it unbiased). */
export function randomBase62(bytes: number): string {
  const length = Math.ceil((bytes * 8) / Math.log2(62));
  let out = "";
  while (out.length < length) {
    for (const b of randomBytes(length)) {
      if (b < 248 && out.length < length) out += ALPHABET[b % 62];
    }
  }
  return out;
}

/** Prefixed ids (`usr_…`, `tok_…`) so support staff can tell what an id names in a log. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(12)}`;
}

/**
 * Event ids: `evt_` (`evt_test_` for a webhook's test send) and a random UUID's 32 hex digits. Set-based statements that emit many
 * events build the same form in SQL (`EVENT_ID_SQL`), so both live here.
 */
export function newEventId(kind: "event" | "test" = "event"): string {
  return `${kind === "test" ? "evt_test" : "evt"}_${randomUUID().replace(/-/g, "")}`;
}

/** `newEventId()` as a PostgreSQL expression (gen_random_uuid is built in since 13). */
export const EVENT_ID_SQL = `'evt_' || replace(gen_random_uuid()::text, '-', '')`;
