import { serialize } from "./fuzz-mutations";
import type { Loc, Segment } from "./fuzz-schema";

/** A request before it is encoded: path params, query and body as values of any JSON type. */
export interface Draft {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface FuzzCase {
  label: string;
  /** The field the case broke; the whole body for body-level cases. */
  target: { loc: Loc; path: Segment[] };
  draft: Draft;
  /** The same request without the mutation (parents filled in): a problem it has too is not the case's. */
  reference?: Draft;
  /** Sent verbatim instead of the draft's body; contentType null sends none. */
  raw?: { text: string; contentType?: string | null };
}

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Received {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

// Node refuses request heads over 16 KB (431, before the app): URL parts stay well under it.
const MAX_URL_PART = 3_000;

function urlText(v: unknown): string {
  return typeof v === "string" ? v : v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** Percent-encoding that survives lone surrogates, capped in length. */
export function encodePart(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    // A lone surrogate has no UTF-8 form: it goes as U+FFFD, as URL serialisers send it. (Its
    // WTF-8 bytes would be answered by Next.js's router with a bare 500 before any app code.)
    const piece = encodeURIComponent(code >= 0xd800 && code <= 0xdfff ? "\uFFFD" : ch);
    if (out.length + piece.length > MAX_URL_PART) break;
    out += piece;
  }
  return out;
}

/** The path with params filled; an empty or dot-only segment would name another route, so it gets a suffix. */
export function fillPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    let v = urlText(Array.isArray(params[name]) ? (params[name] as unknown[]).join(",") : params[name]);
    if (/^\.*$/.test(v)) v = `${v}x`;
    return encodePart(v);
  });
}

export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodePart(key)}=${encodePart(urlText(v))}`);
  }
  return parts.length ? `?${parts.join("&").slice(0, 3 * MAX_URL_PART)}` : "";
}

export function encode(method: string, pathTemplate: string, c: FuzzCase, hasBody: boolean, headers: Record<string, string>): Sent {
  const url = fillPath(pathTemplate, c.draft.params) + queryString(c.draft.query);
  const h = { ...headers };
  let body: string | undefined;
  if (c.raw) {
    body = c.raw.text;
    if (c.raw.contentType !== null) h["content-type"] = c.raw.contentType ?? "application/json";
  } else if (hasBody) {
    body = serialize(c.draft.body);
    h["content-type"] = "application/json";
  }
  return { method, url, headers: h, body };
}

export async function send(base: string, req: Sent): Promise<Received> {
  // A Buffer body lets a case go out without any Content-Type (a string would get text/plain).
  const ctrl = new AbortController();
  const res = await fetch(base + req.url, { method: req.method, headers: req.headers, body: req.body === undefined ? undefined : Buffer.from(req.body), redirect: "manual", signal: ctrl.signal });
  // An event stream never ends: its first chunk is the answer, then the stream is closed.
  if (res.ok && res.headers.get("content-type")?.startsWith("text/event-stream")) {
    const first = await res.body!.getReader().read();
    ctrl.abort();
    return { status: res.status, headers: res.headers, text: new TextDecoder().decode(first.value), json: null };
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, text, json };
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** The request and answer, printable (long parts shortened, control characters escaped). */
export function describe(req: Sent, res: Received | null, label: string): string {
  const esc = (s: string) => JSON.stringify(clip(s)).slice(1, -1);
  const ct = req.headers["content-type"];
  return [
    `  [${label}] ${req.method} ${esc(req.url)}${ct ? ` (content-type: ${ct})` : ""}`,
    req.body !== undefined ? `    body: ${esc(req.body)}` : null,
    res ? `    → ${res.status} ${esc(res.text)}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; requestId?: unknown; details?: { fields?: unknown } };
}

export type FieldProblem = { path: string; message: string };

/** Problems with the 400 body's shape (empty when it is the documented VALIDATION_ERROR body). */
export function validationBodyProblems(res: Received): { problems: string[]; fields: FieldProblem[]; message: string } {
  const err = (res.json as ErrorBody | null)?.error;
  const problems: string[] = [];
  if (!err) return { problems: ["400 without the error body"], fields: [], message: "" };
  if (err.code !== "VALIDATION_ERROR") problems.push(`400 with code ${String(err.code)}`);
  if (typeof err.message !== "string" || !err.message) problems.push("400 without error.message");
  if (err.requestId !== res.headers.get("x-request-id")) problems.push("error.requestId differs from X-Request-Id");
  const fields = err.details?.fields;
  const ok = Array.isArray(fields) && fields.length > 0 && fields.every((f) => f && typeof f.path === "string" && typeof f.message === "string");
  if (!ok) problems.push("400 without details.fields [{path, message}]");
  return { problems, fields: ok ? (fields as FieldProblem[]) : [], message: typeof err.message === "string" ? err.message : "" };
}

/** Whether a 400 names the broken field: a path on the same branch, or the field's name in a message. */
export function namesField(target: FuzzCase["target"], fields: FieldProblem[], message: string, alsoAccepted: Set<string>): boolean {
  const t = target.path.map(String);
  if (!t.length) return true;
  const onBranch = (p: string) => {
    const segs = p.split(".");
    const n = Math.min(segs.length, t.length);
    return segs.slice(0, n).every((s, i) => s === t[i]);
  };
  // A query key may hold dots itself (hub.verify_token): compare the whole dotted path too.
  const joined = t.join(".");
  if (fields.some((f) => onBranch(f.path) || f.path === joined || f.path.startsWith(`${joined}.`) || alsoAccepted.has(f.path))) return true;
  // The message text counts only when the answer lists no fields: a short name (id, to, url)
  // would match almost any sentence otherwise.
  if (fields.length) return false;
  const name = [...t].reverse().find((s) => !/^\d+$/.test(s));
  if (!name) return false;
  const word = new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^A-Za-z0-9_]|$)`);
  return [message, ...fields.map((f) => f.message)].some((m) => word.test(m));
}
