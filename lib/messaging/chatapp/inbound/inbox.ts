import { getPool } from "@/db/client";
import type { Listener } from "@/db/listen";
import { drainOnNotify } from "@/lib/jobs/drain-on-notify";
import { mapLimit } from "@/lib/jobs/map-limit";
import { log } from "@/lib/log";
import { callbackSchema, type Callback } from "./callback-schema";
import { processChatappCallback, type CallbackSummary } from "./process-callback";

export const INBOX_CHANNEL = "chatapp_inbox";
export const DRAIN_INBOX_TASK = "chatapp:drain-inbox";
const BATCH = 200;
// One drainer at a time across processes keeps each customer's callbacks in arrival order.
const DRAIN_LOCK = 7_348_201;
// Callbacks of different customers are independent; one customer's stay in order.
const PARALLEL = 8;

/** How many callbacks this process processes while acknowledging; beyond it they queue. */
const inlineMax = () => Number(process.env.CHATAPP_INLINE_MAX ?? 16);
let inline = 0;

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
      return { ...(await processChatappCallback(body)), queued: false };
    } finally {
      inline -= 1;
    }
  }
  await getPool().query(`with stored as (insert into chatapp_inbox (body) values ($1::jsonb) returning id) select pg_notify('${INBOX_CHANNEL}', '') from stored`, [raw]);
  return QUEUED;
}

/** Who a callback is about: the first message's sender or status recipient, per number. */
function orderKey(body: unknown): string {
  const value = (body as Callback).entry?.[0]?.changes?.[0]?.value as { metadata?: { phone_number_id?: string }; messages?: { from?: string }[]; statuses?: { recipient_id?: string }[] } | undefined;
  return `${value?.metadata?.phone_number_id ?? ""}:${value?.messages?.[0]?.from ?? value?.statuses?.[0]?.recipient_id ?? ""}`;
}

/**
 * One batch, oldest first, by the one drainer holding the lock (null: another process is
 * draining), processed, then deleted in the claiming transaction. If this process dies, the claim rolls
 * back and the rows are processed again; message ids make that a no-op. A callback that
 * throws is kept with its error and tried again after a growing wait.
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
    const { rows } = await client.query<{ id: string; body: unknown }>(`select id, body from chatapp_inbox where received_at <= now() order by id limit ${BATCH} for update`);
    const done: string[] = [];
    const failed: { id: string; error: string }[] = [];
    const groups = new Map<string, typeof rows>();
    for (const row of rows) groups.set(orderKey(row.body), [...(groups.get(orderKey(row.body)) ?? []), row]);
    await mapLimit([...groups.values()], PARALLEL, async (group) => {
      for (const row of group) {
        try {
          await processChatappCallback(callbackSchema.parse(row.body));
          done.push(row.id);
        } catch (err) {
          failed.push({ id: row.id, error: String((err as Error).message ?? err).slice(0, 500) });
        }
      }
    });
    if (done.length) await client.query(`delete from chatapp_inbox where id = any($1::bigint[])`, [done]);
    for (const f of failed) {
      // received_at moves forward: the row waits 2^attempts seconds (at most 10 minutes).
      await client.query(`update chatapp_inbox set attempts = attempts + 1, last_error = $2, received_at = now() + least(power(2, attempts + 1), 600) * interval '1 second' where id = $1`, [f.id, f.error]);
      log.error("chatapp callback from the inbox failed; it will be tried again", { inboxId: f.id, error: f.error });
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
