import { z } from "zod";
import { orderSchema } from "@/lib/ecommerce/schemas";
import { CAMPAIGN_STATUSES, CHANNEL_TYPES, CONSENT_SOURCES, MARKETING_CONSENTS, RECIPIENT_STATUSES } from "@/db/enums";

/**
 * The resources event payloads carry, written once (docs/decisions.md, "Event payloads"): each
 * event type's schema (./registry.ts) is made of these, the presenters (./present.ts) build
 * them, and the OpenAPI document's `webhooks` section publishes them. No server imports, so
 * the registry test and the document builder can load them.
 */

/** Every phone in an event is E.164 with its leading + (the spec's envelope), whatever the API's contact resource stores. */
export const e164Phone = z
  .string()
  .regex(/^\+[1-9]\d{5,14}$/, "must be E.164 with a leading +")
  .meta({ id: "EventPhone", description: "E.164 with a leading + (the API's contact resource stores the same number as digits only)", example: "+15551234567" });

const isoTime = z.iso.datetime({ offset: true });
const id = z.string().min(1);
const person = z.object({ id, name: z.string() });

/** The lowercase channel key (`chatapp`, `webchat`, …) events name their channel by. */
export const eventChannel = z.enum(CHANNEL_TYPES.map((c) => c.toLowerCase()) as [Lowercase<(typeof CHANNEL_TYPES)[number]>, ...Lowercase<(typeof CHANNEL_TYPES)[number]>[]]).meta({ id: "EventChannel" });

/**
 * The contact an event is about: the same three fields in every event (message.*, conversation.*,
 * channel events, widget events); contact.* events carry the whole contact, a superset of these.
 */
export const contactRef = z
  .object({ id, name: z.string().nullable(), phone: e164Phone.nullable() })
  .strict()
  .meta({ id: "EventContactRef", description: "The contact the event is about; contact.* events carry the whole contact (EventContact), of which these are the first fields" });

/** contact.* events: the API's contact without its notes, phone in E.164. */
export const contactResource = z
  .object({
    id,
    name: z.string().nullable(),
    phone: e164Phone.nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    externalId: z.string().nullable(),
    customFields: z.record(z.string(), z.unknown()),
    tagIds: z.array(z.string()),
    tags: z.array(z.object({ id, name: z.string(), color: z.string() })),
    label: z.enum(["HOT_LEAD", "WARM_LEAD", "COLD_LEAD", "FOLLOW_UP", "VIP", "CHURNED", "DO_NOT_CONTACT"]).nullable(),
    status: z.enum(["ACTIVE", "INACTIVE", "ARCHIVED"]),
    lifecycleStage: z.enum(["LEAD", "SUBSCRIBER", "OPPORTUNITY", "CUSTOMER", "REPEAT_CUSTOMER", "EVANGELIST"]),
    assignedAgentId: z.string().nullable(),
    assignedAgent: person.nullable(),
    source: z.string(),
    channelType: z.string().nullable(),
    totalSpent: z.number(),
    orderCount: z.number().int(),
    lastInteractionAt: isoTime.nullable(),
    marketingConsent: z.enum(MARKETING_CONSENTS),
    marketingConsentChangedAt: isoTime.nullable(),
    marketingConsentSource: z.enum(CONSENT_SOURCES).nullable(),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .strict()
  .meta({ id: "EventContact", description: "A contact as contact.* events carry it: the API's contact without notes, phone in E.164" });

/** conversation.* events: the API's conversation with its contact moved to the payload's `contact`. */
export const conversationResource = z
  .object({
    id,
    channel: z.enum(CHANNEL_TYPES),
    inbox: z.object({ id, name: z.string() }).strict().meta({ description: "The inbox (number, page, bot or the website chat) the conversation belongs to" }),
    status: z.enum(["OPEN", "CLOSED", "RESOLVED"]),
    contactId: id,
    platformUserId: z.string().nullable().meta({ description: "The customer's id on the channel where it names people by id (photoapp IGSID, socialchat PSID, botchat chat id, website visitor id); null on chatapp and SMS" }),
    assignedAgent: person.nullable(),
    team: person.nullable().meta({ description: "The team the conversation is with" }),
    labels: z.array(z.object({ id, name: z.string(), color: z.string() }).strict()).meta({ description: "The conversation's labels, by name" }),
    snooze: z
      .object({ until: isoTime.nullable(), untilReply: z.boolean(), since: isoTime })
      .strict()
      .nullable()
      .meta({ description: "Set while the open conversation is snoozed (until a time, or until the customer writes)" }),
    unreadCount: z.number().int(),
    lastMessageAt: isoTime.nullable(),
    lastMessagePreview: z.string().nullable(),
    lastMessageDirection: z.enum(["inbound", "outbound"]).nullable(),
    lastInboundAt: isoTime.nullable(),
    window: z.object({ open: z.boolean(), expiresAt: isoTime.nullable() }),
    createdAt: isoTime,
    updatedAt: isoTime,
    closedAt: isoTime.nullable(),
    resolvedAt: isoTime.nullable(),
  })
  .strict()
  .meta({ id: "EventConversation" });

export const messageError = z.object({ code: z.union([z.string(), z.number()]).optional(), title: z.string().optional(), message: z.string(), details: z.unknown().optional() });

/** message.* and channel events: one message, inbound or outbound, with its delivery status. */
export const messageResource = z
  .object({
    id,
    direction: z.enum(["inbound", "outbound"]),
    type: z.string().meta({ description: "text, template, image, video, audio, voice, document, sticker, location, contacts, button_reply, list_reply, reaction, referral, order, flow_reply, …" }),
    text: z.string().nullable(),
    status: z.enum(["queued", "sent", "delivered", "read", "failed", "received"]),
    platformMessageId: z.string().nullable(),
    platformUserId: z.string().nullable().meta({ description: "The customer's id on the channel (their phone digits on chatapp and SMS)" }),
    content: z.record(z.string(), z.unknown()).nullable().meta({ description: "The type's own content (media, location, buttons, …) as the channel recorded it; null on receipts" }),
    sentAt: isoTime.nullable().meta({ description: "When the customer sent it (inbound) or the platform accepted it (outbound)" }),
    error: messageError.nullable().meta({ description: "Why it failed; null unless status is failed" }),
  })
  .strict()
  .meta({ id: "EventMessage" });

export const campaignResource = z
  .object({
    id,
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    statusReason: z.string().nullable(),
    templateId: z.string().nullable(),
    audienceSize: z.number().int().nullable(),
    excludedOptedOut: z.number().int().nullable(),
    startedAt: isoTime.nullable(),
    finishedAt: isoTime.nullable(),
    counts: z.record(z.enum(RECIPIENT_STATUSES), z.number().int()).nullable().meta({ description: "Recipients per status; on campaign.completed, null on campaign.started" }),
  })
  .strict()
  .meta({ id: "EventCampaign" });

export const visitorResource = z.object({ id, origin: z.string().nullable() }).strict().meta({ id: "EventWidgetVisitor" });

/** order.* and ecommerce.order.*: the API's order, its contact moved to the payload's `contact`, phone in E.164. */
export const orderResource = orderSchema
  .omit({ contact: true })
  .extend({ contactId: z.string().nullable(), phone: e164Phone.nullable() })
  .strict()
  .meta({ id: "EventOrder" });

export const cartResource = z
  .object({
    id,
    connectionId: z.string().nullable(),
    token: z.string().nullable(),
    contactId: z.string().nullable(),
    email: z.string().nullable(),
    phone: e164Phone.nullable(),
    currency: z.string().nullable(),
    total: z.number(),
    lineItems: z.array(z.unknown()),
    lastActivityAt: isoTime,
    abandonedAt: isoTime,
  })
  .strict()
  .meta({ id: "EventCart" });

export const storeCustomerResource = z
  .object({
    id,
    connectionId: z.string(),
    externalId: z.string(),
    email: z.string().nullable(),
    phone: e164Phone.nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    contactId: z.string().nullable(),
  })
  .strict()
  .meta({ id: "EventStoreCustomer" });
