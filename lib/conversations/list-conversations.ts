import "server-only";
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { contacts, conversationLabels, conversations, noteMentions } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { actorUserId, dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { presentConversation, selectConversations } from "./present";
import type { listConversationsQuery } from "./schemas";
import type { z } from "zod";

type Query = z.output<typeof listConversationsQuery>;

function filters(ctx: Ctx, q: Query): SQL[] {
  const where: SQL[] = [inCompany(conversations, ctx)];
  if (q.status?.length) where.push(inArray(conversations.status, q.status));
  if (q.channel?.length) where.push(inArray(conversations.channel, q.channel));
  if (q.inboxId?.length) where.push(inArray(conversations.inboxId, q.inboxId));
  if (q.contactId) where.push(eq(conversations.contactId, q.contactId));
  if (q.labelId?.length) where.push(sql`exists (select 1 from ${conversationLabels} where ${conversationLabels.conversationId} = ${conversations.id} and ${inArray(conversationLabels.labelId, q.labelId)})`);
  if (q.snoozed !== undefined) where.push(q.snoozed ? isNotNull(conversations.snoozedAt) : isNull(conversations.snoozedAt));
  if (q.unread) where.push(gt(conversations.unreadCount, 0));
  if (q.mentioned) {
    const unreadOnly = q.mentioned === "unread" ? sql` and ${noteMentions.readAt} is null` : sql``;
    where.push(
      sql`exists (select 1 from ${noteMentions} where ${noteMentions.conversationId} = ${conversations.id} and ${noteMentions.userId} = ${actorUserId(ctx.actor) ?? "-"}${unreadOnly})`,
    );
  }
  if (q.assignee === "unassigned") where.push(isNull(conversations.assignedAgentId));
  else if (q.assignee === "me") where.push(eq(conversations.assignedAgentId, actorUserId(ctx.actor) ?? "-"));
  else if (q.assignee) where.push(eq(conversations.assignedAgentId, q.assignee));
  if (q.teamId === "none") where.push(isNull(conversations.teamId));
  else if (q.teamId) where.push(eq(conversations.teamId, q.teamId));
  if (q.q) {
    const like = `%${likeEscape(q.q)}%`;
    where.push(or(ilike(contacts.name, like), ilike(contacts.phone, like), ilike(contacts.email, like))!);
  }
  return where;
}

/** The inbox list: newest activity first, filtered, page-based. */
export async function listConversations({ ctx, query }: { ctx: Ctx; query: Query }) {
  const db = dbOf(ctx);
  const where = and(...filters(ctx, query));
  const offset = (query.page - 1) * query.limit;
  const [rows, [{ total }]] = await Promise.all([
    selectConversations(db)
      .where(where)
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
      .limit(query.limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(where),
  ]);
  return {
    data: rows.map(presentConversation),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}
