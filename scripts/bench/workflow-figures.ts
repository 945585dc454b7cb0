/**
 * bench:workflows' figures, read from the database after (or during) a burst: the runs of one
 * burst (told apart by the `burst` label in their event's payload), their steps, the delay
 * steps' lateness and the integrity checks.
 */
import { getPool } from "@/db/client";
import type { RecordedRequest } from "@/lib/testing/fake-cloud-api";
import { pct } from "./measure";

const q = async <T extends Record<string, unknown>>(text: string, values: unknown[]) => (await getPool().query<T>(text, values)).rows;

const RUNS = `select * from workflow_runs where company_id = $1 and event_payload #>> '{data,burst}' = $2`;

/**
 * Runs of the burst by status, and steps taken so far (the runs' step counts, cheaper than
 * counting step rows every second): the progress line.
 */
export async function progress(companyId: string, burst: string) {
  const [r] = await q<{ runs: number; completed: number; failed: number; waiting: number; steps: number; pending: number }>(
    `select count(*)::int as runs,
            count(*) filter (where status = 'COMPLETED')::int as completed,
            count(*) filter (where status in ('FAILED', 'CANCELLED'))::int as failed,
            count(*) filter (where status in ('RUNNING', 'WAITING') and priority = 0)::int as waiting,
            coalesce(sum(step_count), 0)::int as steps,
            (select count(*) from event_outbox where dispatched_at is null)::int as pending
     from (${RUNS}) r`,
    [companyId, burst],
  );
  return r!;
}

const ms = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));

/**
 * The burst's start and execution: when its events were dispatched and runs created, steps
 * finished over their span, the delay steps' lateness (finished_at − the `until` they were
 * given), and the runs' ends.
 */
export async function engineFigures(companyId: string, burst: string, burstAt: number) {
  const [t] = await q<Record<string, unknown>>(
    `with r as (${RUNS})
     select count(*)::int as runs,
            count(*) filter (where r.status = 'COMPLETED')::int as completed,
            count(*) filter (where r.status = 'FAILED')::int as failed,
            count(*) filter (where r.status = 'CANCELLED')::int as cancelled,
            count(*) filter (where r.status in ('RUNNING', 'WAITING'))::int as active,
            extract(epoch from min(r.started_at)) * 1000 as first_run,
            extract(epoch from max(o.dispatched_at)) * 1000 as last_dispatched,
            extract(epoch from max(r.finished_at)) * 1000 as last_finished,
            count(distinct r.started_at)::int as start_batches
     from r left join event_outbox o on o.event_id = r.event_id`,
    [companyId, burst],
  );
  const [s] = await q<Record<string, unknown>>(
    `with r as (${RUNS})
     select count(*) filter (where s.status = 'SUCCEEDED')::int as succeeded,
            count(*) filter (where s.status = 'SUCCEEDED' and s.node_type not in ('trigger', 'delay'))::int as work,
            count(*) filter (where s.status = 'FAILED')::int as failed,
            extract(epoch from min(s.started_at)) * 1000 as first_started,
            extract(epoch from max(s.finished_at)) * 1000 as last_finished,
            count(*) filter (where s.status = 'SUCCEEDED' and s.finished_at > to_timestamp($3::float8 / 1000))::int as after_start
     from workflow_steps s join r on r.id = s.run_id`,
    [companyId, burst, ms(t!.last_dispatched)],
  );
  const late = (
    await q<{ ms: number }>(
      `with r as (${RUNS})
       select extract(epoch from s.finished_at - (s.input ->> 'until')::timestamptz) * 1000 as ms
       from workflow_steps s join r on r.id = s.run_id where s.node_type = 'delay' and s.finished_at is not null`,
      [companyId, burst],
    )
  )
    .map((x) => Number(x.ms))
    .sort((a, b) => a - b);

  const lastDispatched = ms(t!.last_dispatched);
  const runs = Number(t!.runs);
  const firstStep = ms(s!.first_started);
  const lastStep = ms(s!.last_finished);
  const span = (lastStep - firstStep) / 1000;
  const afterStartSpan = (lastStep - lastDispatched) / 1000;
  const round = (x: number, d = 0) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);
  return {
    runs,
    completed: Number(t!.completed),
    failed: Number(t!.failed),
    cancelled: Number(t!.cancelled),
    active: Number(t!.active),
    start: {
      burstToFirstRunMs: round(ms(t!.first_run) - burstAt),
      burstToLastRunCreatedMs: round(lastDispatched - burstAt),
      // Runs created from the burst's commit until its last event was dispatched (the commit of the last run batch).
      runsPerSecond: round(runs / ((lastDispatched - burstAt) / 1000)),
      // The same from the first run created on (the dispatcher's wake-up left out).
      runsPerSecondOnceStarted: round(runs / ((lastDispatched - ms(t!.first_run)) / 1000)),
      dispatchTransactions: Number(t!.start_batches),
    },
    steps: {
      succeeded: Number(s!.succeeded),
      failed: Number(s!.failed),
      work: Number(s!.work),
      spanSeconds: round(span, 1),
      perSecond: round(Number(s!.succeeded) / span),
      workPerSecond: round(Number(s!.work) / span),
      // Once every run existed: the engine no longer shared the worker with the dispatcher.
      perSecondAfterStart: round(Number(s!.after_start) / afterStartSpan),
      burstToLastRunFinishedSeconds: round((ms(t!.last_finished) - burstAt) / 1000, 1),
    },
    delayLatenessMs: { count: late.length, p50: pct(late, 50), p95: pct(late, 95), p99: pct(late, 99), max: late.length ? Math.round(late.at(-1)!) : null },
  };
}

/**
 * Exactly-once checks of one burst: platform sends per contact (from what the fake received on
 * the company's number), runs per contact, send steps and messages per (run, node), messages
 * per contact. `requests` are those of this burst; `expected` its sends per contact (2) and
 * the outbound messages each contact should have by now (2 per burst so far).
 */
export async function integrity(companyId: string, burst: string, number: string, contacts: { id: string; phone: string }[], requests: RecordedRequest[], expected: { sends: number; messagesPerContact: number }) {
  const perPhone = new Map<string, number>(contacts.map((c) => [c.phone, 0]));
  const opaque: string[] = [];
  for (const r of requests) {
    if (r.method !== "POST" || !r.path.endsWith("/messages") || r.path.split("/")[2] !== number) continue;
    const body = r.json as { to?: string; biz_opaque_callback_data?: string };
    if (body.to && perPhone.has(body.to)) {
      perPhone.set(body.to, perPhone.get(body.to)! + 1);
      if (body.biz_opaque_callback_data) opaque.push(body.biz_opaque_callback_data);
    }
  }
  const counts = [...perPhone.values()];
  const [d] = await q<Record<string, number>>(
    `with r as (${RUNS}), s as (select s.* from workflow_steps s join r on r.id = s.run_id where s.node_type = 'chatapp-send-template')
     select (select count(*) from (select c.id from unnest($3::text[]) c(id) left join r on r.contact_id = c.id group by c.id having count(r.id) <> 1) x)::int as runs_per_contact_not_1,
            (select count(*) from (select run_id, node_id from s group by 1, 2 having count(*) <> 1) x)::int as send_steps_not_1,
            (select count(*) from (select s.run_id, s.node_id from s left join messages m on m.id = s.input ->> 'messageId' and m.company_id = $1
                                   group by 1, 2 having count(m.id) <> 1) x)::int as messages_per_run_node_not_1,
            (select count(*) from (select c.id from contacts c left join messages m on m.contact_id = c.id and m.direction = 'outbound'
                                   where c.company_id = $1 and c.id = any($3::text[]) group by c.id having count(m.id) <> $4) x)::int as messages_per_contact_off`,
    [companyId, burst, contacts.map((c) => c.id), expected.messagesPerContact],
  );
  return {
    platformSends: counts.reduce((a, b) => a + b, 0),
    duplicates: counts.reduce((a, n) => a + Math.max(0, n - expected.sends), 0),
    missing: counts.reduce((a, n) => a + Math.max(0, expected.sends - n), 0),
    repeatedMessageIds: opaque.length - new Set(opaque).size,
    runsPerContactNot1: d!.runs_per_contact_not_1,
    sendStepsPerRunNodeNot1: d!.send_steps_not_1,
    messagesPerRunNodeNot1: d!.messages_per_run_node_not_1,
    messagesPerContactOff: d!.messages_per_contact_off,
  };
}

/** Outbound messages of the company by status (statuses posted back by the fake move them to read). */
export async function messageStatuses(companyId: string): Promise<Record<string, number>> {
  const rows = await q<{ status: string; n: number }>(`select status::text, count(*)::int as n from messages where company_id = $1 and direction = 'outbound' group by status`, [companyId]);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
