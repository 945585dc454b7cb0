/**
 * The details of an audit entry, made safe to keep: keys that name a secret are dropped, string
 * values that look like one of the product's secrets are replaced, long strings are cut and the
 * whole is capped. The call sites pass no secret in the first place; this is the second lock.
 */
const SECRET_KEY = /secret|password|passwd|hash|cipher|sealed|credential|authorization|cookie|api[-_]?key|access[-_]?token|refresh[-_]?token|private[-_]?key|^token$|^otp$|^code$/i;
// API tokens, webhook, web-event and store secrets, a bearer header, a JWT.
const SECRET_VALUE = /(service_|whsec_|wes_|shs_)[0-9A-Za-z]{16,}|bearer\s+\S+|eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/i;
const MAX_STRING = 500;
const MAX_DEPTH = 4;
const MAX_ITEMS = 50;
export const MAX_DETAILS_BYTES = 8 * 1024;

export const REDACTED = "[redacted]";

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") {
    if (SECRET_VALUE.test(value)) return REDACTED;
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => clean(v, depth + 1)).filter((v) => v !== undefined);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value).slice(0, MAX_ITEMS)) {
      if (SECRET_KEY.test(k)) continue;
      const c = clean(v, depth + 1);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return undefined; // functions, symbols, bigints: nothing an entry needs
}

export function scrubDetails(details: Record<string, unknown> | undefined): Record<string, unknown> {
  const out = (clean(details ?? {}, 0) ?? {}) as Record<string, unknown>;
  return JSON.stringify(out).length > MAX_DETAILS_BYTES ? { truncated: true, keys: Object.keys(out).slice(0, MAX_ITEMS) } : out;
}
