import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "@/db/client";
import { enqueue } from "@/lib/jobs/enqueue";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
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

/** One step's statuses for the sends of one transaction; older jobs carried a single send. */
export type SandboxStatusJob = { phoneNumberId: string; wabaId: string; status: string } & (
  | { sends: { platformMessageId: string; to: string }[] }
  | { platformMessageId: string; to: string }
);

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
      if (!sent.length) return;
      // One job per step for everything this transaction accepted, as the platform batches
      // statuses in one callback: a campaign's settle of 200 sends adds three jobs, not 600,
      // and so never queues other jobs (a webhook's retry) behind its simulated ticks.
      // Only the two fields go into the stored job payload, whatever else a caller's objects carry.
      const sends = sent.map((s) => ({ platformMessageId: s.platformMessageId, to: s.to }));
      for (const step of STEPS) {
        const job: SandboxStatusJob = { phoneNumberId: conn.phoneNumberId, wabaId: conn.wabaId, status: step.status, sends };
        await enqueue(tx, SANDBOX_STATUS_TASK, job, { runAt: new Date(Date.now() + step.afterMs) });
      }
    },
  };
}
