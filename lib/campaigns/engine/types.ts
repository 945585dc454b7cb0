import type { ChatappProvider } from "@/lib/channels/chatapp/provider-types";
import type { CloudMessageBody } from "@/lib/channels/chatapp/messaging/cloud-types";

/** One recipient's send, claimed and prepared (message row written as queued). */
export interface ClaimedSend {
  recipientId: string;
  companyId: string;
  campaignId: string;
  contactId: string;
  contactName: string;
  conversationId: string;
  /** Our message id: the idempotency key, sent as biz_opaque_callback_data. */
  messageId: string;
  phone: string;
  /** When this send may go (epoch ms): the campaign's pace spread over the claimed second. */
  slotAt: number;
  body: CloudMessageBody;
  text: string;
  content: Record<string, unknown>;
  provider: ChatappProvider;
  /** For the outcome: retry by itself after a retryable failure while attempts last. */
  autoRetry: boolean;
  attempts: number;
  maxRetries: number;
}

export type SendOutcome =
  | { kind: "sent"; platformMessageId: string }
  /** Throughput error: back to PENDING untouched, the number backs off. */
  | { kind: "requeue" }
  | { kind: "failed" | "retry"; category: string; code: string | null; message: string; error: Record<string, unknown>; retryAt?: Date };

export type SettleItem = Pick<ClaimedSend, "recipientId" | "companyId" | "campaignId" | "contactId" | "contactName" | "conversationId" | "messageId" | "phone" | "text" | "content"> & {
  outcome: SendOutcome;
  provider?: ChatappProvider;
};

/** A recipient as a claim returns it, with its contact's facts (contact_found false when the contact is gone). */
export type ClaimedRow = {
  id: string;
  contact_id: string;
  phone: string;
  message_id: string;
  attempts: number;
  contact_found: boolean;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  contact_phone: string | null;
  custom_fields: Record<string, unknown> | null;
};
