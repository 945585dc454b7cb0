import "server-only";
import { sql } from "drizzle-orm";
import { templates } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { findCampaignRow } from "./get-campaign";
import { trackedLinks } from "./links";

/** Clicks per tracked button (all and unique recipients), and why the other URL buttons are not tracked. */
export async function campaignAnalytics({ ctx, id }: { ctx: Ctx; id: string }) {
  const c = await findCampaignRow(ctx, id);
  const db = dbOf(ctx);
  const [[t], { rows: clicks }, { rows: sent }] = await Promise.all([
    db.select().from(templates).where(byIdInCompany(templates, ctx, c.templateId)),
    db.execute<{ link_index: number; clicks: number; unique_clicks: number }>(sql`
      select link_index, count(*)::int as clicks, count(distinct recipient_id)::int as unique_clicks
      from campaign_link_clicks where ${companySql(ctx)} and campaign_id = ${id} group by link_index`),
    db.execute<{ sent: number; clickers: number }>(sql`
      select (select count(*)::int from campaign_recipients where ${companySql(ctx)} and campaign_id = ${id} and sent_at is not null) as sent,
             (select count(distinct recipient_id)::int from campaign_link_clicks where ${companySql(ctx)} and campaign_id = ${id}) as clickers`),
  ]);
  const links = c.links.length ? c.links : t ? trackedLinks(t, c.templateComponents as TemplateComponent[] | null).links : [];
  const untracked = t ? trackedLinks(t, c.templateComponents as TemplateComponent[] | null).untracked : [];
  const by = new Map(clicks.map((r) => [r.link_index, r]));
  const totalClicks = clicks.reduce((a, r) => a + r.clicks, 0);
  const { sent: sentCount, clickers } = sent[0];
  return {
    campaignId: id,
    sent: sentCount,
    totalClicks,
    uniqueClickers: clickers,
    clickRate: sentCount ? Math.round((clickers / sentCount) * 10_000) / 10_000 : 0,
    links: links.map((l) => ({ ...l, clicks: by.get(l.index)?.clicks ?? 0, uniqueClicks: by.get(l.index)?.unique_clicks ?? 0 })),
    untracked,
  };
}
