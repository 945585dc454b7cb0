import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { channelConnections, contacts, conversationSlas, conversations, slaPolicies, teams, users, type Message } from "@/db/schema";
import { presentConversationSla } from "@/lib/sla/present";
import type { LabelRef } from "@/lib/labels/schemas";
import type { PresentedConversation, PresentedMessage } from "./schemas";

export const WINDOW_MS = 24 * 60 * 60 * 1000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The 24-hour customer-service window, from the customer's last inbound message. */
export function windowOf(lastInboundAt: Date | null, now = Date.now()) {
  const expires = lastInboundAt ? lastInboundAt.getTime() + WINDOW_MS : null;
  return { open: expires !== null && expires > now, expiresAt: expires ? new Date(expires).toISOString() : null };
}

// The conversation's labels by name, in the same statement as the row (lib/labels).
const conversationLabelsSql = sql<LabelRef[]>`coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) order by lower(l.name)) from conversation_labels cl join labels l on l.id = cl.label_id where cl.conversation_id = ${conversations.id}), '[]'::json)`;

/** The select every conversation read uses: the row, its contact, its inbox, its assignee's and its team's names. */
export function selectConversations(db: DbOrTx) {
  return db
    .select({
      c: conversations,
      contact: {
        id: contacts.id,
        name: contacts.name,
        phone: contacts.phone,
        email: contacts.email,
        avatar: contacts.avatar,
        // Who the customer is on a channel that names people by id (photoapp, socialchat): what a send's `to` takes.
        platformUserId: sql<string | null>`(select i.external_id from contact_channel_ids i where i.contact_id = ${conversations.contactId} and i.channel = ${conversations.channel} limit 1)`,
      },
      labels: conversationLabelsSql,
      agentName: users.name,
      inboxName: channelConnections.name,
      teamName: teams.name,
      sla: conversationSlas,
      slaPolicy: { id: slaPolicies.id, name: slaPolicies.name, firstResponseMinutes: slaPolicies.firstResponseMinutes, nextResponseMinutes: slaPolicies.nextResponseMinutes, resolutionMinutes: slaPolicies.resolutionMinutes },
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .innerJoin(channelConnections, eq(channelConnections.id, conversations.inboxId))
    .leftJoin(users, eq(users.id, conversations.assignedAgentId))
    .leftJoin(teams, eq(teams.id, conversations.teamId))
    .leftJoin(conversationSlas, eq(conversationSlas.conversationId, conversations.id))
    .leftJoin(slaPolicies, eq(slaPolicies.id, conversationSlas.policyId));
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>["execute"]>>[number];

export function presentConversation({ c, contact, agentName, inboxName, teamName, sla, slaPolicy, labels }: ConversationRow): PresentedConversation {
  return {
    id: c.id,
    channel: c.channel,
    inbox: { id: c.inboxId, name: inboxName },
    status: c.status,
    contact,
    assignedAgent: c.assignedAgentId ? { id: c.assignedAgentId, name: agentName ?? "" } : null,
    team: c.teamId ? { id: c.teamId, name: teamName ?? "" } : null,
    labels,
    snooze: c.snoozedAt ? { until: iso(c.snoozedUntil), untilReply: c.snoozedUntil === null, since: c.snoozedAt.toISOString() } : null,
    unreadCount: c.unreadCount,
    lastMessageAt: iso(c.lastMessageAt),
    lastMessagePreview: c.lastMessagePreview,
    lastMessageDirection: c.lastMessageDirection,
    lastInboundAt: iso(c.lastInboundAt),
    window: windowOf(c.lastInboundAt),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    closedAt: iso(c.closedAt),
    resolvedAt: iso(c.resolvedAt),
    sla: presentConversationSla(sla, slaPolicy),
  };
}

export function presentMessage(m: Message, sentByName?: string | null): PresentedMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    contactId: m.contactId,
    channel: m.channel,
    direction: m.direction,
    type: m.type,
    text: m.text,
    content: m.content,
    status: m.status,
    platformMessageId: m.platformMessageId,
    error: m.error ?? null,
    sentBy: m.sentByUserId ? { id: m.sentByUserId, name: sentByName ?? "" } : null,
    templateName: m.templateName,
    templateLanguage: m.templateLanguage,
    createdAt: m.createdAt.toISOString(),
    sentAt: iso(m.sentAt),
    deliveredAt: iso(m.deliveredAt),
    readAt: iso(m.readAt),
    failedAt: iso(m.failedAt),
  };
}

