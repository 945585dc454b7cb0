import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { contactActivities } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { getContactOrThrow } from "./get-contact";

export async function contactTimeline({ ctx, id, query }: { ctx: Ctx; id: string; query: { limit: number; offset: number; types?: string[] } }) {
  await getContactOrThrow({ ctx, id });
  const where = and(eq(contactActivities.contactId, id), query.types?.length ? inArray(contactActivities.type, query.types) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    dbOf(ctx).select().from(contactActivities).where(where).orderBy(desc(contactActivities.createdAt), desc(contactActivities.id)).limit(query.limit).offset(query.offset),
    dbOf(ctx).select({ n: sql<number>`count(*)::int` }).from(contactActivities).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      type: r.type,
      data: r.data,
      actor: { type: r.actorType, id: r.actorId, name: r.actorName },
      createdAt: r.createdAt.toISOString(),
    })),
    pagination: { offset: query.offset, limit: query.limit, total: n },
  };
}
