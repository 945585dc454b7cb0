import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "@/db/client";
import { enqueue } from "@/lib/jobs/enqueue";
import { CloudApiError } from "@/lib/messaging/chatapp/cloud-api-error";
import type { ChatappConnection } from "./connection";
import type { ChatappProvider } from "./provider-types";
import { sandboxTemplateProvider } from "./sandbox-templates";

export const SANDBOX_STATUS_TASK = "chatapp:sandbox-status";

// When the simulated phone reports each step after the platform accepted the message.
const STEPS = [
  { status: "sent", afterMs: 300 },
  { status: "delivered", afterMs: 1000 },
  { status: "read", afterMs: 2200 },
] as const;

export const sandboxMessageId = () => `wamid.SANDBOX${randomBytes(12).toString("hex").toUpperCase()}`;

/**
 * The built-in stand-in for the platform: accepts sends and answers message ids like the
 * Cloud API, fails numbers ending in 0000 with the platform's undeliverable error, and
 * reports sent → delivered → read through the same callback code path real statuses take.
 */
export function sandboxProvider(conn: ChatappConnection): ChatappProvider {
  return {
    async sendMessage(body) {
      if (body.to.endsWith("0000")) {
        throw new CloudApiError({
          httpStatus: 400,
          code: 131026,
          type: "OAuthException",
          message: "Message undeliverable",
          details: "Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number (sandbox: numbers ending in 0000 always fail).",
          fbtraceId: `SANDBOX${randomBytes(6).toString("hex")}`,
        });
      }
      return { platformMessageId: sandboxMessageId() };
    },
    async markRead() {},
    templates: sandboxTemplateProvider(conn.wabaId),
    async uploadMedia() {
      return { mediaId: `${Date.now()}${randomBytes(4).readUInt32BE(0)}` };
    },
    async check() {
      return { ok: true, message: "Sandbox: messages are simulated and never leave the service", details: { mode: "sandbox", phoneNumberId: conn.phoneNumberId } };
    },
    async afterAccepted(tx: Tx, sent) {
      for (const step of STEPS) {
        await enqueue(tx, SANDBOX_STATUS_TASK, { phoneNumberId: conn.phoneNumberId, wabaId: conn.wabaId, platformMessageId: sent.platformMessageId, to: sent.to, status: step.status }, { runAt: new Date(Date.now() + step.afterMs) });
      }
    },
  };
}
