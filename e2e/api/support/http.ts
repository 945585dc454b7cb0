import { inject } from "vitest";
import { expectDocumented } from "./response-contract";

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export type Credential = { token?: string; cookie?: string; authorization?: string };

/** Calls the running app over real HTTP. */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: Credential & { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.authorization) headers.authorization = opts.authorization;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(`${inject("baseUrl")}${path}`, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; the raw text stays
  }
  // Every answer of the suite is checked against the document (response-contract.ts).
  await expectDocumented(method, path, res, parsed);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Asserts the common error body of design.md and returns it. */
export function expectError(res: ApiResponse, status: number, code: string) {
  const err = (res.body as { error?: { code: string; message: string; requestId: string; details?: Record<string, unknown> } }).error;
  if (res.status !== status || !err || err.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  if (typeof err.message !== "string" || !err.message) throw new Error("error.message missing");
  if (!err.requestId || err.requestId !== res.headers.get("x-request-id")) throw new Error("error.requestId must equal X-Request-Id");
  return err;
}

/** Signs in through next-auth's credentials flow, as the dashboard does; returns the cookie header. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const base = inject("baseUrl");
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const csrfCookie = csrfRes.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    redirect: "manual",
  });
  const session = res.headers.getSetCookie().find((c) => c.includes("session-token="));
  if (!session) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return session.split(";")[0];
}
