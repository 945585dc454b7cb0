import { z } from "zod";
import { leadSchema } from "@/lib/crm/leads/schemas";
import { taskSchema } from "@/lib/crm/tasks/schemas";
import { ticketSchema } from "@/lib/crm/tickets/schemas";
import { EVENT_TYPES, type EventGroup, type EventName } from "../catalog";
import { campaignResource, cartResource, contactRef, orderResource, storeCustomerResource, contactResource, conversationResource, e164Phone, eventChannel, messageResource, visitorResource } from "./resources";
import { env } from "@/lib/config/env";
import { csatReceivedPayload } from "@/lib/csat/event-payload";

/**
 * One payload schema per event type, keyed by event name (docs/decisions.md, "Event payloads").
 * Emitters build payloads with ./present.ts; emit checks them against this registry when
 * EVENT_PAYLOAD_CHECK=strict (the test servers and the domain tests set it); the OpenAPI
 * document publishes each as a `webhooks` entry. A payload is the delivered body's fields
 * beside `id`, `event` and `timestamp` (lib/webhooks/envelope.ts).
 */

export const messageEventPayload = z
  .object({
    channel: eventChannel,
    conversationId: z.string(),
    contact: contactRef,
    message: messageResource,
    campaignId: z.string().optional().meta({ description: "A campaign's send: the campaign it belongs to" }),
    previousStatus: z.string().nullable().optional().meta({ description: "chatapp receipts: the status before this one" }),
    at: z.iso.datetime({ offset: true }).optional().meta({ description: "chatapp receipts: when the platform reported the status" }),
  })
  .strict()
  .meta({ id: "MessageEventPayload", description: "A message, inbound or outbound, and the contact it is with" });

export const conversationEventPayload = z
  .object({ channel: eventChannel, contact: contactRef, conversation: conversationResource })
  .strict()
  .meta({ id: "ConversationEventPayload", description: "A conversation and its contact" });

export const slaEventPayload = z
  .object({
    channel: eventChannel,
    contact: contactRef,
    conversation: conversationResource,
    sla: z
      .object({
        policy: z.object({ id: z.string(), name: z.string() }).strict(),
        metric: z.enum(["first_response", "next_response", "resolution"]),
        dueAt: z.iso.datetime({ offset: true }),
      })
      .strict(),
  })
  .strict()
  .meta({ id: "SlaEventPayload", description: "A conversation whose SLA clock is due soon (sla.warning) or breached (sla.breached), and which clock" });

export const contactEventPayload = z
  .object({
    contact: contactResource,
    changes: z.array(z.string()).optional().meta({ description: "contact.updated: the fields (and CONSENT_CHANGED, TAG_ADDED, TAG_REMOVED) that changed" }),
    source: z.literal("IMPORT").optional().meta({ description: "Present when the change came from an import" }),
  })
  .strict()
  .meta({ id: "ContactEventPayload", description: "The whole contact (without notes) and, on updates, what changed" });

export const campaignEventPayload = z
  .object({ channel: z.literal("chatapp"), campaign: campaignResource })
  .strict()
  .meta({ id: "CampaignEventPayload" });

export const widgetOpenedPayload = z
  .object({ channel: z.literal("webchat"), visitor: visitorResource, contact: contactRef.nullable().meta({ description: "The visitor's contact once they have written or submitted the form; null before" }) })
  .strict()
  .meta({ id: "WidgetOpenedEventPayload" });

export const widgetFormPayload = z
  .object({
    channel: z.literal("webchat"),
    visitor: visitorResource,
    contact: contactRef.nullable(),
    form: z.object({ name: z.string(), email: z.string().nullable(), phone: e164Phone.nullable() }).strict(),
  })
  .strict()
  .meta({ id: "WidgetFormEventPayload" });

export const webEventPayload = z
  .object({
    webEventId: z.string(),
    integration: z.object({ id: z.string(), name: z.string() }).strict(),
    eventName: z.string().nullable(),
    match: z.enum(["MATCHED", "CREATED", "UNMATCHED"]),
    contactId: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).meta({ description: "The body the website posted, as received" }),
  })
  .strict()
  .meta({ id: "WebEventPayload" });

export const orderEventPayload = z
  .object({
    order: orderResource,
    contact: contactRef.nullable().meta({ description: "The order's contact, when it has one" }),
    previousStatus: z.string().optional().meta({ description: "Present when the order's status changed" }),
  })
  .strict()
  .meta({ id: "OrderEventPayload" });

export const cartEventPayload = z.object({ cart: cartResource }).strict().meta({ id: "CartEventPayload" });
export const storeCustomerEventPayload = z.object({ customer: storeCustomerResource }).strict().meta({ id: "StoreCustomerEventPayload" });

const otpBase = { id: z.string(), phone: e164Phone, channel: eventChannel };
export const otpSentPayload = z.object({ otp: z.object({ ...otpBase, messageId: z.string().nullable(), expiresAt: z.iso.datetime({ offset: true }) }).strict() }).strict().meta({ id: "OtpSentEventPayload", description: "Never holds the code" });
export const otpVerifiedPayload = z.object({ otp: z.object({ ...otpBase, verifiedAt: z.iso.datetime({ offset: true }) }).strict() }).strict().meta({ id: "OtpVerifiedEventPayload" });

// Tickets, leads and tasks carry the record as the API presents it, and what changed.
const ticketPayload = (extra: z.ZodRawShape = {}) => z.object({ ticket: ticketSchema, ...extra }).strict();
const taskPayload = (extra: z.ZodRawShape = {}) => z.object({ task: taskSchema, ...extra }).strict();
export const leadCreatedPayload = z.object({ lead: leadSchema }).strict().meta({ id: "LeadCreatedEventPayload" });

/** Catalog events nothing emits yet: integrators may subscribe; the payload is not defined until one does. */
export const notEmittedPayload = z.object({}).catchall(z.unknown()).meta({ id: "NotYetEmittedEventPayload", description: "The service does not emit this event yet; its payload will be defined here when it does" });

export interface PayloadEntry {
  schema: z.ZodType;
  /** false: listed by the catalog, never emitted by the service yet (emit refuses it under the strict check) */
  emitted: boolean;
}

const message: PayloadEntry = { schema: messageEventPayload, emitted: true };
const notEmitted: PayloadEntry = { schema: notEmittedPayload, emitted: false };

/** Whole groups with one shape: every channel event carries the message it came with. */
const BY_GROUP: Partial<Record<EventGroup, PayloadEntry>> = {
  message,
  chatapp: message,
  photoapp: message,
  socialchat: message,
  botchat: message,
  widget: message,
  contact: { schema: contactEventPayload, emitted: true },
  conversation: { schema: conversationEventPayload, emitted: true },
  campaign: { schema: campaignEventPayload, emitted: true },
  web_event: { schema: webEventPayload, emitted: true },
  order: { schema: orderEventPayload, emitted: true },
  sla: { schema: slaEventPayload, emitted: true },
};

const BY_NAME: Partial<Record<EventName, PayloadEntry>> = {
  "widget.chat.opened": { schema: widgetOpenedPayload, emitted: true },
  "widget.form.submitted": { schema: widgetFormPayload, emitted: true },
  "ecommerce.order.created": { schema: orderEventPayload, emitted: true },
  "ecommerce.order.updated": { schema: orderEventPayload, emitted: true },
  "ecommerce.order.paid": { schema: orderEventPayload, emitted: true },
  "ecommerce.order.fulfilled": { schema: orderEventPayload, emitted: true },
  "ecommerce.order.cancelled": { schema: orderEventPayload, emitted: true },
  "ecommerce.order.refunded": { schema: orderEventPayload, emitted: true },
  "ecommerce.cart.abandoned": { schema: cartEventPayload, emitted: true },
  "otp.sent": { schema: otpSentPayload, emitted: true },
  "otp.verified": { schema: otpVerifiedPayload, emitted: true },
  "ecommerce.customer.created": { schema: storeCustomerEventPayload, emitted: true },
  "ticket.created": { schema: ticketPayload().meta({ id: "TicketCreatedEventPayload" }), emitted: true },
  "ticket.assigned": { schema: ticketPayload({ previousAssigneeId: z.string().nullable() }).meta({ id: "TicketAssignedEventPayload" }), emitted: true },
  "ticket.status_changed": { schema: ticketPayload({ previousStatus: z.string() }).meta({ id: "TicketStatusChangedEventPayload" }), emitted: true },
  "lead.created": { schema: leadCreatedPayload, emitted: true },
  "task.created": { schema: taskPayload().meta({ id: "TaskCreatedEventPayload" }), emitted: true },
  "task.assigned": { schema: taskPayload({ previousAssigneeId: z.string().nullable() }).meta({ id: "TaskAssignedEventPayload" }), emitted: true },
  "task.completed": { schema: taskPayload().meta({ id: "TaskCompletedEventPayload" }), emitted: true },
  "csat.received": { schema: csatReceivedPayload, emitted: true },
};

export const EVENT_PAYLOADS: Record<EventName, PayloadEntry> = Object.fromEntries(
  EVENT_TYPES.map((e) => [e.name, BY_NAME[e.name] ?? BY_GROUP[e.group] ?? notEmitted]),
) as Record<EventName, PayloadEntry>;

export class EventPayloadError extends Error {}

/** Throws when the payload does not match its event's schema, naming the event and the paths. */
export function assertEventPayload(event: string, payload: unknown): void {
  const entry = EVENT_PAYLOADS[event as EventName];
  if (!entry) throw new EventPayloadError(`${event} is not in the event catalog`);
  if (!entry.emitted) throw new EventPayloadError(`${event} has no payload schema yet (lib/events/payloads/registry.ts): define one before emitting it`);
  const r = entry.schema.safeParse(payload);
  if (!r.success) {
    const where = r.error.issues.map((i) => `${i.path.join(".") || "(payload)"}: ${i.message}`).join("; ");
    throw new EventPayloadError(`${event} payload does not match its schema: ${where}`);
  }
}

/** EVENT_PAYLOAD_CHECK=strict: emit checks every payload (the test servers and domain tests set it). */
export const payloadCheckOn = () => env().EVENT_PAYLOAD_CHECK === "strict";
