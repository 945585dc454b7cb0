import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readText as readBody, sendJson as send } from "./fake-http";

/**
 * A stand-in for the Graph messaging platforms (Messenger Platform, Instagram messaging) on
 * loopback, for contract tests: it records each request as the platform would receive it and
 * answers in the platform's shapes. Pages have their own token (addPage); an unknown page gets
 * the platform's 100/33, a wrong token 190. Sends answer `{ recipient_id, message_id }` with
 * the X-Business-Use-Case-Usage header; `fail` programs the next answers' errors.
 */
export interface GraphRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  json?: unknown;
}

export interface FakeGraphApi {
  baseUrl: string;
  requests: GraphRequest[];
  /** Messages bodies posted to a page's /messages, in order. */
  sends(pageId?: string): Record<string, unknown>[];
  addPage(page: { id: string; token: string; name?: string; instagram?: { id: string; username: string } }): void;
  /** A customer whose profile the pages' tokens may read (GET /{user-id}?fields=…). */
  addUser(id: string, profile: Record<string, string>): void;
  fail(next: { status: number; error: { message: string; type?: string; code: number; error_subcode?: number; fbtrace_id?: string } }): void;
  /** What the platform reports as used, in percent, on every answer. */
  usage: { call_count: number; total_cputime: number; total_time: number; estimated_time_to_regain_access: number };
  close(): Promise<void>;
}


export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const pages = new Map<string, { token: string; name?: string; instagram?: { id: string; username: string } }>();
  const requests: GraphRequest[] = [];
  const users = new Map<string, Record<string, string>>();
  const failures: Parameters<FakeGraphApi["fail"]>[0][] = [];
  const usage = { call_count: 12, total_cputime: 3, total_time: 5, estimated_time_to_regain_access: 0 };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    const rec: GraphRequest = { method: req.method ?? "GET", path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers as Record<string, string> };
    if (raw) rec.json = JSON.parse(raw);
    requests.push(rec);
    const [, , pageId, edge] = url.pathname.split("/"); // /v21.0/{page-id}[/messages]
    const page = pages.get(pageId ?? "");
    const trace = randomBytes(6).toString("hex");
    const user = users.get(pageId ?? "");
    if (user && rec.method === "GET") {
      if (![...pages.values()].some((p) => rec.headers.authorization === `Bearer ${p.token}`)) return send(res, 400, { error: { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190, fbtrace_id: trace } });
      return send(res, 200, { id: pageId, ...user });
    }
    if (!page) return send(res, 400, { error: { message: `Unsupported request - method type: ${rec.method}`, type: "GraphMethodException", code: 100, error_subcode: 33, fbtrace_id: trace } });
    if (rec.headers.authorization !== `Bearer ${page.token}`) return send(res, 400, { error: { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190, fbtrace_id: trace } });
    const headers = { "x-business-use-case-usage": JSON.stringify({ [pageId]: [{ type: "messenger", ...usage }] }) };
    const failure = failures.shift();
    if (failure) return send(res, failure.status, { error: { ...failure.error, fbtrace_id: trace } }, headers);
    if (rec.method === "GET" && !edge) {
      return send(res, 200, { id: pageId, ...(page.name ? { name: page.name } : {}), ...(page.instagram ? { instagram_business_account: page.instagram } : {}) }, headers);
    }
    if (rec.method === "POST" && edge === "messages") {
      const body = rec.json as { recipient?: { id?: string } } | undefined;
      const mid = page.instagram ? `aWdfZAG1faXRlbToxOklHTWVzc2FnZA${randomBytes(12).toString("base64url")}` : `m_${randomBytes(16).toString("base64url")}`;
      return send(res, 200, { recipient_id: body?.recipient?.id ?? "", message_id: mid }, headers);
    }
    send(res, 400, { error: { message: "Unknown path components", type: "OAuthException", code: 2500, fbtrace_id: trace } });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    requests,
    usage,
    sends: (pageId) => requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages") && (!pageId || r.path.includes(`/${pageId}/`))).map((r) => r.json as Record<string, unknown>),
    addUser: (id, profile) => users.set(id, profile),
    addPage: (p) => pages.set(p.id, { token: p.token, name: p.name, instagram: p.instagram }),
    fail: (f) => failures.push(f),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
