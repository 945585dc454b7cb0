import { PlatformError } from "@/lib/channels/platform-error";
import type { ChannelProvider, StoredConnection } from "../types";

let sequence = Math.floor(Date.now() / 1000) % 1_000_000;

/**
 * The built-in stand-in for the Bot API: accepts every send and answers a message id like the
 * platform (per chat), and refuses chats ending in 0000 as a bot the customer blocked. The
 * platform reports no deliveries or reads, so neither does the sandbox.
 */
export function botchatSandboxProvider(conn: StoredConnection): ChannelProvider {
  return {
    async send(body) {
      const chatId = String(body.chat_id ?? "");
      if (chatId.endsWith("0000")) throw new PlatformError({ platform: "botchat", httpStatus: 403, code: 403, message: "Forbidden: bot was blocked by the user" });
      sequence += 1;
      return { platformMessageId: `${chatId}:${sequence}` };
    },
    async check() {
      return { ok: true, message: "Sandbox: messages are simulated and never leave the service", details: { mode: "sandbox", botId: conn.identifiers.botId } };
    },
  };
}
