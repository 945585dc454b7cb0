import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gatewaySignature } from "@/lib/channels/sms/signature";
import { readText as readBody, sendJson as answer } from "./fake-http";

/**
 * A stand-in for an SMS gateway with Twilio's Messages API shape on loopback: basic auth with
 * the account SID and auth token, form-encoded sends answered 201 with an SM… SID, the
 * gateway's error objects (20003 authenticate, 21211 invalid To, 21610 unsubscribed), and
 * callbacks (an inbound SMS, a status) posted as forms signed with X-Twilio-Signature over the
 * public URL the gateway was given, as the gateway does.
 */
export interface SmsSend {
  accountSid: string;
  params: Record<string, string | string[]>;
}

export interface FakeSmsGateway {
  baseUrl: string;
  sends: SmsSend[];
  requests: { method: string; path: string }[];
  addAccount(a: { sid: string; token: string; name: string; numbers: string[] }): void;
  /** Numbers that replied STOP to the gateway: it refuses to text them (21610). */
  optedOut: Set<string>;
  /** Posts a form to `publicUrl` (signed over it with the account's token), reaching the app at `origin`. */
  post(opts: { publicUrl: string; origin: string; accountSid: string; params: Record<string, string>; signature?: string | null }): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const error = (res: ServerResponse, status: number, code: number, message: string) => answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const accounts = new Map<string, { token: string; name: string; numbers: string[] }>();
  const sends: SmsSend[] = [];
  const requests: FakeSmsGateway["requests"] = [];
  const optedOut = new Set<string>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    requests.push({ method: req.method ?? "GET", path: url.pathname });
    const m = /^\/2010-04-01\/Accounts\/([^/.]+)(\.json|\/IncomingPhoneNumbers\.json|\/Messages\.json)$/.exec(url.pathname);
    if (!m) return error(res, 404, 20404, "The requested resource was not found");
    const [, sid, rest] = m;
    const account = accounts.get(sid);
    const [user, pass] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString().split(":");
    if (!account || user !== sid || pass !== account.token) return error(res, 401, 20003, "Authenticate");
    if (rest === ".json") return answer(res, 200, { sid, friendly_name: account.name, status: "active", type: "Full" });
    if (rest === "/IncomingPhoneNumbers.json") {
      const wanted = url.searchParams.get("PhoneNumber");
      return answer(res, 200, { incoming_phone_numbers: account.numbers.filter((n) => !wanted || n === wanted).map((n) => ({ sid: `PN${randomBytes(16).toString("hex")}`, phone_number: n, friendly_name: n })) });
    }
    const form = new URLSearchParams(raw);
    const params: Record<string, string | string[]> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      params[key] = all.length > 1 ? all : all[0];
    }
    sends.push({ accountSid: sid, params });
    const to = String(params.To ?? "");
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!account.numbers.includes(String(params.From))) return error(res, 400, 21606, `The From phone number ${params.From} is not a valid, SMS-capable inbound phone number or short code for your account.`);
    if (optedOut.has(to)) return error(res, 400, 21610, "Attempt to send to unsubscribed recipient");
    answer(res, 201, { sid: `SM${randomBytes(16).toString("hex")}`, status: "queued", to, from: params.From, body: params.Body, num_segments: "1", direction: "outbound-api", api_version: "2010-04-01" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sends,
    requests,
    optedOut,
    addAccount: (a) => accounts.set(a.sid, { token: a.token, name: a.name, numbers: a.numbers }),
    async post({ publicUrl, origin, accountSid, params, signature }) {
      const token = accounts.get(accountSid)?.token ?? "";
      const sig = signature === undefined ? gatewaySignature(token, publicUrl, params) : signature;
      const target = new URL(publicUrl);
      const res = await fetch(`${origin}${target.pathname}${target.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(sig ? { "x-twilio-signature": sig } : {}) },
        body: new URLSearchParams(params).toString(),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
