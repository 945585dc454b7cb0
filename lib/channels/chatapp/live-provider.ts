import { createCloudApiClient } from "@/lib/channels/chatapp/messaging/cloud-api-client";
import { createCloudTemplateClient } from "@/lib/channels/chatapp/messaging/cloud-template-client";
import type { ChatappConnection } from "./connection";
import type { ChatappProvider } from "./provider-types";
import { env } from "@/lib/config/env";

/**
 * The real Cloud API, with the connection's (decrypted) access token. `bulk` is the campaign
 * engine's: no retries inside a send (the engine backs the whole number off on throttling and
 * retries failures itself), a shorter timeout, so a send never outlives its lease, and Node's HTTP
 * client on kept-alive sockets (keep-alive-request.ts).
 */
export function liveProvider(conn: ChatappConnection, opts: { bulk?: boolean } = {}): ChatappProvider {
  const graph = { baseUrl: env().CHATAPP_API_BASE_URL, accessToken: conn.accessToken ?? "" };
  const client = createCloudApiClient({ ...graph, phoneNumberId: conn.phoneNumberId, ...(opts.bulk ? { retry: { delaysMs: [] }, timeoutMs: 20_000, keepAlive: true } : {}) });
  const templates = createCloudTemplateClient({ ...graph, wabaId: conn.wabaId, appId: env().CHATAPP_APP_ID ?? null });
  return {
    sendMessage: (body) => client.sendMessage(body),
    markRead: async (id, opts) => {
      await client.markRead(id, opts);
    },
    uploadMedia: (file) => client.uploadMedia({ ...file, filename: file.filename ?? "upload" }),
    templates: {
      create: (t) => templates.createTemplate(t),
      list: (after) => templates.listTemplates(after),
      delete: (name) => templates.deleteTemplate(name),
      uploadSample: (file) => templates.uploadForTemplate(file),
    },
    async check() {
      try {
        const info = await client.getPhoneNumber();
        return { ok: true, message: "The platform accepted the access token", details: { ...info } };
      } catch (err) {
        const e = err as { message?: string; toJSON?: () => Record<string, unknown> };
        return { ok: false, message: e.message ?? "The platform call failed", details: e.toJSON?.() };
      }
    },
  };
}
