import "server-only";
import { sql } from "drizzle-orm";
import { campaigns, type Campaign } from "@/db/schema";
import { withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { audienceContactsSql, REACHABLE } from "./audience";
import { approvedTemplate } from "./campaign-template";
import { emitCampaignEvent } from "./campaign-events";
import { finishCampaign } from "./finish-campaign";
import { getCampaignOrThrow, lockCampaignRow, wakeSendersSql } from "./get-campaign";
import type { CampaignView } from "./schemas";
import { assertAllowed } from "./states";
import { recipientIdSql } from "@/lib/ids";
import { trackedLinks } from "./links";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";

/**
 * The recipients of a campaign in one INSERT … SELECT: the audience's reachable contacts
 * (a phone, opted in), one per contact and so one per phone (phones are unique per company).
 * Ids are made in SQL, so 100,000 rows never pass through this process; the same scan counts
 * the opted-out contacts it left out.
 */
export async function materializeRecipients(ctx: TxCtx, c: Campaign): Promise<{ size: number; excludedOptedOut: number }> {
  const { rows } = await ctx.tx.execute<{ size: number; opted_out: number }>(sql`
    with audience as materialized (${audienceContactsSql(ctx, c.audience)}),
    inserted as (
      insert into campaign_recipients (id, company_id, campaign_id, contact_id, phone)
      select ${sql.raw(recipientIdSql("row_number() over ()"))}, ${ctx.companyId}, ${c.id}, c.id, c.phone
      from audience c
      where ${REACHABLE}
      on conflict (campaign_id, contact_id) do nothing
      returning 1
    )
    select (select count(*) from inserted)::int as size,
           (select count(*) from audience c where c.phone is not null and c.marketing_consent = 'OPTED_OUT')::int as opted_out`);
  return { size: rows[0].size, excludedOptedOut: rows[0].opted_out };
}

/** DRAFT or SCHEDULED → RUNNING (the run route, and the scheduler at scheduledAt). */
export async function startCampaign(ctx: TxCtx, id: string): Promise<Campaign> {
  const row = await lockCampaignRow(ctx, id);
  assertAllowed("run", row.status);
  const template = await approvedTemplate(ctx, row.templateId);
  const { links } = trackedLinks(template, row.templateComponents as TemplateComponent[] | null);
  const { size, excludedOptedOut } = await materializeRecipients(ctx, row);
  const now = new Date();
  const [running] = await ctx.tx
    .update(campaigns)
    .set({ status: "RUNNING", statusReason: null, links, startedAt: now, finishedAt: null, audienceSize: size, excludedOptedOut, paceAt: null, dayKey: null, daySent: 0 })
    .where(byIdInCompany(campaigns, ctx, id))
    .returning();
  await emitCampaignEvent(ctx.tx, "campaign.started", running);
  if (size === 0) return finishCampaign(ctx, running, "Nobody in the audience can be sent to (no phone, or opted out)");
  await ctx.tx.execute(wakeSendersSql());
  return running;
}

export async function runCampaign({ ctx, id }: { ctx: Ctx; id: string }): Promise<CampaignView> {
  await withTx(ctx, (tctx) => startCampaign(tctx, id));
  return getCampaignOrThrow({ ctx, id });
}
