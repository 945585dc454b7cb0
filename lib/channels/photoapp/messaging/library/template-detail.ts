import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { messages } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { presentSavedTemplate } from "./present";
import { findSavedTemplateRow } from "./saved-templates";
import type { TemplateUsage } from "./schemas";

const RECENT = 10;

/**
 * The template with its usage: the outbound messages made from it (messages.library_item_id,
 * one scan of messages_library_item_idx), counted by their current status, and the 10 newest.
 */
export async function savedTemplateDetail({ ctx, id }: { ctx: Ctx; id: string }) {
  const template = await findSavedTemplateRow(ctx, id);
  const db = dbOf(ctx);
  const where = inCompany(messages, ctx, eq(messages.libraryItemId, id), eq(messages.direction, "outbound"));
  const [[counts], recent] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        last: sql<Date | null>`max(${messages.createdAt})`.mapWith(messages.createdAt),
        queued: sql<number>`count(*) filter (where ${messages.status} = 'queued')::int`,
        sent: sql<number>`count(*) filter (where ${messages.status} = 'sent')::int`,
        delivered: sql<number>`count(*) filter (where ${messages.status} = 'delivered')::int`,
        read: sql<number>`count(*) filter (where ${messages.status} = 'read')::int`,
        failed: sql<number>`count(*) filter (where ${messages.status} = 'failed')::int`,
      })
      .from(messages)
      .where(where),
    db
      .select({ id: messages.id, conversationId: messages.conversationId, contactId: messages.contactId, status: messages.status, createdAt: messages.createdAt })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.seq))
      .limit(RECENT),
  ]);
  const usage: TemplateUsage = {
    totalSends: counts.total,
    lastSentAt: counts.last ? counts.last.toISOString() : null,
    byStatus: { queued: counts.queued, sent: counts.sent, delivered: counts.delivered, read: counts.read, failed: counts.failed },
    recent: recent.map((m) => ({ messageId: m.id, conversationId: m.conversationId, contactId: m.contactId, status: m.status, createdAt: m.createdAt.toISOString() })),
  };
  return { ...presentSavedTemplate(template), usage };
}
