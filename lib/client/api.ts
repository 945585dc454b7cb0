/**
 * The dashboard's one fetch wrapper around /api/v1: JSON in and out, the session cookie
 * (same-origin), and every error body turned into an ApiError the UI can show.
 */

export interface ApiFieldError {
  path: string;
  message: string;
  in?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[];
  readonly requestId?: string;
  readonly details: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: ApiFieldError[];
    details?: Record<string, unknown>;
    requestId?: string;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.details = init.details ?? {};
    this.requestId = init.requestId;
  }
}

type ApiOptions = { method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; body?: unknown; signal?: AbortSignal };

export async function apiFetch<T>(path: string, { method = "GET", body, signal }: ApiOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: "Could not reach the server; check your connection and try again" });
  }
  const payload = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res, payload);
  return payload as T;
}

function toApiError(res: Response, payload: unknown): ApiError {
  const error = (payload as { error?: Record<string, unknown> } | null)?.error;
  const details = (error?.details ?? {}) as { fields?: ApiFieldError[] } & Record<string, unknown>;
  return new ApiError({
    status: res.status,
    code: typeof error?.code === "string" ? error.code : `HTTP_${res.status}`,
    message: typeof error?.message === "string" ? error.message : `The server answered ${res.status} ${res.statusText}`.trim(),
    fields: Array.isArray(details.fields) ? details.fields : [],
    details,
    requestId: typeof error?.requestId === "string" ? error.requestId : (res.headers.get("x-request-id") ?? undefined),
  });
}

/** A message fit for a toast, whatever was thrown. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return "Something went wrong";
}
