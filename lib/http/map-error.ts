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
  return new AppError("INTERNAL_ERROR", "An internal error occurred; quote the request id to support");
}

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
