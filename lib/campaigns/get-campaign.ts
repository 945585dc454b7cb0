import "server-only";
import { sql } from "drizzle-orm";
import { campaigns, type Campaign } from "@/db/schema";
import { dbOf, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentCampaigns } from "./present";
import type { CampaignView } from "./schemas";

/** The row, or 404 for an id that is not the company's. */
export async function findCampaignRow(ctx: Ctx, id: string): Promise<Campaign> {
  const [row] = await dbOf(ctx).select().from(campaigns).where(byIdInCompany(campaigns, ctx, id));
  if (!row) throw AppError.notFound("Campaign");
  return row;
}

/** The row locked for a state change in the caller's transaction. */
export async function lockCampaignRow(ctx: TxCtx, id: string): Promise<Campaign> {
  const [row] = await ctx.tx.select().from(campaigns).where(byIdInCompany(campaigns, ctx, id)).for("update");
  if (!row) throw AppError.notFound("Campaign");
  return row;
}

export async function getCampaignOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<CampaignView> {
  const [view] = await presentCampaigns(ctx, [await findCampaignRow(ctx, id)]);
  return view;
}

/** Wakes the senders of every worker process (a run, a resume, a retry). */
export const wakeSendersSql = () => sql`select pg_notify('campaigns', '')`;
