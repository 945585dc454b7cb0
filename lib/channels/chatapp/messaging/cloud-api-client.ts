import type { CloudMessageBody } from "./cloud-types";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { createGraphCaller, type CloudApiClientOptions } from "./graph-call";

export { CloudApiError, isRetryable, parseCloudError } from "@/lib/channels/graph/cloud-api-error";
export { toAppError } from "./to-app-error";
export { DEFAULT_RETRY, type CloudApiClientOptions, type RetryPolicy } from "./graph-call";

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
  const { call, postJson } = createGraphCaller(opts);
  const phonePath = `/${encodeURIComponent(opts.phoneNumberId)}`;

  return {
    /** POST /{phone-number-id}/messages; the platform's id (wamid.…) of the new message. */
    async sendMessage(body: CloudMessageBody): Promise<{ platformMessageId: string; waId: string | null }> {
      const res = (await postJson(`${phonePath}/messages`, body)) as { messages?: { id?: unknown }[]; contacts?: { wa_id?: unknown }[] } | null;
      const id = res?.messages?.[0]?.id;
      if (typeof id !== "string" || !id) throw new CloudApiError({ httpStatus: 200, code: null, message: "chatapp platform answered without a message id" });
      const waId = res?.contacts?.[0]?.wa_id;
      return { platformMessageId: id, waId: typeof waId === "string" ? waId : null };
    },

    /** Marks an inbound message read (the customer sees blue ticks); with `typing`, the customer also sees "typing…" for up to 25 s or until the reply. */
    async markRead(platformMessageId: string, opts: { typing?: boolean } = {}): Promise<void> {
      await postJson(`${phonePath}/messages`, { messaging_product: "whatsapp", status: "read", message_id: platformMessageId, ...(opts.typing && { typing_indicator: { type: "text" } }) });
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
