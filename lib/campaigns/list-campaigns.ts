import "server-only";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import { campaigns } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import type { z } from "zod";
import { presentCampaigns } from "./present";
import type { listCampaignsQuery } from "./schemas";

/** Newest first, filtered by state and name. */
export async function listCampaigns({ ctx, query }: { ctx: Ctx; query: z.output<typeof listCampaignsQuery> }) {
  const db = dbOf(ctx);
  const where = inCompany(campaigns, ctx, and(query.status ? eq(campaigns.status, query.status) : undefined, query.search ? ilike(campaigns.name, `%${likeEscape(query.search)}%`) : undefined));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(campaigns).where(where).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  return { data: await presentCampaigns(ctx, rows), pagination: { offset: query.offset, limit: query.limit, total } };
}
