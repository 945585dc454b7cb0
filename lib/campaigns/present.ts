import "server-only";
import { sql } from "drizzle-orm";
import type { Campaign } from "@/db/schema";
import { pgArray } from "@/db/sql";
import { RECIPIENT_STATUSES } from "@/db/enums";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { CampaignView } from "./schemas";

export type Counts = CampaignView["counts"];
type TemplateRef = CampaignView["template"];

export const zeroCounts = (): Counts => Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, 0])) as Counts;

/** Recipient counts per status of several campaigns, one grouped index scan. */
export async function countsOf(ctx: Ctx, ids: string[]): Promise<Map<string, Counts>> {
  const out = new Map(ids.map((id) => [id, zeroCounts()]));
  if (!ids.length) return out;
  const { rows } = await dbOf(ctx).execute<{ campaign_id: string; status: keyof Counts; n: number }>(sql`
    select campaign_id, status, count(*)::int as n from campaign_recipients
    where ${companySql(ctx)} and campaign_id = any(${pgArray(ids)}::text[]) group by campaign_id, status`);
  for (const r of rows) out.get(r.campaign_id)![r.status] = r.n;
  return out;
}

/** The templates campaigns name, by id. */
export async function templatesOf(ctx: Ctx, ids: string[]): Promise<Map<string, NonNullable<TemplateRef>>> {
  if (!ids.length) return new Map();
  const { rows } = await dbOf(ctx).execute<NonNullable<TemplateRef>>(
    sql`select id, name, language, category::text, status::text from templates where ${companySql(ctx)} and id = any(${pgArray([...new Set(ids)])}::text[])`,
  );
  return new Map(rows.map((t) => [t.id, t]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentCampaign(c: Campaign, template: TemplateRef, counts: Counts): CampaignView {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    statusReason: c.statusReason,
    templateId: c.templateId,
    template,
    audience: c.audience,
    templateComponents: c.templateComponents,
    scheduledAt: iso(c.scheduledAt),
    messagesPerSecond: c.messagesPerSecond,
    messagesPerDay: c.messagesPerDay,
    aiEnabled: c.aiEnabled,
    autoRetry: c.autoRetry,
    maxRetries: c.maxRetries,
    pacingDisabled: c.pacingDisabled,
    audienceSize: c.audienceSize,
    excludedOptedOut: c.excludedOptedOut,
    counts,
    startedAt: iso(c.startedAt),
    finishedAt: iso(c.finishedAt),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Campaign rows as the API shows them: with their template and counts. */
export async function presentCampaigns(ctx: Ctx, rows: Campaign[]): Promise<CampaignView[]> {
  const [templates, counts] = await Promise.all([templatesOf(ctx, rows.map((r) => r.templateId)), countsOf(ctx, rows.map((r) => r.id))]);
  return rows.map((r) => presentCampaign(r, templates.get(r.templateId) ?? null, counts.get(r.id)!));
}
