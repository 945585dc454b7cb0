import { PlatformError } from "@/lib/channels/platform-error";
import { env } from "@/lib/config/env";

const TIMEOUT_MS = 10_000;

export const smsApiBaseUrl = () => env().SMS_API_BASE_URL;

/**
 * The SMS gateway's REST API in the shape of Twilio's Messages API: basic auth with the account
 * SID and auth token, form-encoded requests, JSON answers; a refusal is `{ code, message,
 * more_info, status }` (as a PlatformError: code, message, details = more_info), a network
 * failure or timeout httpStatus 0. The token only ever goes into the Authorization header.
 */
export function createSmsGatewayClient(opts: { baseUrl: string; accountSid: string; authToken: string }) {
  const account = `${opts.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", url: string, form?: URLSearchParams): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, { method, headers: { authorization: auth, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) }, body: form?.toString(), signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new PlatformError({ platform: "sms", httpStatus: 0, code: null, message: (err as Error).name === "TimeoutError" ? `SMS gateway did not answer within ${TIMEOUT_MS / 1000} s` : "SMS gateway unreachable" });
    }
    const json = (await res.json().catch(() => null)) as (T & { code?: number; message?: string; more_info?: string }) | null;
    if (res.ok && json) return json;
    throw new PlatformError({ platform: "sms", httpStatus: res.status, code: json?.code ?? res.status, message: json?.message ?? `SMS gateway answered HTTP ${res.status}`, details: json?.more_info ?? null });
  }

  return {
    /** GET /Accounts/{sid}.json: a cheap authenticated read naming the account. */
    account: () => call<{ sid: string; friendly_name?: string; status?: string }>("GET", `${account}.json`),
    /** The account's number, if it owns it (GET /IncomingPhoneNumbers.json?PhoneNumber=…). */
    async ownedNumber(e164: string) {
      const page = await call<{ incoming_phone_numbers?: { sid: string; phone_number: string; friendly_name?: string }[] }>("GET", `${account}/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(e164)}`);
      return page.incoming_phone_numbers?.find((n) => n.phone_number === e164) ?? null;
    },
    /** POST /Messages.json: answers the message SID (SM…) and the gateway's count of segments. */
    send: (params: URLSearchParams) => call<{ sid: string; status: string; num_segments?: string }>("POST", `${account}/Messages.json`, params),
  };
}
