/**
 * bench:campaigns' machine floor: the durable writes and platform calls a campaign send cannot
 * do without, in plain SQL and a plain keep-alive HTTP client, with no framework, no engine, no
 * conversations, no timeline and no events. Per batch of 200 recipients:
 *   1. claim PENDING → CLAIMED (FOR UPDATE SKIP LOCKED) with a lease and a message id;
 *   2. write the 200 messages as queued;
 *   3. call the fake platform once per message (at most 64 calls in flight over all loops, as
 *      CAMPAIGN_SEND_CONCURRENCY) and read the platform's message id from each answer;
 *   4. record SENT with the platform id on recipient and message (one transaction, without
 *      the WAL flush wait, as the engine settles);
 *   5. apply the three statuses the platform posts back (sent, delivered, read) to message
 *      and recipient, one transaction each, matched by platform id, as the callbacks are.
 * With `events`, also the spec's events of a send as outbox rows (message.sent,
 * conversation.created and .opened at step 4; at step 5 message.status_updated for each status
 * and chatapp.message.status_changed for delivered and read: 8 per send, as the app writes)
 * and one dispatcher loop reading them 200 at a time and marking them dispatched.
 * The tables are copies of campaign_recipients, messages and event_outbox with their indexes
 * (`like … including all`, no foreign keys), so row shapes and index upkeep are the real ones. It runs
 * in the bench process on the same database while the app is idle, against a fake platform of
 * its own that posts nothing back (step 5 stands in for the callbacks).
 */
import http from "node:http";
import pg from "pg";
import { startFakeCloudApi } from "@/lib/testing/fake-cloud-api";

const BATCH = 200;
const IN_FLIGHT = 64;

/** A counting semaphore: the loops share the platform calls in flight. */
function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((r) => waiting.push(r));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** One event row per (message, event name), with a payload of the size the app's have. */
function outboxSql(events: string[], ids: string, extra = "") {
  return `insert into floor_outbox (event_id, company_id, event, payload)
    select 'evt_' || replace(gen_random_uuid()::text, '-', ''), 'co_floor', e, jsonb_build_object(
      'message', jsonb_build_object('id', mid, 'platformMessageId', pid, 'channel', 'CHATAPP', 'direction', 'outbound', 'type', 'template', 'status', e, 'to', '+15550001111',
        'text', 'Hi there, our sale starts today', 'sentAt', now()${extra}),
      'conversation', jsonb_build_object('id', 'cv_floor', 'status', 'OPEN', 'channel', 'CHATAPP'),
      'contact', jsonb_build_object('id', 'ct_floor', 'name', 'Customer', 'phone', '+15550001111'))
    from ${ids}, unnest(array[${events.map((e) => `'${e}'`).join(", ")}]) as e`;
}

export async function campaignFloor(opts: { databaseUrl: string; recipients: number; seconds: number; loops: number; events: boolean }) {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.loops + 2 });
  const fake = await startFakeCloudApi({ accessToken: "EAAG-floor-access-token" });
  const url = new URL(`${fake.baseUrl}/${fake.phoneNumberId}/messages`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const slot = limiter(IN_FLIGHT);
  try {
    await pool.query(`
      drop table if exists floor_recipients; drop table if exists floor_messages; drop table if exists floor_outbox;
      create table floor_recipients (like campaign_recipients including all);
      create table floor_messages (like messages including all);
      create table floor_outbox (like event_outbox including all);
      insert into floor_recipients (id, company_id, campaign_id, contact_id, phone)
        select 'fr' || lpad(g::text, 8, '0'), 'co_floor', 'cmp_floor', 'ct' || g, '1555' || lpad(g::text, 7, '0') from generate_series(1, ${opts.recipients}) g;
      analyze floor_recipients;`);

    const send = (to: string) =>
      slot(
        () =>
          new Promise<string>((resolve, reject) => {
            const body = JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to, type: "template", template: { name: "sale", language: { code: "en" } } });
            const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", agent, headers: { authorization: "Bearer EAAG-floor-access-token", "content-type": "application/json" } }, (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (c) => (text += c));
              res.on("end", () => {
                try {
                  resolve((JSON.parse(text) as { messages: { id: string }[] }).messages[0].id);
                } catch (err) {
                  reject(err);
                }
              });
            });
            req.on("error", reject);
            req.end(body);
          }),
      );

    async function batch(): Promise<number> {
      const claimed = await pool.query<{ id: string; phone: string; message_id: string; contact_id: string }>(`
        update floor_recipients r set status = 'CLAIMED', lease_until = now() + interval '120 seconds', attempts = r.attempts + 1, message_id = 'fm' || r.id
        where r.id in (select id from floor_recipients where campaign_id = 'cmp_floor' and status = 'PENDING' order by id limit ${BATCH} for update skip locked)
        returning r.id, r.phone, r.message_id, r.contact_id`);
      const rows = claimed.rows;
      if (!rows.length) return 0;
      await pool.query(
        `insert into floor_messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status)
         select m, 'co_floor', 'cv_floor', c, 'CHATAPP', 'outbound', 'template', 'Hi there, our sale starts today', '{"template":{"name":"sale","language":{"code":"en"}}}', 'queued'
         from unnest($1::text[], $2::text[]) as t(m, c)`,
        [rows.map((r) => r.message_id), rows.map((r) => r.contact_id)],
      );
      const pids = await Promise.all(rows.map((r) => send(r.phone)));
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("set local synchronous_commit = off");
        await client.query(
          `with i as (select * from unnest($1::text[], $2::text[]) as t(mid, pid)),
           r as (update floor_recipients r set status = 'SENT', platform_message_id = i.pid, sent_at = now(), lease_until = null from i where r.message_id = i.mid and r.status = 'CLAIMED' returning r.message_id)
           update floor_messages m set status = 'sent', platform_message_id = i.pid, sent_at = now() from i where m.id = i.mid`,
          [rows.map((r) => r.message_id), pids],
        );
        if (opts.events) {
          await client.query(outboxSql(["message.sent", "conversation.created", "conversation.opened"], "unnest($1::text[], $2::text[]) as t(mid, pid)"), [rows.map((r) => r.message_id), pids]);
        }
        await client.query("commit");
      } finally {
        client.release();
      }
      for (const [status, column, events] of [
        ["sent", "sent_at", ["message.status_updated"]],
        ["delivered", "delivered_at", ["message.status_updated", "chatapp.message.status_changed"]],
        ["read", "read_at", ["message.status_updated", "chatapp.message.status_changed"]],
      ] as const) {
        await pool.query(
          `with m as (update floor_messages m set status = $2::message_status, ${column} = coalesce(m.${column}, now())
             where m.channel = 'CHATAPP' and m.platform_message_id = any($1::text[]) returning m.id, m.platform_message_id),
           r as (update floor_recipients r set status = upper($2::text)::campaign_recipient_status, ${column} = coalesce(r.${column}, now()) from m where r.message_id = m.id)
           ${opts.events ? outboxSql([...events], "(select m.id as mid, m.platform_message_id as pid from m) as t") : "select 1"}`,
          [pids, status],
        );
      }
      return rows.length;
    }

    /** The outbox dispatcher's work: read 200 pending events with their payloads, mark them dispatched. */
    async function dispatch(): Promise<number> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query<{ id: string }>("select * from floor_outbox where dispatched_at is null order by id limit 200 for update skip locked");
        if (rows.length) await client.query("update floor_outbox set dispatched_at = now() where id = any($1::bigint[])", [rows.map((r) => r.id)]);
        await client.query("commit");
        return rows.length;
      } finally {
        client.release();
      }
    }

    let sent = 0;
    let sending = true;
    const started = performance.now();
    const until = started + opts.seconds * 1000;
    const dispatcher = (async () => {
      while (opts.events && sending) if ((await dispatch()) < 200) await new Promise((r) => setTimeout(r, 20));
    })();
    await Promise.all(
      Array.from({ length: opts.loops }, async () => {
        while (performance.now() < until) {
          const n = await batch();
          if (!n) return;
          sent += n;
        }
      }),
    );
    sending = false;
    await dispatcher;
    const seconds = (performance.now() - started) / 1000;
    return { events: opts.events, loops: opts.loops, batch: BATCH, inFlight: IN_FLIGHT, seconds: Math.round(seconds * 10) / 10, sends: sent, sendsPerSecond: Math.round(sent / seconds) };
  } finally {
    agent.destroy();
    await pool.query("drop table if exists floor_recipients; drop table if exists floor_messages; drop table if exists floor_outbox;").catch(() => {});
    await pool.end();
    fake.requests.length = 0;
    await fake.close();
  }
}
