import type { components } from "./generated/openapi";

/** The error body of every failed call: `{ error: { code, message, details, requestId } }`. */
export type ApiErrorBody = components["schemas"]["Error"];
export type ApiErrorCode = ApiErrorBody["error"]["code"];

/** Thrown by `unwrap` for an answer that is not a success. */
export class ServiceApiError extends Error {
  readonly status: number;
  /** The service's code, e.g. VALIDATION_ERROR; `UNKNOWN` when the body was not the service's. */
  readonly code: ApiErrorCode | "UNKNOWN";
  readonly details: Record<string, unknown> | undefined;
  /** Quote it to support (also in the X-Request-Id header). */
  readonly requestId: string | undefined;

  constructor(response: Response, body: unknown) {
    const err = isErrorBody(body) ? body.error : undefined;
    super(err ? `${response.status} ${err.code}: ${err.message}` : `${response.status} ${response.statusText}`);
    this.name = "ServiceApiError";
    this.status = response.status;
    this.code = err?.code ?? "UNKNOWN";
    this.details = err?.details;
    this.requestId = err?.requestId ?? response.headers.get("x-request-id") ?? undefined;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === "string";
}

type Data<R> = R extends { data: infer D } ? D : never;

/** The data of a call, or a ServiceApiError carrying the typed error body. */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<Data<R>> {
  const result = await call;
  if (!result.response.ok) throw new ServiceApiError(result.response, result.error);
  return result.data as Data<R>;
}
