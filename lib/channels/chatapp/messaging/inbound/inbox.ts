import "server-only";
import { getPool } from "@/db/client";
import type { Listener } from "@/db/listen";
import { drainOnNotify } from "@/lib/jobs/drain-on-notify";
import { backoff, type Backoff } from "@/lib/jobs/backoff";
import { groupCommit } from "@/lib/jobs/group-commit";
import { errorFields, log } from "@/lib/log";
import { callbackSchema, type Callback } from "./callback-schema";
import { processChatappCallback, processChatappCallbacks, type CallbackSummary } from "./process-callback";
import { env } from "@/lib/config/env";

export const INBOX_CHANNEL = "chatapp_inbox";
export const DRAIN_INBOX_TASK = "chatapp:drain-inbox";
const BATCH = 200;
// One drainer at a time across processes keeps each customer's callbacks in arrival order.
const DRAIN_LOCK = 7_348_201;

/**
 * A callback that failed waits 2 s, 4 s, 8 s … at most 10 minutes before its next try. No
 * jitter: one drainer takes the inbox in order, so there is no crowd to spread.
 */
const RETRY_BACKOFF: Backoff = { baseMs: 2000, capMs: 600_000, jitter: "none" };

/** How many callbacks this process processes while acknowledging; beyond it they queue. */
const inlineMax = () => env().CHATAPP_INLINE_MAX;
let inline = 0;

// Concurrent callbacks are stored together (group commit): under load one transaction holds
// many messages, so acknowledging after storing stays fast as the rate rises. One batch at a
// time per process: measured against two in parallel, the same latency for a fifth less
// database CPU.
const processInline = groupCommit(processChatappCallbacks, { max: BATCH });

export type AcceptedCallback = CallbackSummary & { queued: boolean };

const QUEUED: AcceptedCallback = { received: 0, duplicates: 0, statuses: 0, deferred: 0, ignored: 0, templates: 0, queued: true };

/**
 * A verified callback: processed before answering while this process has room (the answer
 * then says what was stored), otherwise stored in the inbox in one statement and answered at
 * once. Either way it is durable before the platform hears 200. The platform times out
 * slow webhooks and re-sends them, so under load a fast durable answer beats a slow complete one.
 */
export async function acceptCallback(body: Callback, raw: string): Promise<AcceptedCallback> {
  if (inline < inlineMax()) {
    inline += 1;
    try {
      return { ...(await processInline(body)), queued: false };
    } finally {
      inline -= 1;
    }
  }
  await getPool().query(`with stored as (insert into chatapp_inbox (body) values ($1::jsonb) returning id) select pg_notify('${INBOX_CHANNEL}', '') from stored`, [raw]);
  return QUEUED;
}

/**
 * One batch, oldest first, by the one drainer holding the lock (null: another process is
 * draining), processed together, then deleted in the claiming transaction. If this process
 * dies, the claim rolls back and the rows are processed again; message ids make that a no-op.
 * If the batch fails, its callbacks are processed one by one: one that throws is kept with
 * its error and tried again after a growing wait. A plain transaction on its own client, not
 * a ctx: the inbox holds callbacks of every company, and each company's batch commits in its
 * own transaction (receive-message.ts) while this claim stays open. Not the kit's leased claim
 * (lib/jobs/lease.ts): one drainer keeps each customer's callbacks in arrival order, and the
 * open transaction is the lease, ended the moment a dead drainer's connection drops.
 */
async function drainBatch(): Promise<number | null> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    const { rows: lock } = await client.query<{ ok: boolean }>(`select pg_try_advisory_xact_lock(${DRAIN_LOCK}) as ok`);
    if (!lock[0].ok) {
      await client.query("rollback");
      return null;
    }
    const { rows } = await client.query<{ id: string; body: unknown; attempts: number }>(`select id, body, attempts from chatapp_inbox where received_at <= now() order by id limit ${BATCH} for update`);
    const attempts = new Map(rows.map((r) => [r.id, r.attempts]));
    const failed = new Map<string, string>();
    const parsed: { id: string; body: Callback }[] = [];
    for (const row of rows) {
      const r = callbackSchema.safeParse(row.body);
      if (r.success) parsed.push({ id: row.id, body: r.data });
      else failed.set(row.id, r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ").slice(0, 500));
    }
    try {
      await processChatappCallbacks(parsed.map((p) => p.body));
    } catch (err) {
      log.warn("chatapp inbox batch failed; processing its callbacks one by one", errorFields(err));
      for (const p of parsed) {
        await processChatappCallback(p.body).catch((err: unknown) => failed.set(p.id, String((err as Error).message ?? err).slice(0, 500)));
      }
    }
    const done = rows.map((r) => r.id).filter((id) => !failed.has(id));
    if (done.length) await client.query(`delete from chatapp_inbox where id = any($1::bigint[])`, [done]);
    for (const [id, error] of failed) {
      // received_at moves forward: the row waits RETRY_BACKOFF (2 s, 4 s … at most 10 minutes).
      const wait = backoff((attempts.get(id) ?? 0) + 1, RETRY_BACKOFF);
      await client.query(`update chatapp_inbox set attempts = attempts + 1, last_error = $2, received_at = now() + $3::float8 * interval '1 millisecond' where id = $1`, [id, error, wait]);
      log.error("chatapp callback from the inbox failed; it will be tried again", { inboxId: id, error });
    }
    await client.query("commit");
    return rows.length;
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Drains until the inbox is empty; null when another process holds the drain. */
export async function drainInbox(): Promise<number | null> {
  let total = 0;
  for (;;) {
    const n = await drainBatch();
    if (n === null) return total ? total : null;
    total += n;
    if (n < BATCH) return total;
  }
}

/** One drain loop per worker process, woken by the webhook's NOTIFY. */
export function startInboxListener(): Promise<Listener> {
  return drainOnNotify(INBOX_CHANNEL, "chatapp inbox drain", async () => ((await drainInbox()) === null ? "busy" : "done"));
}
