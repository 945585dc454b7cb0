/** The spec's error codes and the one table that maps them to HTTP statuses. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_PERMISSIONS: 403,
  FORBIDDEN: 403,
  SUBSCRIPTION_NOT_ACTIVE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldProblem {
  path: string;
  message: string;
  /** where the field was: params, query or body */
  in?: string;
}

/** The one error class: domain code throws it, the API wrapper turns it into the common body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(fields: FieldProblem[]): AppError {
    const first = fields[0];
    const message = first ? `${first.path || "request"}: ${first.message}` : "The request is invalid";
    return new AppError("VALIDATION_ERROR", message, { fields });
  }

  static notFound(what: string): AppError {
    return new AppError("NOT_FOUND", `${what} not found`);
  }

  static conflict(message: string, details?: Record<string, unknown>): AppError {
    return new AppError("CONFLICT", message, details);
  }

  static unauthorized(message = "A valid bearer token is required"): AppError {
    return new AppError("UNAUTHORIZED", message);
  }
}

export function errorBody(err: AppError, requestId: string) {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      requestId,
    },
  };
}
