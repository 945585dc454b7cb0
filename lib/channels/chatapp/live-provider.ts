import { createCloudApiClient } from "@/lib/messaging/chatapp/cloud-api-client";
import type { ChatappConnection } from "./connection";
import type { ChatappProvider } from "./provider";

/** The real Cloud API, with the connection's (decrypted) access token. */
export function liveProvider(conn: ChatappConnection): ChatappProvider {
  const client = createCloudApiClient({
    baseUrl: process.env.CHATAPP_API_BASE_URL || "https://graph.facebook.com/v21.0",
    phoneNumberId: conn.phoneNumberId,
    accessToken: conn.accessToken ?? "",
  });
  return {
    sendMessage: (body) => client.sendMessage(body),
    markRead: async (id) => {
      await client.markRead(id);
    },
    uploadMedia: (file) => client.uploadMedia({ ...file, filename: file.filename ?? "upload" }),
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
