import type { EventName } from "../catalog";
import { csatEventPayload } from "@/lib/csat/present";
import { presentLead } from "@/lib/crm/leads/present";
import { presentTask } from "@/lib/crm/tasks/present";
import { presentTicket } from "@/lib/crm/tickets/present";
import { EVENT_PAYLOADS } from "./registry";
import { campaignEventPayload, contactEventPayload, conversationEventPayload, messageEventPayload, orderEventPayload, toE164, widgetEventPayload } from "./present";

/**
 * Representative payloads of every emitted event, built by the real presenters from rows as the
 * domain reads them: the registry test checks them against the schemas, and tests that write
 * the outbox directly (its mechanics, not a domain change) emit these instead of made-up shapes.
 */

const at = "2026-01-02T03:04:05.000Z";

export function sampleContact(over: { id?: string; name?: string; phone?: string | null; email?: string | null } = {}) {
  return {
    id: over.id ?? "ct_sample",
    name: over.name ?? "Ana Lima",
    firstName: "Ana",
    lastName: "Lima",
    phone: over.phone === undefined ? "15551234567" : over.phone,
    email: over.email === undefined ? "ana@example.com" : over.email,
    avatar: null,
    externalId: null,
    customFields: { plan: "gold" },
    tagIds: ["tag_1"],
    tags: [{ id: "tag_1", name: "VIP", color: "#ff0000" }],
    label: null,
    status: "ACTIVE" as const,
    lifecycleStage: "LEAD" as const,
    assignedAgentId: null,
    assignedAgent: null,
    notes: "internal",
    source: "MANUAL",
    channelType: null,
    totalSpent: 0,
    orderCount: 0,
    lastInteractionAt: null,
    marketingConsent: "OPTED_IN" as const,
    marketingConsentChangedAt: null,
    marketingConsentSource: null,
    createdAt: at,
    updatedAt: at,
  };
}

export function sampleContactPayload(over: Parameters<typeof sampleContact>[0] = {}, changes?: string[]) {
  return contactEventPayload(sampleContact(over), changes);
}

const conversation = {
  id: "cnv_sample",
  channel: "CHATAPP" as const,
  inbox: { id: "chn_sample", name: "Sales (+1 555 010 0000)" },
  status: "OPEN" as const,
  contact: { id: "ct_sample", name: "Ana Lima", phone: "15551234567", email: null, avatar: null, platformUserId: null },
  assignedAgent: { id: "usr_1", name: "Sam" },
  team: { id: "team_1", name: "Support" },
  labels: [{ id: "lbl_1", name: "billing", color: "#1f6feb" }],
  snooze: null,
  unreadCount: 1,
  lastMessageAt: at,
  lastMessagePreview: "hi",
  lastMessageDirection: "inbound" as const,
  lastInboundAt: at,
  window: { open: true, expiresAt: "2026-01-03T03:04:05.000Z" },
  createdAt: at,
  updatedAt: at,
  closedAt: null,
  resolvedAt: null,
};

export function sampleMessagePayload(over: { contact?: { id: string; name: string | null; phone: string | null }; channel?: string } = {}) {
  return messageEventPayload({
    channel: over.channel ?? "chatapp",
    conversationId: "cnv_sample",
    contact: over.contact ?? { id: "ct_sample", name: "Ana Lima", phone: "15551234567" },
    message: { id: "msg_sample", direction: "inbound", type: "text", text: "Where is my parcel?", status: "received", platformMessageId: "wamid.SAMPLE", platformUserId: "15551234567", content: { body: "Where is my parcel?" }, sentAt: new Date(at) },
  });
}

const campaign = { id: "cmp_1", name: "Spring sale", status: "COMPLETED" as const, statusReason: null, templateId: "tpl_1", audienceSize: 2, excludedOptedOut: 0, startedAt: new Date(at), finishedAt: new Date(at) };

const order = {
  id: "ord_1", orderNumber: "#1001", source: "SHOPIFY", connectionId: "stc_1", externalId: "450789469", contact: { id: "ct_sample", name: "Ana Lima" },
  customerId: "scu_1", email: "ana@example.com", phone: "15551234567", customerName: "Ana Lima", currency: "USD",
  subtotal: 10, totalTax: 1, totalShipping: 2, totalDiscounts: 0, total: 13, refundedAmount: 0,
  status: "PROCESSING" as const, financialStatus: "PAID" as const, fulfillmentStatus: "UNFULFILLED" as const,
  lineItems: [{ id: "li_1", productId: "p1", variantId: null, sku: null, title: "Mug", variantTitle: null, quantity: 1, price: 10 }],
  shippingAddress: null, trackingNumber: null, trackingUrl: null, note: null, placedAt: at, cancelledAt: null, createdAt: at, updatedAt: at,
};

const when = new Date(at);
const ticketRow = { t: { id: "tkt_1", subject: "Parcel late", description: null, priority: "HIGH", status: "OPEN", contactId: "ct_sample", conversationId: null, assigneeId: "usr_1", slaDueAt: when, resolvedAt: null, closedAt: null, createdById: "usr_1", createdAt: when, updatedAt: when }, contactName: "Ana Lima", assigneeName: "Ada" };
const taskRow = { k: { id: "tsk_1", title: "Call back", description: null, dueAt: when, status: "OPEN", completedAt: null, contactId: "ct_sample", conversationId: null, ticketId: "tkt_1", leadId: null, assigneeId: null, createdById: "usr_1", createdAt: when, updatedAt: when }, contactName: "Ana Lima", assigneeName: null };
const leadRow = { l: { id: "led_1", title: "Annual plan", value: "1200.00", currency: "USD", stage: "NEW", source: "website", lostReason: null, contactId: "ct_sample", conversationId: null, assigneeId: null, closedAt: null, createdById: "usr_1", createdAt: when, updatedAt: when }, contactName: "Ana Lima", assigneeName: null };

const SAMPLES: Record<string, () => unknown> = {
  "ticket.created": () => ({ ticket: presentTicket(ticketRow as never) }),
  "ticket.assigned": () => ({ ticket: presentTicket(ticketRow as never), previousAssigneeId: null }),
  "ticket.status_changed": () => ({ ticket: presentTicket(ticketRow as never), previousStatus: "OPEN" }),
  "lead.created": () => ({ lead: presentLead(leadRow as never) }),
  "task.created": () => ({ task: presentTask(taskRow as never) }),
  "task.assigned": () => ({ task: presentTask(taskRow as never), previousAssigneeId: "usr_2" }),
  "task.completed": () => ({ task: presentTask(taskRow as never) }),
  "csat.received": () => csatEventPayload({ id: "csat_1", conversation_id: "cnv_1", inbox_id: "inb_1", contact_id: "ct_sample", channel: "CHATAPP", agent_id: "usr_1", team_id: null, rating: 5, comment: "Quick and kind", answered_at: when }, false),
  "otp.sent": () => ({ otp: { id: "otp_1", phone: toE164("15551234567"), channel: "chatapp", messageId: "msg_1", expiresAt: at } }),
  "otp.verified": () => ({ otp: { id: "otp_1", phone: toE164("15551234567"), channel: "chatapp", verifiedAt: at } }),
  order: () => orderEventPayload(order as never, { id: "ct_sample", name: "Ana Lima", phone: "15551234567" }, "PENDING"),
  "ecommerce.cart.abandoned": () => ({ cart: { id: "crt_1", connectionId: "stc_1", token: "tok", contactId: null, email: null, phone: toE164("15551234567"), currency: "USD", total: 13, lineItems: [], lastActivityAt: at, abandonedAt: at } }),
  "ecommerce.customer.created": () => ({ customer: { id: "scu_1", connectionId: "stc_1", externalId: "207119551", email: "ana@example.com", phone: toE164("15551234567"), firstName: "Ana", lastName: "Lima", contactId: "ct_sample" } }),
  message: () => sampleMessagePayload(),
  contact: () => sampleContactPayload({}, ["name"]),
  conversation: () => conversationEventPayload(conversation),
  sla: () => ({ ...conversationEventPayload(conversation), sla: { policy: { id: "sla_1", name: "Standard support" }, metric: "first_response", dueAt: at } }),
  campaign: () => campaignEventPayload(campaign, { PENDING: 0, CLAIMED: 0, SKIPPED: 0, SENT: 1, DELIVERED: 1, READ: 0, FAILED: 0, REPLIED: 0 }),
  "widget.chat.opened": () => widgetEventPayload({ visitor: { id: "wv_1", origin: "https://shop.example" }, contact: null }),
  "widget.form.submitted": () => ({ ...widgetEventPayload({ visitor: { id: "wv_1", origin: null }, contact: { id: "ct_sample", name: "Ana", phone: "15551234567" } }), form: { name: "Ana", email: null, phone: toE164("15551234567") } }),
  web_event: () => ({ webEventId: "wev_1", integration: { id: "wei_1", name: "Shop" }, eventName: "checkout", match: "MATCHED", contactId: "ct_sample", data: { event: "checkout" } }),
};

/** A payload for the event as its emitter builds it; undefined for events nothing emits yet. */
export function samplePayload(event: EventName): unknown {
  if (!EVENT_PAYLOADS[event].emitted) return undefined;
  const group = event.split(".")[0];
  const kind = SAMPLES[event] ? event : event.startsWith("ecommerce.order.") ? "order" : ["message", "chatapp", "photoapp", "socialchat", "botchat", "widget"].includes(group) ? "message" : group;
  const build = SAMPLES[kind];
  if (!build) throw new Error(`no sample payload for ${event}: add one to lib/events/payloads/samples.ts`);
  return build();
}
