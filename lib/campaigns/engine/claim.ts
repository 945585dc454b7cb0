import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { campaigns, companies, sendingBackoffs, templates, type Campaign, type Template } from "@/db/schema";
import { findChatappConnection, type ChatappConnection } from "@/lib/channels/chatapp/connection";
import type { ChatappProvider } from "@/lib/channels/chatapp/provider-types";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { systemCtx, type TxCtx } from "@/lib/domain/context";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import { dayKey, startOfNextDay } from "../zoned-day";
import { failCampaign, finishCampaign, hasWorkLeft } from "../finish-campaign";
import { prepareSends } from "./prepare";
import { LOOKAHEAD_MS, pace } from "./pace";
import type { ClaimedRow, ClaimedSend } from "./types";
import { CLAIMED_MESSAGE_ID_SQL } from "@/lib/ids";
import { leaseEnd, pickFree } from "@/lib/jobs/lease";
import { env } from "@/lib/config/env";

/** A claimed recipient whose sender went silent this long is taken back (reclaim.ts); longer than any platform call with its retries. */
export const leaseMs = () => env().CAMPAIGN_LEASE_SECONDS * 1000;

export type ClaimResult = { kind: "claimed"; sends: ClaimedSend[]; nextAt: number } | { kind: "wait"; until: number } | { kind: "done" } | { kind: "busy" };

/**
 * One claim of a RUNNING campaign, in one transaction: the campaign row locked with SKIP
 * LOCKED (another worker claiming it now means we try the next campaign), the pace and the
 * daily cap applied to how many recipients this claim may take, those recipients moved
 * PENDING → CLAIMED under a lease, and their conversations and queued messages written. The
 * sends go after this commits (sender.ts); a worker that dies leaves CLAIMED rows whose lease
 * runs out (reclaim.ts). `now` is a parameter so tests can drive the clock. `shared`: see
 * sharable below.
 */
export async function claimBatch(campaignId: string, now = new Date(), opts: { shared?: boolean } = {}): Promise<ClaimResult> {
  // A transaction of its own: the sender loop has no caller; everything below is one campaign's.
  const result = await getDb().transaction(async (tx): Promise<ClaimResult | typeof EXCLUSIVE> => {
    // The campaign (locked), its template, the company's zone and any back-off of its number, in one read.
    const [row] = await tx
      .select({ c: campaigns, t: templates, timezone: companies.timezone, backoffUntil: sendingBackoffs.until })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .leftJoin(templates, and(eq(templates.id, campaigns.templateId), eq(templates.companyId, campaigns.companyId)))
      .leftJoin(sendingBackoffs, eq(sendingBackoffs.companyId, campaigns.companyId))
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "RUNNING")))
      .for(opts.shared ? "share" : "update", { of: campaigns, skipLocked: true });
    if (!row) return { kind: "busy" } as const;
    const { c, t, timezone } = row;
    const ctx: TxCtx = { ...systemCtx(c.companyId, "Campaign"), tx };
    // A shared claim writes nothing to the campaign row: what would (a stop, the cap, the end) goes again exclusively.
    if (opts.shared && (!sharable(c) || t?.status !== "APPROVED")) return EXCLUSIVE;

    const stop = await templateStop(ctx, c, t ?? undefined);
    if (stop) return stop;
    if (row.backoffUntil && row.backoffUntil > now) return { kind: "wait", until: row.backoffUntil.getTime() };

    const today = dayKey(now, timezone);
    const sentToday = c.dayKey === today ? c.daySent : 0;
    const leftToday = c.messagesPerDay ? c.messagesPerDay - sentToday : Infinity;
    if (leftToday <= 0) {
      // The cap is reached: the rest carries to the next day in the company's time zone.
      const until = startOfNextDay(now, timezone);
      await tx.update(campaigns).set({ paceAt: until, dayKey: today, daySent: sentToday }).where(byIdInCompany(campaigns, ctx, c.id));
      return { kind: "wait", until: until.getTime() };
    }

    const { take, slots, paceAt } = pace(c, now, leftToday);
    if (take === 0) return { kind: "wait", until: paceAt.getTime() - LOOKAHEAD_MS / 2 };

    const conn = await sendingConnection(ctx);
    if (opts.shared && (!conn || conn.status !== "connected")) return EXCLUSIVE;
    if (!conn || conn.status !== "connected") {
      await tx.update(campaigns).set({ status: "PAUSED", statusReason: "Chatapp is not connected; reconnect it and resume" }).where(byIdInCompany(campaigns, ctx, c.id));
      return { kind: "done" } as const;
    }

    const claimed = await claimRecipients(ctx, c, now, take);
    if (opts.shared && !claimed.length) return EXCLUSIVE;
    if (!claimed.length) {
      if (await hasWorkLeft(ctx, c.id)) return { kind: "wait", until: (await nextRetryAt(ctx, c.id, now)) ?? now.getTime() + LOOKAHEAD_MS };
      await finishCampaign(ctx, c);
      return { kind: "done" };
    }
    const sends = await prepareSends(ctx, { campaign: c, template: t!, provider: conn.provider, inboxId: conn.id, claimed, slots });
    const used = claimed.length;
    if (opts.shared) return { kind: "claimed", sends, nextAt: now.getTime() };
    await tx
      .update(campaigns)
      .set({ paceAt: c.pacingDisabled ? null : new Date(slots[0] + (used * 1000) / c.messagesPerSecond), dayKey: today, daySent: sentToday + used })
      .where(byIdInCompany(campaigns, ctx, c.id));
    return { kind: "claimed", sends, nextAt: c.pacingDisabled ? now.getTime() : slots[0] + (used * 1000) / c.messagesPerSecond - LOOKAHEAD_MS / 2 };
  });
  return result === EXCLUSIVE ? claimBatch(campaignId, now) : result;
}

const EXCLUSIVE = Symbol("claim again exclusively");

/**
 * A campaign with pacing off and no daily cap has no pace or count to keep on its row, so
 * several claims may take it at once (FOR SHARE; recipients are still taken with SKIP LOCKED):
 * one claim at a time held such a campaign to what one transaction can do. It cannot change
 * while RUNNING (updates are refused then), so the sender decides from its list.
 */
export const sharable = (c: Pick<Campaign, "pacingDisabled" | "messagesPerDay">) => c.pacingDisabled && !c.messagesPerDay;

/** The template was disabled, rejected or paused by the platform since the run: the campaign stops. */
async function templateStop(ctx: TxCtx, c: Campaign, t: Template | undefined): Promise<ClaimResult | null> {
  if (t?.status === "APPROVED") return null;
  if (!t || t.status === "DISABLED" || t.status === "REJECTED") {
    await failCampaign(ctx, c, t ? `Template ${t.name} was ${t.status.toLowerCase()} by the platform while the campaign ran` : "The template was deleted while the campaign ran");
    return { kind: "done" };
  }
  await ctx.tx
    .update(campaigns)
    .set({ status: "PAUSED", statusReason: `Template ${t.name} is ${t.status}; resume once the platform approves it again` })
    .where(byIdInCompany(campaigns, ctx, c.id));
  return { kind: "done" };
}

/**
 * Moves up to `take` due recipients PENDING → CLAIMED and returns them with the contact facts
 * a template's mapping reads, in the same statement (one round trip fewer per claim). The
 * kit's pick and lease (lib/jobs/lease.ts) inside a query of its own: a recipient is due by
 * its status and retry time, not by its lease (which only a CLAIMED row has), the claim
 * happens inside the campaign's locked transaction (pace, daily cap), and the contact facts
 * come back with it. The owner is the message id the claim stamps (settle matches on it).
 */
async function claimRecipients(ctx: TxCtx, c: Campaign, now: Date, take: number): Promise<ClaimedRow[]> {
  const { rows } = await ctx.tx.execute<ClaimedRow>(sql`
    with picked as ${pickFree({
      table: sql`campaign_recipients`,
      key: sql`id`,
      free: sql`${companySql(ctx)} and campaign_id = ${c.id} and status = 'PENDING' and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()}::timestamptz)`,
      order: sql`id`,
      limit: take,
    })},
    claimed as (
      update campaign_recipients r set status = 'CLAIMED', attempts = r.attempts + 1,
        lease_until = ${leaseEnd(leaseMs() / 1000, now)},
        message_id = coalesce(r.message_id, ${sql.raw(CLAIMED_MESSAGE_ID_SQL)})
      from picked where r.id = picked.id
      returning r.id, r.contact_id, r.phone, r.message_id, r.attempts
    )
    select k.id, k.contact_id, k.phone, k.message_id, k.attempts,
      c.id is not null as contact_found, c.name, c.first_name, c.last_name, c.email, c.phone as contact_phone, c.custom_fields
    from claimed k left join contacts c on c.id = k.contact_id and ${companySql(ctx, "c")}
    order by k.id`);
  return rows;
}

async function nextRetryAt(ctx: TxCtx, campaignId: string, now: Date): Promise<number | null> {
  const { rows } = await ctx.tx.execute<{ at: string | null }>(sql`
    select min(next_attempt_at) as at from campaign_recipients where ${companySql(ctx)} and campaign_id = ${campaignId} and status = 'PENDING' and next_attempt_at > ${now.toISOString()}::timestamptz`);
  return rows[0]?.at ? new Date(rows[0].at).getTime() : null;
}

/**
 * The company's connection and its provider, kept for a few seconds per process: every claim
 * needs them and opening the stored token each time costs a read and a decryption. A change
 * of connection reaches running campaigns within CONNECTION_TTL_MS.
 */
const CONNECTION_TTL_MS = 10_000;
const connections = new Map<string, { at: number; conn: (ChatappConnection & { provider: ChatappProvider }) | null }>();

async function sendingConnection(ctx: TxCtx) {
  const hit = connections.get(ctx.companyId);
  if (hit && Date.now() - hit.at < CONNECTION_TTL_MS) return hit.conn;
  const found = await findChatappConnection(ctx);
  const conn = found ? { ...found, provider: providerFor(found, { bulk: true }) } : null;
  connections.set(ctx.companyId, { at: Date.now(), conn });
  return conn;
}
