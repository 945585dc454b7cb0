import { createHmac, randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readBytes as readBody, sendJson as send } from "./fake-http";
import type { AddressInfo } from "node:net";
import { createFakeTemplateStore } from "./fake-cloud-templates";

/**
 * A stand-in for the WhatsApp Cloud API on loopback, for contract tests: it records every
 * request as the platform would receive it and answers in the platform's shapes, including
 * its errors. Point CHATAPP_API_BASE_URL (or the client's baseUrl) at `fake.baseUrl`.
 * Each business number has its own token (addNumber); an unknown number gets the platform's
 * 100/33, a wrong token 190. API tests whose app runs in another process start it in a global
 * setup on a fixed port and drive it with fakeCloudApiRemote.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. /v21.0/1234/messages */
  path: string;
  query: Record<string, string>;
  /** Lower-cased names, as node gives them. */
  headers: Record<string, string>;
  /** When it arrived (epoch ms): pacing tests measure rates from these. */
  at: number;
  json?: unknown;
  /** Bodies that are neither JSON nor multipart (resumable uploads), as base64. */
  raw?: string;
  form?: { fields: Record<string, string>; file?: { filename: string; mimeType: string; bytes: Buffer } };
}

export interface GraphErrorBody {
  message: string;
  type?: string;
  code: number;
  error_subcode?: number;
  error_data?: { messaging_product?: string; details?: string };
  fbtrace_id?: string;
}

/** A programmed answer: a Graph error, a raw body (an HTML proxy page), or a dropped connection. */
export type FakeFailure = { status: number; error: GraphErrorBody } | { status: number; rawBody: string } | { drop: true };

export interface FakeCloudApi {
  /** `http://127.0.0.1:<port>/<version>`: what CHATAPP_API_BASE_URL should be. */
  baseUrl: string;
  /** The first registered number and its token. */
  phoneNumberId: string;
  accessToken: string;
  requests: RecordedRequest[];
  /** The platform ids of the messages it accepted, in order. */
  sentMessageIds: string[];
  /** Another business number with its own token (one per company in API tests). */
  addNumber(phoneNumberId: string, accessToken: string): void;
  /** A business account (templates live there) reachable with this token. */
  addWaba(wabaId: string, accessToken: string): void;
  /** The app whose resumable upload takes template samples. */
  appId: string;
  templates: ReturnType<typeof createFakeTemplateStore>;
  /** The next request (to `phoneNumberId` only, when given) gets this answer, `times` times. */
  failNext(failure: FakeFailure, times?: number, phoneNumberId?: string): void;
  /** The next n requests get the throughput error (130429), as the platform sends it. */
  throttle(n: number, phoneNumberId?: string): void;
  /** Statuses posted back so far (with `callbacks`). */
  callbacksPosted(): number;
  reset(): void;
  close(): Promise<void>;
}

const trace = () => randomBytes(9).toString("base64url");
const graphError = (status: number, error: GraphErrorBody): FakeFailure => ({ status, error: { fbtrace_id: trace(), ...error } });

export const THROTTLE_ERROR: GraphErrorBody = {
  message: "(#130429) Rate limit hit",
  type: "OAuthException",
  code: 130429,
  error_data: { messaging_product: "whatsapp", details: "Cloud API message throughput has been reached." },
};


async function parseMultipart(raw: Buffer, contentType: string): Promise<RecordedRequest["form"]> {
  const data = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, string> = {};
  let file: NonNullable<RecordedRequest["form"]>["file"];
  for (const [key, value] of data.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (key === "file") file = { filename: value.name, mimeType: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, file };
}

type Programmed = { failure: FakeFailure; phoneNumberId?: string };

/** Serialisable view of the recorded requests (file bytes as base64) for the control route. */
function exportRequests(list: RecordedRequest[]) {
  return list.map((r) => (r.form?.file ? { ...r, form: { ...r.form, file: { ...r.form.file, bytes: r.form.file.bytes.toString("base64") } } } : r));
}

/**
 * Status callbacks as the platform posts them: every accepted message reports sent, delivered
 * and read (with the send's biz_opaque_callback_data) to `url`, signed with `appSecret`,
 * several statuses per webhook body as the platform batches them under load.
 */
export interface FakeCallbacks {
  url: string;
  appSecret: string;
  /** How often queued statuses are posted (default 100 ms). */
  everyMs?: number;
  /** At most this many statuses in one body (default 100). */
  perBody?: number;
  /** Parallel posts (default 4). */
  parallel?: number;
}

export async function startFakeCloudApi(
  opts: { phoneNumberId?: string; accessToken?: string; wabaId?: string; appId?: string; version?: string; port?: number; callbacks?: FakeCallbacks; latencyMs?: number } = {},
): Promise<FakeCloudApi> {
  const phoneNumberId = opts.phoneNumberId ?? "106540352242922";
  const accessToken = opts.accessToken ?? "EAAG-fake-token";
  const version = opts.version ?? "v21.0";
  const appId = opts.appId ?? "1093870481112233";
  const numbers = new Map([[phoneNumberId, accessToken]]);
  const wabas = new Map(opts.wabaId ? [[opts.wabaId, accessToken]] : []);
  const store = createFakeTemplateStore();
  const requests: RecordedRequest[] = [];
  const sentMessageIds: string[] = [];
  let programmed: Programmed[] = [];

  const numberOf = (path: string) => path.split("/").filter(Boolean)[1];
  const statusFeed = opts.callbacks ? createStatusFeed(opts.callbacks) : null;

  function takeFailure(rec: RecordedRequest): FakeFailure | undefined {
    const i = programmed.findIndex((p) => p.phoneNumberId === undefined || p.phoneNumberId === numberOf(rec.path));
    return i < 0 ? undefined : programmed.splice(i, 1)[0].failure;
  }

  async function record(req: IncomingMessage): Promise<RecordedRequest> {
    const url = new URL(req.url ?? "/", "http://fake");
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
    const rec: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, query: Object.fromEntries(url.searchParams), headers, at: Date.now() };
    const raw = await readBody(req);
    const type = headers["content-type"] ?? "";
    if (raw.length && type.startsWith("multipart/form-data")) rec.form = await parseMultipart(raw, type);
    else if (raw.length && type.startsWith("application/octet-stream")) rec.raw = raw.toString("base64");
    else if (raw.length) {
      try {
        rec.json = JSON.parse(raw.toString("utf8"));
      } catch {
        rec.json = raw.toString("utf8");
      }
    }
    return rec;
  }

  /** The platform's answer to a request that passed the token check. */
  function answer(rec: RecordedRequest, res: ServerResponse, number: string) {
    const invalid = (message: string) => send(res, 400, { error: { message, type: "OAuthException", code: 100, fbtrace_id: trace() } });
    const edge = rec.path.split("/").filter(Boolean)[2];
    if (rec.method === "GET" && !edge) return send(res, 200, { verified_name: "Fake Shop", display_phone_number: "+1 555-010-2030", quality_rating: "GREEN", id: number });
    if (rec.method === "POST" && edge === "messages") {
      if (!(rec.headers["content-type"] ?? "").includes("application/json")) return invalid("(#100) The parameter messaging_product is required.");
      const body = (rec.json ?? {}) as Record<string, unknown>;
      if (body.messaging_product !== "whatsapp") return invalid("(#100) The parameter messaging_product is required.");
      if (body.status === "read") return typeof body.message_id === "string" ? send(res, 200, { success: true }) : invalid("(#100) The parameter message_id is required.");
      if (typeof body.to !== "string" || !body.to) return invalid("(#100) The parameter to is required.");
      if (typeof body.type !== "string" || !(body.type in body)) return invalid(`(#100) Param ${String(body.type ?? "type")} is required.`);
      const id = `wamid.${randomBytes(24).toString("base64url")}`;
      sentMessageIds.push(id);
      statusFeed?.accepted(number, id, body.to, typeof body.biz_opaque_callback_data === "string" ? body.biz_opaque_callback_data : undefined);
      return send(res, 200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to.replace(/\D/g, "") }], messages: [{ id }] });
    }
    if (rec.method === "POST" && edge === "media") {
      if (rec.form?.fields.messaging_product !== "whatsapp") return invalid("(#100) The parameter messaging_product is required.");
      if (!rec.form.file) return invalid("(#100) The parameter file is required.");
      return send(res, 200, { id: `${randomInt(100_000_000, 999_999_999)}${randomInt(1_000_000, 9_999_999)}` });
    }
    return send(res, 400, { error: { message: `Unknown path components: /${edge}`, type: "OAuthException", code: 2500, fbtrace_id: trace() } });
  }

  const tokens = () => new Set([...numbers.values(), ...wabas.values()]);
  const unauthorized = { status: 401, body: { error: { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190, fbtrace_id: trace() } } };

  /** Business-account and app objects (templates, resumable uploads); null for phone numbers. */
  function businessAnswer(rec: RecordedRequest, id: string): { status: number; body: unknown } | null {
    const edge = rec.path.split("/").filter(Boolean)[2];
    const req = { method: rec.method, query: rec.query, headers: rec.headers, json: rec.json, raw: Buffer.from(rec.raw ?? "", "base64") };
    if (id.startsWith("upload:")) {
      // The upload session takes the token as `OAuth <token>`, as the platform documents.
      const given = (rec.headers.authorization ?? "").replace(/^OAuth /, "");
      if (!rec.headers.authorization?.startsWith("OAuth ") || !tokens().has(given)) return unauthorized;
      return store.upload(id, req);
    }
    if (id === appId && edge === "uploads") return rec.headers.authorization && tokens().has(rec.headers.authorization.replace(/^Bearer /, "")) ? store.startUpload(req) : unauthorized;
    const token = wabas.get(id);
    if (token === undefined) return null;
    if (rec.headers.authorization !== `Bearer ${token}`) return unauthorized;
    if (edge === "message_templates") return store.templates(id, req);
    return { status: 400, body: { error: { message: `Unknown path components: /${edge}`, type: "OAuthException", code: 2500, fbtrace_id: trace() } } };
  }

  function platform(rec: RecordedRequest, res: ServerResponse) {
    requests.push(rec);
    const failure = takeFailure(rec);
    if (failure && "drop" in failure) return void res.socket?.destroy();
    if (failure && "rawBody" in failure) return void res.writeHead(failure.status, { "content-type": "text/html" }).end(failure.rawBody);
    if (failure) return send(res, failure.status, { error: { fbtrace_id: trace(), ...failure.error } });
    const [ver, number] = rec.path.split("/").filter(Boolean);
    if (ver !== version) return send(res, 400, { error: { message: `Unknown path components: /${ver ?? ""}`, type: "OAuthException", code: 2500, fbtrace_id: trace() } });
    const business = businessAnswer(rec, number ?? "");
    if (business) return send(res, business.status, business.body);
    const token = numbers.get(number ?? "");
    if (token === undefined)
      return send(res, 400, {
        error: {
          message: `Unsupported ${rec.method.toLowerCase()} request. Object with ID '${number ?? ""}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          type: "GraphMethodException",
          code: 100,
          error_subcode: 33,
          fbtrace_id: trace(),
        },
      });
    if (rec.headers.authorization !== `Bearer ${token}`)
      return send(res, 401, { error: { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190, fbtrace_id: trace() } });
    answer(rec, res, number);
  }

  const api: FakeCloudApi = {
    baseUrl: "",
    phoneNumberId,
    accessToken,
    requests,
    sentMessageIds,
    addNumber: (id, token) => void numbers.set(id, token),
    addWaba: (id, token) => void wabas.set(id, token),
    appId,
    templates: store,
    failNext(failure, times = 1, number) {
      for (let i = 0; i < times; i++) programmed.push({ failure, phoneNumberId: number });
    },
    throttle(n, number) {
      api.failNext(graphError(400, THROTTLE_ERROR), n, number);
    },
    reset() {
      requests.length = 0;
      sentMessageIds.length = 0;
      programmed = [];
      store.reset();
    },
    callbacksPosted: () => statusFeed?.posted() ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        statusFeed?.stop();
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps connections alive; close would wait for them
      }),
  };

  /**
   * `/__fake/*` lets a test in another process (the app under test runs apart from the test
   * workers) read what arrived and program answers; see fake-cloud-api-remote.ts.
   */
  function control(rec: RecordedRequest, res: ServerResponse) {
    const body = (rec.json ?? {}) as { phoneNumberId?: string; accessToken?: string; failure?: FakeFailure; times?: number; n?: number };
    switch (`${rec.method} ${rec.path}`) {
      case "GET /__fake/requests": {
        const only = rec.query.phoneNumberId;
        return send(res, 200, { requests: exportRequests(only ? requests.filter((r) => numberOf(r.path) === only) : requests) });
      }
      case "POST /__fake/numbers":
        if (!body.phoneNumberId || !body.accessToken) return send(res, 400, { error: "phoneNumberId and accessToken are required" });
        api.addNumber(body.phoneNumberId, body.accessToken);
        return send(res, 200, { ok: true });
      case "POST /__fake/fail":
        if (!body.failure) return send(res, 400, { error: "failure is required" });
        api.failNext(body.failure, body.times ?? 1, body.phoneNumberId);
        return send(res, 200, { ok: true });
      case "POST /__fake/throttle":
        api.throttle(body.n ?? 1, body.phoneNumberId);
        return send(res, 200, { ok: true });
      case "POST /__fake/reset":
        api.reset();
        return send(res, 200, { ok: true });
      default:
        return send(res, 404, { error: "unknown control route" });
    }
  }

  // With latencyMs the platform takes its time to answer (a send is accepted, and its statuses
  // posted, even when the caller has gone away meanwhile, as on the real platform).
  const slow = (rec: RecordedRequest, res: ServerResponse) =>
    opts.latencyMs ? new Promise<void>((r) => setTimeout(r, opts.latencyMs)).then(() => platform(rec, res)) : platform(rec, res);
  const server = createServer((req, res) => {
    record(req)
      .then((rec) => (rec.path.startsWith("/__fake/") ? control(rec, res) : slow(rec, res)))
      // A bug in the fake itself: say so in the platform's shape so the failing test shows it.
      .catch((err: unknown) => send(res, 500, { error: { message: `fake Cloud API failed: ${String(err)}`, type: "FakeError", code: 1 } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", resolve);
  });
  api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${version}`;
  return api;
}

/** The statuses of accepted messages, posted back in batches as signed Cloud API webhooks. */
function createStatusFeed(cb: FakeCallbacks) {
  type Pending = { number: string; status: Record<string, unknown> };
  const queue: Pending[] = [];
  let posted = 0;
  let inFlight = 0;
  const perBody = cb.perBody ?? 100;
  const parallel = cb.parallel ?? 4;
  async function post(batch: Pending[]) {
    const byNumber = new Map<string, Record<string, unknown>[]>();
    for (const p of batch) byNumber.set(p.number, [...(byNumber.get(p.number) ?? []), p.status]);
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [...byNumber].map(([number, statuses]) => ({
        id: "102290129340398",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: number }, statuses } }],
      })),
    });
    const signature = `sha256=${createHmac("sha256", cb.appSecret).update(raw).digest("hex")}`;
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const res = await fetch(cb.url, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body: raw });
        await res.arrayBuffer();
        if (res.ok) return void (posted += batch.length);
      } catch {
        // the app restarting: the platform retries its webhooks too
      }
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
    }
  }
  const timer = setInterval(() => {
    while (queue.length && inFlight < parallel) {
      const batch = queue.splice(0, perBody);
      inFlight++;
      void post(batch).finally(() => inFlight--);
    }
  }, cb.everyMs ?? 100);
  return {
    accepted(number: string, id: string, to: string, opaque?: string) {
      const ts = String(Math.floor(Date.now() / 1000));
      for (const status of ["sent", "delivered", "read"]) {
        queue.push({
          number,
          status: { id, status, timestamp: ts, recipient_id: to, ...(opaque ? { biz_opaque_callback_data: opaque } : {}), ...(status === "sent" ? { conversation: { id: "CONV", origin: { type: "marketing" } }, pricing: { billable: true, pricing_model: "PMP", category: "marketing" } } : {}) },
        });
      }
    },
    posted: () => posted,
    backlog: () => queue.length + inFlight,
    stop: () => clearInterval(timer),
  };
}
