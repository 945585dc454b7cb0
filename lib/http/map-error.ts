import { AppError } from "@/lib/domain/errors";

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * Turns database errors a client can cause into 4xx; anything else becomes a 500 that says
 * nothing but "internal error" (the request id in the body points to the log line).
 */
export function mapUnknownError(err: unknown): AppError {
  const pg = findPgError(err);
  if (pg?.code === "23505") return AppError.conflict("A resource with the same unique value already exists", { constraint: pg.constraint });
  if (pg?.code === "23503") return AppError.conflict("The resource is referenced by or refers to another resource", { constraint: pg.constraint });
  // A value the schemas let through but a column refuses is the client's data: 400, not 500.
  // The database does not say which field it was, so the schemas (and lib/http/parse.ts) stay
  // the place to catch these with the field's name; e2e/api/fuzz.test.ts fails on this fallback.
  const data = pg?.code ? DATA_ERRORS[pg.code] : undefined;
  if (data) return AppError.validation([{ path: "request", message: data }]);
  if (isDatabaseUnavailable(err)) return new AppError("SERVICE_UNAVAILABLE", "The database is not answering; try again shortly", { reason: "database_unavailable" });
  return new AppError("INTERNAL_ERROR", "An internal error occurred; quote the request id to support");
}

const DATA_ERRORS: Record<string, string> = {
  "22001": "a value is longer than its field allows",
  "22003": "a number is out of range",
  "22007": "a date or time is not valid",
  "22008": "a date or time is out of range",
  "22021": "a text holds bytes that are not valid UTF-8",
  "22P02": "a value has the wrong format",
  "22P05": "a text holds a character that cannot be stored (such as \\u0000)",
};

/** True when err (or what it wraps) is a unique violation of the named constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pg = findPgError(err);
  return pg?.code === "23505" && pg.constraint === constraint;
}

// Drizzle wraps driver errors in its own (`cause` holds the pg error).
function findPgError(err: unknown): PgError | undefined {
  let e = err as (PgError & { cause?: unknown }) | undefined;
  for (let i = 0; e && i < 4; i++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

// Connection-level failures: the server is down, restarting, refusing connections or gone
// from the network. Not a bug in the request, so 503 (retry later) rather than 500.
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_TEXT = /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not currently accepting connections|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && i < 4; i++) {
    if (typeof e.code === "string" && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith("08"))) return true;
    if (typeof e.message === "string" && UNAVAILABLE_TEXT.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
