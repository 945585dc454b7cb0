import "server-only";
import { randomBytes } from "node:crypto";
import { enqueue } from "@/lib/jobs/enqueue";
import type { ChannelProvider, StoredConnection } from "../types";

export const SMS_SANDBOX_STATUS_TASK = "channels:sms-sandbox-status";

export interface SmsSandboxStatus {
  to: string;
  from: string;
  messageSid: string;
  status: "delivered" | "undelivered";
}

/** The status callback the gateway would post, as form parameters. */
export function sandboxStatusCallback(s: SmsSandboxStatus): Record<string, string> {
  return {
    MessageSid: s.messageSid,
    SmsSid: s.messageSid,
    AccountSid: "ACsandbox",
    From: s.from,
    To: s.to,
    MessageStatus: s.status,
    SmsStatus: s.status,
    ApiVersion: "2010-04-01",
    ...(s.status === "undelivered" ? { ErrorCode: "30003", ErrorMessage: "Unreachable destination handset" } : {}),
  };
}

/**
 * The built-in stand-in for the gateway: accepts every send with an SM… id, then reports it
 * delivered through the real callback path a second later; numbers ending in 0000 come back
 * undelivered (30003, unreachable handset), as a carrier would say.
 */
export function smsSandboxProvider(conn: StoredConnection): ChannelProvider {
  return {
    async send() {
      return { platformMessageId: `SM${randomBytes(16).toString("hex")}` };
    },
    async check() {
      return { ok: true, message: "Sandbox: messages are simulated and never leave the service", details: { mode: "sandbox", phoneNumber: conn.identifiers.phoneNumber } };
    },
    async afterAccepted(tx, sent) {
      const status: SmsSandboxStatus = { to: `+${sent.recipient}`, from: conn.identifiers.phoneNumber, messageSid: sent.platformMessageId, status: sent.recipient.endsWith("0000") ? "undelivered" : "delivered" };
      await enqueue(tx, SMS_SANDBOX_STATUS_TASK, status, { runAt: new Date(Date.now() + 1000) });
    },
  };
}
