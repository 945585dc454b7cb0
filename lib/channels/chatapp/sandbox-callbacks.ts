import "server-only";
import { randomBytes } from "node:crypto";
import { requireChatappConnection } from "./connection";
import type { Callback } from "@/lib/messaging/chatapp/inbound/callback-schema";
import { processChatappCallback } from "@/lib/messaging/chatapp/inbound/process-callback";
import { receiveChatappMessage } from "@/lib/messaging/chatapp/inbound/receive-message";
import { AppError } from "@/lib/domain/errors";

const now = () => String(Math.floor(Date.now() / 1000));

/** A Cloud API webhook body around one `messages` change, as the platform would post it. */
function callback(wabaId: string, phoneNumberId: string, value: Record<string, unknown>): Callback {
  return {
    object: "whatsapp_business_account",
    entry: [{ id: wabaId, changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550000000", phone_number_id: phoneNumberId }, ...value } }] }],
  };
}

/** The job behind the sandbox's status steps: a status callback through the real processor. */
export async function runSandboxStatus(p: { phoneNumberId: string; wabaId: string; platformMessageId: string; to: string; status: string }) {
  await processChatappCallback(
    callback(p.wabaId, p.phoneNumberId, {
      statuses: [{ id: p.platformMessageId, status: p.status, timestamp: now(), recipient_id: p.to, conversation: { id: "SANDBOX", origin: { type: "service" } }, pricing: { billable: true, pricing_model: "CBP", category: "service" } }],
    }),
  );
}

/** The dashboard's "simulate customer": an inbound text as the platform would deliver it. */
export async function simulateInbound({ companyId, input }: { companyId: string; input: { from: string; name?: string; text: string } }) {
  const conn = await requireChatappConnection({ companyId });
  if (conn.mode !== "sandbox") throw AppError.conflict("Simulating customers needs the sandbox connection; this company is connected live", { reason: "not_sandbox" });
  const message = { from: input.from, id: `wamid.SIMIN${randomBytes(12).toString("hex").toUpperCase()}`, timestamp: now(), type: "text", text: { body: input.text } };
  const result = await receiveChatappMessage({ companyId, message, profileName: input.name });
  if (result.status !== "stored") throw AppError.validation([{ path: "from", message: result.status === "rejected" ? result.reason : "was not stored" }]);
  return { messageId: result.messageId, conversationId: result.conversationId };
}
