import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Listener } from "@/db/listen";
import { backoff } from "@/lib/jobs/backoff";
import { groupCommit } from "@/lib/jobs/group-commit";
import { startLoop, type Turn } from "@/lib/jobs/loop";
import { mapLimit } from "@/lib/jobs/map-limit";
import { env } from "@/lib/config/env";
import { errorFields, log } from "@/lib/log";
import { claimBatch, sharable } from "./claim";
import { outcomeOfError } from "./outcome";
import { THROTTLE_BACKOFF, THROTTLE_MAX_LEVEL } from "./pace";
import { reclaimExpired } from "./reclaim";
import { startDueCampaigns } from "./start-due";
import { settleSends } from "./settle";
import type { ClaimedSend, SettleItem } from "./types";

export const CAMPAIGNS_CHANNEL = "campaigns";

/**
 * The campaign sender of one worker process: a loop, not a job per campaign (a hundred
 * campaigns would need a hundred job slots). Each turn it lists the RUNNING campaigns, claims
 * from those whose pace allows (the campaign most behind first; a campaign another process is
 * claiming is skipped), sends each claimed recipient at its slot with at most
 * CAMPAIGN_SEND_CONCURRENCY platform calls in flight, and records outcomes in group-committed
 * batches. On the kit's loop (lib/jobs/loop.ts): run and resume NOTIFY `campaigns` to wake it;
 * otherwise it looks every 250 ms. Its claim is its own (claim.ts: pace, daily cap and
 * fairness across campaigns); the leases, reclaim and back-off are the kit's.
 */
export function startCampaignSender(): Promise<Listener> {
  const settings = env();
  const concurrency = settings.CAMPAIGN_SEND_CONCURRENCY;
  const maxClaimed = settings.CAMPAIGN_MAX_CLAIMED;
  // Claims are short transactions whose time is mostly waiting on the database, so more at once
  // send more (bench:campaigns, README: 4, 8 and 14 at once). Each holds a pooled
  // connection: by default the pool less six, which stay for settles, status batches and the
  // other jobs of the process.
  const claimParallel = settings.CAMPAIGN_CLAIM_PARALLEL ?? Math.max(2, settings.DB_POOL_MAX - 6);
  const sharedClaims = Math.max(2, Math.floor(claimParallel / 2));
  const reclaimEveryMs = settings.CAMPAIGN_RECLAIM_SECONDS * 1000;
  const nextAt = new Map<string, number>();
  let active = 0;
  const waiting: (() => void)[] = [];
  let lastReclaim = 0;
  // A number the platform throttled: this process's claimed sends for that company wait too
  // (other processes learn it from sending_backoffs when they claim). 1 s, 2 s, 4 s … 60 s.
  const held = new Map<string, { until: number; level: number }>();

  const settle = groupCommit(
    async (items: SettleItem[]) => {
      await settleSends(items);
      return items.map(() => undefined);
    },
    { max: 500 },
  );

  async function slot() {
    if (active < concurrency) return void active++;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  async function sendOne(s: ClaimedSend) {
    for (;;) {
      const wait = Math.max(s.slotAt, held.get(s.companyId)?.until ?? 0) - Date.now();
      if (wait <= 0) break;
      await new Promise((r) => setTimeout(r, wait));
    }
    await slot();
    let item: SettleItem;
    try {
      const { platformMessageId } = await s.provider.sendMessage(s.body);
      item = { ...s, outcome: { kind: "sent", platformMessageId } };
      held.delete(s.companyId);
    } catch (err) {
      item = { ...s, outcome: outcomeOfError(s, err) };
      if (item.outcome.kind === "requeue") {
        const level = Math.min((held.get(s.companyId)?.level ?? 0) + 1, THROTTLE_MAX_LEVEL);
        held.set(s.companyId, { level, until: Date.now() + backoff(level, THROTTLE_BACKOFF) });
      }
    } finally {
      release();
    }
    try {
      await settle(item);
    } catch (err) {
      // The lease runs out and reclaim decides from the platform's callbacks: nothing is lost.
      log.error("campaign send outcome not recorded; its lease will run out and reclaim takes it", { recipientId: s.recipientId, ...errorFields(err) });
    }
  }

  async function turn(t: Turn): Promise<number> {
    const now = Date.now();
    await startDueCampaigns();
    const { rows } = await getDb().execute<{ id: string; pacing_disabled: boolean; messages_per_day: number | null }>(
      sql`select id, pacing_disabled, messages_per_day from campaigns where status = 'RUNNING' order by pace_at nulls first limit 1000`,
    );
    const running = rows.map((r) => r.id);
    const shared = new Set(rows.filter((r) => sharable({ pacingDisabled: r.pacing_disabled, messagesPerDay: r.messages_per_day })).map((r) => r.id));
    for (const id of nextAt.keys()) if (!running.includes(id)) nextAt.delete(id);
    if (now - lastReclaim > reclaimEveryMs) {
      lastReclaim = now;
      await reclaimExpired();
    }
    const due = running.filter((id) => (nextAt.get(id) ?? 0) <= Date.now());
    // A few claims at once: each is a short transaction of its own campaign; a campaign with
    // pacing off and no cap is claimed several times at once (claim.ts, sharable), by half the
    // claim slots, so a load test never takes every pooled connection from the process's jobs.
    const claims = due.flatMap((id) => (shared.has(id) ? Array.from({ length: sharedClaims }, () => id) : [id]));
    await mapLimit(claims, claimParallel, async (id) => {
      if (t.stopping || t.inFlight >= maxClaimed) return;
      const r = await claimBatch(id, new Date(), { shared: shared.has(id) });
      if (r.kind === "claimed") {
        // Tracked, so stop() lets them finish; they do not wake the loop (it looks every 250 ms at most).
        for (const s of r.sends) t.track(sendOne(s));
        nextAt.set(id, r.nextAt);
      } else if (r.kind === "wait") nextAt.set(id, r.until);
      else if (r.kind === "busy") nextAt.set(id, Date.now() + 100);
      else nextAt.delete(id);
    });
    const soonest = Math.min(...nextAt.values(), Date.now() + 250);
    return Math.max(10, Math.min(250, soonest - Date.now()));
  }
  // Claimed sends finish and are recorded at stop; a hard kill instead leaves them to reclaim.
  return startLoop({ name: "campaign sender", channel: CAMPAIGNS_CHANNEL, turn, retryMs: 250, stopWaitMs: 15_000 });
}
