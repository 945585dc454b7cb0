// The chatapp provider's interfaces, apart from the factory (provider.ts) that picks an implementation.
import type { Tx } from "@/db/client";
import type { CloudMessageBody } from "@/lib/channels/chatapp/messaging/cloud-types";
import type { TemplatePage } from "@/lib/channels/chatapp/messaging/cloud-template-client";
import type { CloudTemplate } from "@/lib/templates/components";

export interface ConnectionCheck {
  ok: boolean;
  message: string;
  details?: Record<string, unknown>;
}

/** The business account's templates on the platform (POST/GET/DELETE /{waba-id}/message_templates). */
export interface TemplateProvider {
  create(template: CloudTemplate): Promise<{ platformTemplateId: string; status: string }>;
  list(after?: string | null): Promise<TemplatePage>;
  /** Every language of the name. */
  delete(name: string): Promise<void>;
  /** A header or card sample for review; answers the resumable-upload handle. */
  uploadSample(file: { bytes: Buffer; mimeType: string; filename: string }): Promise<{ handle: string }>;
}

/**
 * What the service needs from the chatapp platform. Failures throw CloudApiError (the
 * platform's error object, typed), from the real Cloud API and the sandbox alike.
 */
export interface ChatappProvider {
  sendMessage(body: CloudMessageBody): Promise<{ platformMessageId: string }>;
  /** With `typing`, the platform's typing indicator rides on the read mark. */
  markRead(platformMessageId: string, opts?: { typing?: boolean }): Promise<void>;
  uploadMedia(file: { bytes: Buffer; mimeType: string; filename?: string }): Promise<{ mediaId: string }>;
  check(): Promise<ConnectionCheck>;
  templates: TemplateProvider;
  /**
   * Runs in the transaction that records an accepted send. The sandbox schedules its
   * sent/delivered/read callbacks here, so they can never arrive before the message id is stored.
   * Takes every send the transaction records (a campaign settles hundreds at once).
   */
  afterAccepted?(tx: Tx, sent: { platformMessageId: string; to: string }[]): Promise<void>;
}
