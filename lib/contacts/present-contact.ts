import "server-only";
import { eq, sql } from "drizzle-orm";
import { contacts, users, type Contact } from "@/db/schema";

type TagRef = { id: string; name: string; color: string };

/**
 * The columns every contact read selects: the row, its tags (one correlated json_agg, so a
 * page is one round trip) and the assignee's name.
 */
export const contactColumns = {
  contact: contacts,
  tags: sql<TagRef[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by lower(t.name))
    from contact_tags ct join tags t on t.id = ct.tag_id
    where ct.contact_id = ${contacts.id}), '[]'::json)`.as("tags"),
  agentName: users.name,
};
export const agentJoin = [users, eq(users.id, contacts.assignedAgentId)] as const;

export type ContactRow = { contact: Contact; tags: TagRef[]; agentName: string | null };

export function presentContact({ contact: c, tags, agentName }: ContactRow) {
  return {
    id: c.id,
    name: c.name,
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.phone,
    email: c.email,
    avatar: c.avatar,
    externalId: c.externalId,
    customFields: c.customFields,
    tagIds: tags.map((t) => t.id),
    tags,
    label: c.label,
    status: c.status,
    lifecycleStage: c.lifecycleStage,
    assignedAgentId: c.assignedAgentId,
    assignedAgent: c.assignedAgentId && agentName ? { id: c.assignedAgentId, name: agentName } : null,
    notes: c.notes,
    source: c.source,
    channelType: c.channelType,
    totalSpent: Number(c.totalSpent),
    orderCount: c.orderCount,
    lastInteractionAt: c.lastInteractionAt?.toISOString() ?? null,
    marketingConsent: c.marketingConsent,
    marketingConsentChangedAt: c.marketingConsentChangedAt?.toISOString() ?? null,
    marketingConsentSource: c.marketingConsentSource,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type PresentedContact = ReturnType<typeof presentContact>;
