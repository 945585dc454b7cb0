import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "@/db/client";
import { enqueue } from "@/lib/jobs/enqueue";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import type { ChannelProvider, StoredConnection } from "../types";

export const GRAPH_SANDBOX_RECEIPT_TASK = "channels:sandbox-receipt";

export interface SandboxReceipt {
  channel: StoredConnection["channel"];
  /** The webhook's `object` ("instagram", "page"). */
  object: string;
  routingId: string;
  recipient: string;
  platformMessageId: string;
  status: "delivered" | "read";
}

/**
 * The built-in stand-in for a Graph messaging platform: accepts sends with message ids shaped
 * like the platform's, refuses recipients ending in 0000 as the platform refuses an unknown
 * user, and reports the receipts it sends through the same callback path real ones take.
 */
export function graphSandboxProvider(conn: StoredConnection, opts: { platform: string; object: string; midPrefix: string; receipts: { status: "delivered" | "read"; afterMs: number }[] }): ChannelProvider {
  return {
    async send(body) {
      const recipient = String((body.recipient as { id?: string } | undefined)?.id ?? "");
      if (recipient.endsWith("0000")) {
        throw new CloudApiError({ platform: opts.platform, httpStatus: 400, code: 100, subcode: 2018001, type: "OAuthException", message: "No matching user found", details: `(sandbox: ${opts.platform} users ending in 0000 always fail)`, fbtraceId: `SANDBOX${randomBytes(6).toString("hex")}` });
      }
      return { platformMessageId: `${opts.midPrefix}${randomBytes(18).toString("base64url")}` };
    },
    async check() {
      return { ok: true, message: "Sandbox: messages are simulated and never leave the service", details: { mode: "sandbox", ...conn.identifiers } };
    },
    async afterAccepted(tx: Tx, sent) {
      for (const r of opts.receipts) {
        const receipt: SandboxReceipt = { channel: conn.channel, object: opts.object, routingId: conn.routingId ?? "", recipient: sent.recipient, platformMessageId: sent.platformMessageId, status: r.status };
        await enqueue(tx, GRAPH_SANDBOX_RECEIPT_TASK, receipt, { runAt: new Date(Date.now() + r.afterMs) });
      }
    },
  };
}

/** The platform's receipt callback for a sandbox send, as it would post it. */
export function receiptCallback(r: SandboxReceipt) {
  const now = Date.now();
  const event = r.status === "read" ? (r.object === "page" ? { read: { watermark: now } } : { read: { mid: r.platformMessageId } }) : { delivery: { mids: [r.platformMessageId], watermark: now } };
  return { object: r.object, entry: [{ id: r.routingId, time: now, messaging: [{ sender: { id: r.recipient }, recipient: { id: r.routingId }, timestamp: now, ...event }] }] };
}
