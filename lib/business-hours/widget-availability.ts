import "server-only";
import { eq, sql } from "drizzle-orm";
import { companies } from "@/db/schema";
import { connectionRow } from "@/lib/channels/connections";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inboxSetting } from "@/lib/inboxes/settings";
import { availabilityAt, type Availability } from "./availability-text";
import { scheduleOf } from "./calendar";
import { companySql } from "@/lib/domain/tenancy";

/**
 * The website chat's promise now, from its inbox's business hours: the configured reply figure,
 * else the median first response (to a person's reply) of its last 200 conversations of the
 * past 30 days, rounded up to whole minutes.
 */
export async function widgetAvailability(ctx: Pick<Ctx, "companyId" | "tx">, now = new Date()): Promise<Availability> {
  const inbox = await connectionRow(ctx, "WEBCHAT");
  const [co] = await dbOf(ctx).select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  const hours = inboxSetting(inbox?.settings, "businessHours");
  const schedule = scheduleOf(hours, co?.timezone ?? "UTC");
  let minutes = hours?.replyTimeMinutes ?? null;
  if (!minutes && inbox) minutes = await medianFirstResponse(ctx, inbox.id);
  return availabilityAt(now, schedule, minutes);
}

async function medianFirstResponse(ctx: Pick<Ctx, "companyId" | "tx">, inboxId: string): Promise<number | null> {
  const { rows } = await dbOf(ctx).execute<{ median: number | null }>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from r.at - f.at)) as median
    from (select id from conversations where ${companySql(ctx)} and inbox_id = ${inboxId} and created_at > now() - interval '30 days' order by created_at desc limit 200) c
    cross join lateral (select min(created_at) as at from messages m where m.conversation_id = c.id and m.direction = 'inbound') f
    cross join lateral (select min(created_at) as at from messages m where m.conversation_id = c.id and m.direction = 'outbound' and m.sent_by_user_id is not null and m.created_at > f.at) r
    where r.at is not null`);
  const seconds = rows[0]?.median;
  return seconds == null ? null : Math.max(1, Math.ceil(Number(seconds) / 60));
}
