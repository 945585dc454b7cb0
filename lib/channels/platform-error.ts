/**
 * A channel platform's refusal or failure, the one shape every plug-in throws and every sender
 * catches: which platform, the HTTP status (0: no answer), the platform's own code and a
 * person-readable reason. Each plug-in maps it to an API error (ChannelPlugin.toAppError);
 * Graph platforms throw the richer CloudApiError, which is one of these.
 */
export class PlatformError extends Error {
  readonly platform: string;
  readonly httpStatus: number;
  readonly code: string | number | null;
  /** What the platform said beyond its message, when it said more. */
  readonly details: string | null;
  /** Worth another try: throttling, the platform's own failures, or no answer at all. */
  readonly retryable: boolean;

  constructor(f: { platform: string; httpStatus: number; code: string | number | null; message: string; details?: string | null; retryable?: boolean }) {
    super(f.message);
    this.name = "PlatformError";
    this.platform = f.platform;
    this.httpStatus = f.httpStatus;
    this.code = f.code;
    this.details = f.details ?? null;
    this.retryable = f.retryable ?? (f.httpStatus === 0 || f.httpStatus === 429 || f.httpStatus >= 500);
  }

  /** The reason as a person reads it: the message, and the details when there are any. */
  get reason(): string {
    return this.details ? `${this.message}: ${this.details}` : this.message;
  }

  /** Anything a platform call threw, as a PlatformError (a network failure is "no answer"). */
  static from(err: unknown, platform: string): PlatformError {
    if (err instanceof PlatformError) return err;
    return new PlatformError({ platform, httpStatus: 0, code: null, message: (err as Error)?.message || "network error" });
  }

  /** What may go into logs and API error details (never the request or its token). */
  toJSON(): Record<string, unknown> {
    return { platform: this.platform, httpStatus: this.httpStatus, code: this.code, message: this.message, details: this.details };
  }
}
