import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { callbackSchema, parseMessagesValue, type Callback } from "@/lib/channels/chatapp/messaging/inbound/callback-schema";
import { processChatappCallback } from "@/lib/channels/chatapp/messaging/inbound/process-callback";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import type { SimulatedInbound, SimulatedResult } from "../types";
import type { SandboxStatusJob } from "./sandbox-provider";

const now = () => String(Math.floor(Date.now() / 1000));

/** A Cloud API webhook body around one `messages` change, as the platform would post it. */
export function chatappCallback(wabaId: string, phoneNumberId: string, value: Record<string, unknown>): Callback {
  return {
    object: "whatsapp_business_account",
    entry: [{ id: wabaId, changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550000000", phone_number_id: phoneNumberId }, ...value } }] }],
  };
}

/**
 * A sandbox status step as the platform posts it: one callback with a status per send. Jobs
 * queued before the sandbox batched its sends carry a single one.
 */
export function sandboxStatusCallback(p: SandboxStatusJob): Callback {
  const sends = "sends" in p ? p.sends : [{ platformMessageId: p.platformMessageId, to: p.to }];
  const timestamp = now();
  return chatappCallback(p.wabaId, p.phoneNumberId, {
    statuses: sends.map((s) => ({ id: s.platformMessageId, status: p.status, timestamp, recipient_id: s.to, conversation: { id: "SANDBOX", origin: { type: "service" } }, pricing: { billable: true, pricing_model: "CBP", category: "service" } })),
  });
}

/** The job behind a sandbox status step: its callback through the real processor. */
export async function runSandboxStatus(p: SandboxStatusJob) {
  await processChatappCallback(sandboxStatusCallback(p));
}

/** The simulated customer's text as the platform would deliver it (routed by the sandbox's phone-number id). */
export function simulatedCustomerCallback(phoneNumberId: string, input: SimulatedInbound): Callback {
  const message = { from: input.from, id: `wamid.SIMIN${randomBytes(12).toString("hex").toUpperCase()}`, timestamp: now(), type: "text", text: { body: input.text } };
  return chatappCallback(`sandbox-waba`, phoneNumberId, { contacts: [{ wa_id: input.from, profile: { name: input.name } }], messages: [message] });
}

/**
 * The dashboard's "simulate customer": the callback's message stored by the code real
 * callbacks take (receive-message.ts), answered with what it made.
 */
export async function simulateChatappCustomer(inbox: { companyId: string; inboxId: string }, input: SimulatedInbound, callback: unknown): Promise<SimulatedResult> {
  const { companyId } = inbox;
  const body = callbackSchema.parse(callback);
  const value = parseMessagesValue(body.entry[0]?.changes[0]?.value);
  const message = value.success ? value.data.messages?.[0] : undefined;
  if (!message) throw new Error("the simulated callback holds no message");
  const result = await receiveChatappMessage({ ...inbox, message, profileName: input.name });
  if (result.status === "rejected") throw AppError.validation([{ path: "from", message: result.reason }]);
  if (result.status !== "stored") throw AppError.conflict("The simulated message was not stored", { reason: "duplicate" });
  const [conv] = await getDb().select({ contactId: conversations.contactId }).from(conversations).where(inCompany(conversations, { companyId }, eq(conversations.id, result.conversationId)));
  return { messageId: result.messageId, conversationId: result.conversationId, contactId: conv.contactId };
}
