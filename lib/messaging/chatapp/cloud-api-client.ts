import type { CloudMessageBody } from "./cloud-types";
import { CloudApiError, parseCloudError } from "./cloud-api-error";

export { CloudApiError, isRetryable, parseCloudError } from "./cloud-api-error";
export { toAppError } from "./to-app-error";

export const DEFAULT_CHATAPP_API_BASE_URL = "https://graph.facebook.com/v21.0";

export interface RetryPolicy {
  /** Waits before each retry; its length is the number of retries. */
  delaysMs: number[];
  /** Tests pass an instant sleep. */
  sleep: (ms: number) => Promise<void>;
  /** Spread factor in [0, 1): a delay d becomes d * (0.75 + 0.5 * jitter()). */
  jitter: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  delaysMs: [500, 1000, 2000],
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  jitter: Math.random,
};

export interface CloudApiClientOptions {
  /** Default: CHATAPP_API_BASE_URL, else the Graph API v21.0. */
  baseUrl?: string;
  phoneNumberId: string;
  accessToken: string;
  fetchImpl?: typeof fetch;
  retry?: Partial<RetryPolicy>;
  /** Per attempt; a timeout counts as a network error (retried). */
  timeoutMs?: number;
}

export interface PhoneNumberInfo {
  id: string;
  displayPhoneNumber: string | null;
  verifiedName: string | null;
  qualityRating: string | null;
}

export type CloudApiClient = ReturnType<typeof createCloudApiClient>;

/**
 * The Cloud API calls the chatapp channel needs. The access token goes only into the
 * Authorization header: never into URLs, errors or logs. Throttling, 5xx and network errors
 * are retried with backoff; 4xx answers (bad input, window closed, bad token) never are.
 */
export function createCloudApiClient(opts: CloudApiClientOptions) {
  const baseUrl = (opts.baseUrl ?? process.env.CHATAPP_API_BASE_URL ?? DEFAULT_CHATAPP_API_BASE_URL).replace(/\/+$/, "");
  const doFetch = opts.fetchImpl ?? fetch;
  const retry = { ...DEFAULT_RETRY, ...opts.retry };
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const phonePath = `/${encodeURIComponent(opts.phoneNumberId)}`;

  async function once(method: "GET" | "POST", path: string, body?: BodyInit, contentType?: string): Promise<unknown> {
    const headers: Record<string, string> = { Authorization: `Bearer ${opts.accessToken}`, Accept: "application/json" };
    if (contentType) headers["Content-Type"] = contentType;
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const why = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError") ? `no answer within ${timeoutMs} ms` : "network error";
      throw new CloudApiError({ httpStatus: 0, code: null, message: `chatapp platform unreachable: ${why}` });
    }
    const text = await res.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null; // a proxy's HTML error page: the status alone says what happened
    }
    if (!res.ok) throw parseCloudError(res.status, json);
    return json;
  }

  async function call(method: "GET" | "POST", path: string, body?: () => BodyInit, contentType?: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(method, path, body?.(), contentType);
      } catch (err) {
        if (!(err instanceof CloudApiError) || !err.retryable || attempt >= retry.delaysMs.length) throw err;
        await retry.sleep(Math.round(retry.delaysMs[attempt] * (0.75 + 0.5 * retry.jitter())));
      }
    }
  }

  const postJson = (path: string, payload: unknown) => call("POST", path, () => JSON.stringify(payload), "application/json");

  return {
    /** POST /{phone-number-id}/messages; the platform's id (wamid.…) of the new message. */
    async sendMessage(body: CloudMessageBody): Promise<{ platformMessageId: string; waId: string | null }> {
      const res = (await postJson(`${phonePath}/messages`, body)) as { messages?: { id?: unknown }[]; contacts?: { wa_id?: unknown }[] } | null;
      const id = res?.messages?.[0]?.id;
      if (typeof id !== "string" || !id) throw new CloudApiError({ httpStatus: 200, code: null, message: "chatapp platform answered without a message id" });
      const waId = res?.contacts?.[0]?.wa_id;
      return { platformMessageId: id, waId: typeof waId === "string" ? waId : null };
    },

    /** Marks an inbound message read (the customer sees blue ticks). */
    async markRead(platformMessageId: string): Promise<void> {
      await postJson(`${phonePath}/messages`, { messaging_product: "whatsapp", status: "read", message_id: platformMessageId });
    },

    /** POST /{phone-number-id}/media as multipart/form-data; fetch sets the boundary. */
    async uploadMedia(file: { bytes: Uint8Array; mimeType: string; filename: string }): Promise<{ mediaId: string }> {
      const form = () => {
        const f = new FormData();
        f.append("messaging_product", "whatsapp");
        f.append("type", file.mimeType);
        f.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mimeType }), file.filename);
        return f;
      };
      const res = (await call("POST", `${phonePath}/media`, form)) as { id?: unknown } | null;
      if (typeof res?.id !== "string" || !res.id) throw new CloudApiError({ httpStatus: 200, code: null, message: "chatapp platform answered without a media id" });
      return { mediaId: res.id };
    },

    /** A cheap authenticated read, used to test a connection. */
    async getPhoneNumber(): Promise<PhoneNumberInfo> {
      const res = (await call("GET", `${phonePath}?fields=display_phone_number,verified_name,quality_rating`)) as Record<string, unknown> | null;
      const s = (v: unknown) => (typeof v === "string" ? v : null);
      return { id: s(res?.id) ?? opts.phoneNumberId, displayPhoneNumber: s(res?.display_phone_number), verifiedName: s(res?.verified_name), qualityRating: s(res?.quality_rating) };
    },
  };
}
