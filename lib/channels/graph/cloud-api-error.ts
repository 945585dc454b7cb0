import { PlatformError } from "@/lib/channels/platform-error";

/**
 * The Graph API error object, typed: `{ error: { message, type, code, error_subcode,
 * error_data: { details }, fbtrace_id } }`, as the neutral PlatformError with Graph's own
 * fields (chatapp, photoapp and socialchat speak Graph). `httpStatus` 0 means no answer
 * (network error or timeout).
 */
export class CloudApiError extends PlatformError {
  declare readonly code: number | null;
  readonly subcode: number | null;
  readonly type: string | null;
  readonly fbtraceId: string | null;

  constructor(f: { httpStatus: number; code: number | null; subcode?: number | null; type?: string | null; message: string; details?: string | null; fbtraceId?: string | null; platform?: string }) {
    super({ platform: f.platform ?? "chatapp", httpStatus: f.httpStatus, code: f.code, message: f.message, details: f.details, retryable: isRetryable(f.httpStatus, f.code) });
    this.name = "CloudApiError";
    this.subcode = f.subcode ?? null;
    this.type = f.type ?? null;
    this.fbtraceId = f.fbtraceId ?? null;
  }

  /** Anything a Graph call threw, as a CloudApiError (a network failure is "no answer"). */
  static fromGraph(err: unknown, platform = "chatapp"): CloudApiError {
    if (err instanceof CloudApiError) return err;
    if (err instanceof PlatformError) return new CloudApiError({ platform: err.platform, httpStatus: err.httpStatus, code: typeof err.code === "number" ? err.code : null, message: err.message, details: err.details });
    return new CloudApiError({ platform, httpStatus: 0, code: null, message: (err as Error)?.message || "network error" });
  }

  /** What may go into logs and API error details (never the request or its token). */
  toJSON() {
    return { httpStatus: this.httpStatus, code: this.code, subcode: this.subcode, message: this.message, details: this.details, fbtraceId: this.fbtraceId };
  }
}

/** Throughput (130429), pair rate (131056), "service temporarily unavailable" (2, 131016). */
export const RETRYABLE_CODES = new Set([130429, 131056, 2, 131016]);

/** Worth another try: throttling, the platform's own failures, or no answer at all. */
export function isRetryable(httpStatus: number, code: number | null): boolean {
  if (code !== null && RETRYABLE_CODES.has(code)) return true;
  return httpStatus === 0 || httpStatus >= 500;
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown) => (typeof v === "string" && v ? v : null);

/** A failed answer as a CloudApiError; bodies that are not a Graph error keep only the status. */
export function parseCloudError(httpStatus: number, body: unknown, platform = "chatapp"): CloudApiError {
  const e = (body && typeof body === "object" && "error" in body ? (body as { error: unknown }).error : null) as Record<string, unknown> | null;
  if (!e || typeof e !== "object") return new CloudApiError({ platform, httpStatus, code: null, message: `${platform} platform answered HTTP ${httpStatus}` });
  const data = e.error_data && typeof e.error_data === "object" ? (e.error_data as Record<string, unknown>) : {};
  return new CloudApiError({
    platform,
    httpStatus,
    code: num(e.code),
    subcode: num(e.error_subcode),
    type: str(e.type),
    message: str(e.message) ?? str(e.error_user_msg) ?? `${platform} platform answered HTTP ${httpStatus}`,
    details: str(data.details) ?? str(e.error_user_msg),
    fbtraceId: str(e.fbtrace_id),
  });
}
