import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { contacts, messages } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import type { z } from "zod";
import type { usageQuery, usageSchema } from "./route-schemas";
import { templates } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";

type Usage = z.infer<typeof usageSchema>;

/**
 * The delivery ledger: every send of the template (messages keep its name and language), with
 * counts by current status over all of them. Known while the template exists here or has sends
 * (a deleted template's history stays readable).
 */
export async function templateUsage({ ctx, name, query }: { ctx: Ctx; name: string; query: z.infer<typeof usageQuery> }): Promise<Usage> {
  const db = dbOf(ctx);
  const where = inCompany(
    messages,
    ctx,
    eq(messages.templateName, name),
    query.language ? eq(messages.templateLanguage, query.language) : undefined,
    eq(messages.direction, "outbound"),
  );
  const [[counts], rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        queued: sql<number>`count(*) filter (where ${messages.status} = 'queued')::int`,
        sent: sql<number>`count(*) filter (where ${messages.status} = 'sent')::int`,
        delivered: sql<number>`count(*) filter (where ${messages.status} = 'delivered')::int`,
        read: sql<number>`count(*) filter (where ${messages.status} = 'read')::int`,
        failed: sql<number>`count(*) filter (where ${messages.status} = 'failed')::int`,
      })
      .from(messages)
      .where(where),
    db
      .select({ m: messages, contactName: contacts.name, phone: contacts.phone })
      .from(messages)
      .innerJoin(contacts, eq(contacts.id, messages.contactId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.seq))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  if (counts.total === 0) {
    const [known] = await db.select({ id: templates.id }).from(templates).where(inCompany(templates, ctx, eq(templates.name, name))).limit(1);
    if (!known) throw AppError.notFound(`Template ${name}`);
  }
  return {
    templateName: name,
    language: query.language ?? null,
    counts,
    data: rows.map(({ m, contactName, phone }) => ({
      messageId: m.id,
      conversationId: m.conversationId,
      language: m.templateLanguage ?? "",
      contact: { id: m.contactId, name: contactName, phone },
      status: m.status as Usage["data"][number]["status"],
      error: (m.error as Usage["data"][number]["error"]) ?? null,
      sentAt: m.createdAt.toISOString(),
    })),
    pagination: { offset: query.offset, limit: query.limit, total: counts.total },
  };
}
