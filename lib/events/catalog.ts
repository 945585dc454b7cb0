/**
 * Every event the service emits: the spec's catalog by group, plus the `ecommerce.*` set the
 * spec only hints at (docs/decisions.md). Webhook subscriptions match these names exactly,
 * by `*`, or by a group prefix such as `chatapp.*` or `ecommerce.order.*`.
 */
const CATALOG = {
  message: {
    "message.received": "A new message was received on any channel",
    "message.sent": "A message was sent on any channel",
    "message.status_updated": "An outbound message was delivered, read or failed",
  },
  contact: {
    "contact.created": "A contact was created",
    "contact.updated": "A contact was updated",
  },
  conversation: {
    "conversation.opened": "A conversation was opened",
    "conversation.closed": "A conversation was closed or resolved",
    "conversation.assigned": "A conversation was assigned to an agent",
    "conversation.created": "A new conversation started on any channel",
    "conversation.resolved": "A conversation was resolved or closed by an agent, AI or automation",
  },
  sla: {
    "sla.warning": "A conversation's SLA clock (first response, next response or resolution) is due soon",
    "sla.breached": "A conversation's SLA clock passed its due time unmet",
  },
  order: {
    "order.created": "An order was created",
    "order.updated": "An order's status changed",
    "order.completed": "An order was completed",
    "order.cancelled": "An order was cancelled",
  },
  campaign: {
    "campaign.started": "A campaign started sending",
    "campaign.completed": "A campaign finished",
  },
  agent: {
    "agent.response": "An AI agent responded",
  },
  chatapp: {
    "chatapp.message.received": "A text message was received on chatapp",
    "chatapp.media.received": "An image, video, audio, document or sticker was received on chatapp",
    "chatapp.voice.received": "A voice note was received on chatapp",
    "chatapp.location.received": "A location was received on chatapp",
    "chatapp.contact_card.received": "A contact card was received on chatapp",
    "chatapp.reaction.received": "A reaction was received on chatapp",
    "chatapp.button.clicked": "A reply button was tapped on chatapp",
    "chatapp.list.selected": "A list row was selected on chatapp",
    "chatapp.template.reply": "A template quick-reply button was tapped on chatapp",
    "chatapp.flow.completed": "A chatapp Flow was submitted",
    "chatapp.order.placed": "A cart was sent from the chatapp catalog",
    "chatapp.referral.received": "A conversation started from a click-to-chat ad",
    "chatapp.message.status_changed": "An outbound chatapp message was sent, delivered, read or failed",
  },
  photoapp: {
    "photoapp.message.received": "A message was received on photoapp",
    "photoapp.media.received": "Media was received on photoapp",
    "photoapp.reaction.received": "A reaction was received on photoapp",
    "photoapp.button.clicked": "A button or quick reply was tapped on photoapp",
    "photoapp.story.reply": "A customer replied to a story",
    "photoapp.story.mention": "A customer mentioned the account in a story",
    "photoapp.referral.received": "A conversation started from a photoapp referral",
    "photoapp.first.inbound": "A customer's first message ever on photoapp",
  },
  socialchat: {
    "socialchat.message.received": "A message was received on socialchat",
    "socialchat.media.received": "Media was received on socialchat",
    "socialchat.voice.received": "A voice message was received on socialchat",
    "socialchat.location.received": "A location was received on socialchat",
    "socialchat.reaction.received": "A reaction was received on socialchat",
    "socialchat.button.clicked": "A button was tapped on socialchat",
    "socialchat.template.reply": "A template reply was received on socialchat",
    "socialchat.referral.received": "A conversation started from a socialchat referral",
    "socialchat.first.inbound": "A customer's first message ever on socialchat",
  },
  botchat: {
    "botchat.message.received": "A message was received on botchat",
    "botchat.media.received": "Media was received on botchat",
    "botchat.location.received": "A location was received on botchat",
    "botchat.command.received": "A /command was received on botchat",
    "botchat.button.clicked": "An inline button was tapped on botchat",
    "botchat.first.inbound": "A customer's first message ever on botchat",
  },
  widget: {
    "widget.chat.opened": "A visitor opened the website chat",
    "widget.message.received": "A message was received in the website chat",
    "widget.media.received": "Media was received in the website chat",
    "widget.button.clicked": "A button was clicked in the website chat",
    "widget.form.submitted": "A form was submitted in the website chat",
    "widget.first.inbound": "A visitor's first message ever in the website chat",
  },
  lead: {
    "lead.created": "A lead was created",
  },
  ticket: {
    "ticket.created": "A ticket was created",
    "ticket.assigned": "A ticket was assigned",
    "ticket.status_changed": "A ticket's status changed",
  },
  csat: {
    "csat.received": "A customer rated a resolved conversation (a satisfaction survey's answer, or its comment)",
  },
  task: {
    "task.created": "A task was created",
    "task.assigned": "A task was assigned",
    "task.completed": "A task was completed",
  },
  otp: {
    "otp.sent": "A one-time code was sent (the event never holds the code)",
    "otp.verified": "A one-time code was verified",
  },
  web_event: {
    "web_event.received": "The website sent a tracked event",
  },
  ecommerce: {
    "ecommerce.order.created": "A store order was created",
    "ecommerce.order.updated": "A store order changed",
    "ecommerce.order.paid": "A store order was paid",
    "ecommerce.order.fulfilled": "A store order was fulfilled (shipped or delivered)",
    "ecommerce.order.cancelled": "A store order was cancelled",
    "ecommerce.order.refunded": "A store order was refunded in full or in part",
    "ecommerce.cart.abandoned": "A store cart was abandoned",
    "ecommerce.customer.created": "A store customer was created",
  },
} as const;

type Catalog = typeof CATALOG;
export type EventGroup = keyof Catalog;
export type EventName = { [G in EventGroup]: keyof Catalog[G] }[EventGroup] & string;

export interface EventType {
  name: EventName;
  group: EventGroup;
  description: string;
}

export const EVENT_TYPES: readonly EventType[] = Object.entries(CATALOG).flatMap(([group, events]) =>
  Object.entries(events).map(([name, description]) => ({ name: name as EventName, group: group as EventGroup, description })),
);

const NAMES = new Set<string>(EVENT_TYPES.map((e) => e.name));

export function isEventName(name: string): name is EventName {
  return NAMES.has(name);
}

/**
 * Patterns a subscription may use: an exact name, `*`, or `<prefix>.*` where the prefix is a
 * dotted head shared by at least one event (so `chatapp.*` and `ecommerce.order.*` work).
 */
export function isValidEventPattern(pattern: string): boolean {
  if (pattern === "*" || NAMES.has(pattern)) return true;
  if (!pattern.endsWith(".*")) return false;
  const prefix = pattern.slice(0, -1);
  return EVENT_TYPES.some((e) => e.name.startsWith(prefix));
}

export function eventMatches(pattern: string, event: string): boolean {
  if (pattern === "*" || pattern === event) return true;
  return pattern.endsWith(".*") && event.startsWith(pattern.slice(0, -1));
}
