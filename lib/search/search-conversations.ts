import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { ContactMatch } from "./search-contacts";
import type { ConversationHit } from "./schemas";

/**
 * The Conversations group: conversations of the matching contacts, latest activity first.
 * What people type into a search box to find a conversation is who it was with; words said
 * in it are the Messages group's, each opening its conversation.
 */
export async function conversationsOf({ ctx, contacts, limit }: { ctx: Ctx; contacts: ContactMatch[]; limit: number }): Promise<ConversationHit[]> {
  if (!contacts.length) return [];
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const { rows } = await dbOf(ctx).execute<{ id: string; contact_id: string; channel: string; status: string; last_message_at: string | Date | null }>(sql`
    select v.id, v.contact_id, v.channel, v.status, v.last_message_at
    from conversations v
    where ${companySql(ctx, "v")} and v.contact_id = any(${pgArray(contacts.map((c) => c.id))}::text[])
    order by v.last_message_at desc nulls last, v.created_at desc, v.id
    limit ${limit}`);
  return rows.map((r) => {
    const contact = byId.get(r.contact_id)!;
    return {
      id: r.id,
      contactId: r.contact_id,
      contactName: contact.name,
      channel: r.channel,
      status: r.status,
      lastMessageAt: r.last_message_at ? new Date(r.last_message_at).toISOString() : null,
      snippet: contact.snippet,
    };
  });
}
