import type { z } from "zod";
import type { PresentedConversation } from "@/lib/conversations/schemas";
import type { OrderView } from "@/lib/ecommerce/schemas";
import type { campaignResource, contactRef, contactResource, conversationResource, eventChannel, messageResource } from "./resources";

/**
 * The presenters every emitter builds its payload with, so one resource has one shape in every
 * event (./resources.ts). Pure functions: the registry test runs them without a database.
 */

type ContactRef = z.infer<typeof contactRef>;
type EventChannel = z.infer<typeof eventChannel>;

/** Stored phones are digits (the API's contact resource); events write them in E.164. */
export function toE164(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  return digits ? `+${digits}` : null;
}

export function presentContactRef(c: { id: string; name?: string | null; phone?: string | null }): ContactRef {
  return { id: c.id, name: c.name ?? null, phone: toE164(c.phone) };
}

/** contact.* events: the API's contact without its notes, phone in E.164; `changes` on updates, `source` on imports. */
export function contactEventPayload(contact: { notes?: unknown; phone: string | null } & Omit<z.infer<typeof contactResource>, "phone">, changes?: string[]) {
  const { notes: _notes, ...rest } = contact;
  return { contact: { ...rest, phone: toE164(contact.phone) }, ...(changes ? { changes } : {}) };
}

/** conversation.* events: the conversation, and its contact as every event carries a contact. */
export function conversationEventPayload(conversation: PresentedConversation) {
  // The SLA travels in sla.* events of its own, not in every conversation event.
  const { contact, sla: _sla, ...rest } = conversation;
  const body: z.infer<typeof conversationResource> = { ...rest, contactId: contact.id, platformUserId: contact.platformUserId };
  return { channel: conversation.channel.toLowerCase() as EventChannel, contact: presentContactRef(contact), conversation: body };
}

export interface MessageFacts {
  id: string;
  direction: "inbound" | "outbound";
  type: string;
  text: string | null;
  status: z.infer<typeof messageResource>["status"];
  platformMessageId: string | null;
  platformUserId?: string | null;
  content?: Record<string, unknown> | null;
  sentAt?: Date | string | null;
  error?: z.infer<typeof messageResource>["error"];
}

/** message.*, the channel events (chatapp.*, photoapp.*, …) and their receipts: one shape. */
export function messageEventPayload(p: { channel: string; conversationId: string; contact: { id: string; name?: string | null; phone?: string | null }; message: MessageFacts }) {
  const m = p.message;
  const sentAt = m.sentAt instanceof Date ? m.sentAt.toISOString() : (m.sentAt ?? null);
  return {
    channel: p.channel.toLowerCase() as EventChannel,
    conversationId: p.conversationId,
    contact: presentContactRef(p.contact),
    message: {
      id: m.id,
      direction: m.direction,
      type: m.type,
      text: m.text,
      status: m.status,
      platformMessageId: m.platformMessageId,
      platformUserId: m.platformUserId ?? null,
      content: m.content ?? null,
      sentAt,
      error: m.error ?? null,
    } satisfies z.infer<typeof messageResource>,
  };
}

export function campaignEventPayload(c: Omit<z.infer<typeof campaignResource>, "counts" | "startedAt" | "finishedAt"> & { startedAt: Date | null; finishedAt: Date | null }, counts?: Record<string, number>) {
  return {
    channel: "chatapp" as const,
    campaign: {
      id: c.id,
      name: c.name,
      status: c.status,
      statusReason: c.statusReason,
      templateId: c.templateId,
      audienceSize: c.audienceSize,
      excludedOptedOut: c.excludedOptedOut,
      startedAt: c.startedAt?.toISOString() ?? null,
      finishedAt: c.finishedAt?.toISOString() ?? null,
      counts: (counts as z.infer<typeof campaignResource>["counts"]) ?? null,
    },
  };
}

/** widget.chat.opened / widget.form.submitted: the visitor, and their contact once there is one. */
export function widgetEventPayload(p: { visitor: { id: string; origin?: string | null }; contact: { id: string; name?: string | null; phone?: string | null } | null }) {
  return { channel: "webchat" as const, visitor: { id: p.visitor.id, origin: p.visitor.origin ?? null }, contact: p.contact ? presentContactRef(p.contact) : null };
}

/** order.* and ecommerce.order.*: the order (its phone in E.164, contactId instead of a nested contact) and its contact. */
export function orderEventPayload(order: OrderView, contact: { id: string; name?: string | null; phone?: string | null } | null, previousStatus?: string) {
  const { contact: _nested, ...rest } = order;
  return {
    order: { ...rest, contactId: order.contact?.id ?? contact?.id ?? null, phone: toE164(order.phone) },
    contact: contact ? presentContactRef(contact) : null,
    ...(previousStatus ? { previousStatus } : {}),
  };
}
