import "server-only";
import { randomBytes } from "node:crypto";

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
 * Ids of the rows written at platform rates (messages, conversations, events), time first: a
 * random key lands each insert on a random page of its unique index, so at campaign rates the
 * whole index is the working set (every page read, dirtied and written whole to the WAL after
 * each checkpoint); a key that starts with the time lands next to the last one. Same form as
 * `newId` (17 base62 digits: 7 of milliseconds, good until 2081, then 10 random), and in
 * PostgreSQL's byte order (the databases use the C collation) they sort by time.
 */
export function newSortableId(prefix: string): string {
  return `${prefix}_${base62(Date.now(), 7)}${randomBase62(7)}`;
}

function base62(n: number, width: number): string {
  let out = "";
  for (let v = Math.floor(n); v > 0; v = Math.floor(v / 62)) out = ALPHABET[v % 62] + out;
  return out.padStart(width, "0");
}

/** Milliseconds since the epoch as 12 hex digits, in SQL: the time part of the ids below. */
const MS_HEX_SQL = `lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0')`;

/**
 * Event ids: `evt_` (`evt_test_` for a webhook's test send) and 32 hex digits: the time in
 * milliseconds (12) then 20 random, so the outbox's unique index takes them at its end (see
 * newSortableId). Set-based statements that emit many events build the same form in SQL
 * (`EVENT_ID_SQL`), so both live here.
 */
export function newEventId(kind: "event" | "test" = "event"): string {
  return `${kind === "test" ? "evt_test" : "evt"}_${Date.now().toString(16).padStart(12, "0")}${randomBytes(10).toString("hex")}`;
}

/** `newEventId()` as a PostgreSQL expression (gen_random_uuid is built in since 13). */
export const EVENT_ID_SQL = `'evt_' || ${MS_HEX_SQL} || substr(md5(gen_random_uuid()::text), 1, 20)`;

/**
 * A campaign send's message id, made in SQL when its recipient is claimed: `msg_`, the time
 * (12 hex) and 12 random hex digits, time first for the reason in newSortableId.
 */
export const CLAIMED_MESSAGE_ID_SQL = `'msg_' || ${MS_HEX_SQL} || substr(md5(gen_random_uuid()::text), 1, 12)`;

/**
 * Recipient ids of one materialising statement: `rcp_`, the time (12 hex), the row's place in
 * the statement (`ordinal`, 7 hex) and 6 random hex digits. Claims take recipients in id
 * order, so their updates move along the indexes instead of touching every page.
 */
export const recipientIdSql = (ordinal: string) => `'rcp_' || ${MS_HEX_SQL} || lpad(to_hex(${ordinal}), 7, '0') || substr(md5(gen_random_uuid()::text), 1, 6)`;
