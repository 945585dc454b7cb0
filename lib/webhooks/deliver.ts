import "server-only";
import { and, asc, inArray, sql } from "drizzle-orm";
import { getDb, getPool, type Tx } from "@/db/client";
import { webhookDeliveries, webhooks, type Webhook, type WebhookDelivery } from "@/db/schema";
import { mapLimit } from "@/lib/jobs/map-limit";
import { AppError } from "@/lib/domain/errors";
import { log } from "@/lib/log";
import { describeStatus } from "./failure-reason";
import { backoffMs, retryAfterMs } from "./retry";
import { openSecret } from "./secret";
import { sendAttempt, type AttemptResult } from "./send-attempt";
import { chunk, enqueueDeliveries, IDS_PER_JOB } from "./subscriber";
import { env } from "@/lib/config/env";

const PARALLEL_SENDS = 100;

type Hook = Pick<Webhook, "id" | "url" | "status" | "secretSealed">;

/**
 * The `webhooks:deliver` job: one attempt for each due delivery of the batch, sent in
 * parallel outside any transaction, then every outcome written in one transaction (attempt
 * rows, delivery states, failure counts, auto-pause, and the retry jobs). Plain transactions,
 * not a ctx: a batch holds deliveries of many companies, picked by delivery id (unique).
 */
export async function deliverBatch(ids: string[]): Promise<void> {
  const db = getDb();
  // Only deliveries still waiting and due: a job graphile-worker re-runs after a crash
  // skips what its first run already recorded.
  const due = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.id, ids),
        inArray(webhookDeliveries.status, ["PENDING", "RETRYING"]),
        sql`coalesce(${webhookDeliveries.nextAttemptAt}, '-infinity') <= now() + interval '1 second'`,
      ),
    )
    // Oldest event first: the sends start in the order the events occurred (a resume's backlog).
    .orderBy(asc(webhookDeliveries.eventOccurredAt), asc(webhookDeliveries.id));
  if (!due.length) return;
  const hookIds = [...new Set(due.map((d) => d.webhookId))];
  const hooks = new Map<string, Hook>(
    (await db.select({ id: webhooks.id, url: webhooks.url, status: webhooks.status, secretSealed: webhooks.secretSealed }).from(webhooks).where(inArray(webhooks.id, hookIds))).map((h) => [h.id, h]),
  );
  // Secrets of the ACTIVE hooks only, each on its own: one written under another key fails
  // its own deliveries (with the 409's advice), not the other companies' in this batch.
  const secrets = new Map<string, string>();
  const unreadable = new Map<string, string>();
  for (const h of hooks.values()) {
    if (h.status !== "ACTIVE") continue;
    try {
      secrets.set(h.id, openSecret(h.secretSealed, h.id));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      unreadable.set(h.id, `not sent: ${err.message}`);
    }
  }
  const sendable = due.filter((d) => secrets.has(d.webhookId));
  // Paused since they were queued: kept for the resume, not failed.
  const held = due.filter((d) => !secrets.has(d.webhookId) && isHolding(hooks.get(d.webhookId)?.status));
  const halted = due.filter((d) => !secrets.has(d.webhookId) && !isHolding(hooks.get(d.webhookId)?.status));
  const results = await mapLimit(sendable, PARALLEL_SENDS, (d) => sendAttempt(d, hooks.get(d.webhookId)!.url, secrets.get(d.webhookId)!));
  // The calls went out: their record must not be lost to a transient conflict, or the job's
  // retry would call the receivers again beyond the documented retries.
  const recorded = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      if (held.length) await holdDeliveries(tx, held.map((d) => d.id));
      if (halted.length) await failHalted(tx, halted, (d) => unreadable.get(d.webhookId) ?? `not sent: the webhook is ${hooks.get(d.webhookId)?.status ?? "deleted"}`);
      return recordOutcomes(tx, sendable, results);
    }),
  );
  // The webhook rows (failure counts, auto-pause) are shared by every job: they get their own
  // short transaction, so jobs record their deliveries in parallel instead of queueing on
  // those rows. A crash between the two loses only this batch's count update. Only attempts
  // this run recorded count (a twin run may have recorded the others).
  await retryOnConflict(() => db.transaction((tx) => updateFailureCounts(tx, recorded.outcomes)));
  for (const at of recorded.retryTimes) nudgeWorkersAt(at);
}

/**
 * Concurrent jobs update the same webhook rows (failure counts): taking their locks in id
 * order first means two jobs can wait for each other but never deadlock. NO KEY UPDATE is
 * the lock the UPDATE takes anyway; it leaves the dispatcher's foreign-key checks (KEY SHARE,
 * inserting deliveries) unblocked.
 */
async function lockWebhooks(tx: Tx, ids: string[]) {
  if (ids.length) await tx.select({ id: webhooks.id }).from(webhooks).where(inArray(webhooks.id, ids)).orderBy(asc(webhooks.id)).for("no key update");
}

const CONFLICT_CODES = new Set(["40P01", "40001"]); // deadlock detected, serialization failure

async function retryOnConflict<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (i >= attempts || !code || !CONFLICT_CODES.has(code)) throw err;
      log.warn("delivery outcomes hit a conflict; writing them again", { code, attempt: i });
      await new Promise((r) => setTimeout(r, 20 * i));
    }
  }
}

/**
 * graphile-worker finds future jobs by polling (every 2 s), which would blur the 1 s, 2 s, 4 s
 * waits. At the moment a retry is due we send the NOTIFY its add_job would have sent, so an
 * idle worker takes it at once; if this process dies first, polling still finds the job.
 */
function nudgeWorkersAt(at: Date) {
  const timer = setTimeout(() => {
    getPool()
      .query(`select pg_notify('jobs:insert', '{"count":1}')`)
      .catch((err: unknown) => log.warn("retry nudge failed", { error: String(err) }));
  }, Math.max(0, at.getTime() - Date.now()) + 5);
  timer.unref();
}

/** A paused webhook keeps what matches it (docs/decisions.md, "Held deliveries"). */
function isHolding(status: Webhook["status"] | undefined): boolean {
  return status === "PAUSED";
}

async function holdDeliveries(tx: Tx, ids: string[]) {
  await tx.update(webhookDeliveries).set({ status: "HELD", nextAttemptAt: null, updatedAt: new Date() }).where(inArray(webhookDeliveries.id, ids));
}

/**
 * Deliveries that cannot go (their webhook became FAILED or was deleted, or its secret cannot
 * be read) end FAILED with the reason, resendable later.
 */
async function failHalted(tx: Tx, halted: WebhookDelivery[], reason: (d: WebhookDelivery) => string) {
  const rows = halted.map((d) => ({ id: d.id, error: reason(d) }));
  await tx.execute(sql`
    update webhook_deliveries d set status = 'FAILED', last_error = v.error, next_attempt_at = null, completed_at = now(), updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, error text) where d.id = v.id`);
}

/**
 * Writes the attempts, delivery states and retry jobs; answers which deliveries it recorded
 * and when the retries are due. Each attempt is recorded once: a delivery whose count has
 * moved past `attempt - 1` was recorded by a twin run of this job (graphile-worker re-runs a
 * job released from a process taken for dead that was alive after all), and is left as that
 * run wrote it. The rows are locked, so two runs recording at once take turns.
 */
export async function recordOutcomes(tx: Tx, all: WebhookDelivery[], allResults: AttemptResult[]): Promise<Recorded> {
  if (!allResults.length) return { ids: new Set(), retryTimes: [], outcomes: [] };
  const expected = allResults.map((r) => ({ id: r.deliveryId, attempt: r.attemptNumber }));
  const { rows: open } = await tx.execute<{ id: string }>(sql`
    select d.id from webhook_deliveries d
    join jsonb_to_recordset(${JSON.stringify(expected)}::jsonb) as v(id text, attempt int) on d.id = v.id and d.attempt_count = v.attempt - 1
    order by d.id
    for update of d`);
  const ids = new Set(open.map((r) => r.id));
  const kept = allResults.map((r, i) => ({ r, d: all[i] })).filter((x) => ids.has(x.r.deliveryId));
  if (!kept.length) return { ids, retryTimes: [], outcomes: [] };
  const deliveries = kept.map((x) => x.d);
  const results = kept.map((x) => x.r);
  const attempts = results.map((r, i) => ({
    company_id: deliveries[i].companyId,
    delivery_id: r.deliveryId,
    attempt_number: r.attemptNumber,
    request_headers: r.requestHeaders,
    response_status: r.status,
    response_headers: r.responseHeaders,
    response_body: r.responseBody,
    duration_ms: r.durationMs,
    error: r.error,
    error_detail: r.errorDetail,
    started_at: r.startedAt.toISOString(),
  }));
  // One JSON parameter rather than ten bound values per attempt (see the subscriber).
  await tx.execute(sql`
    insert into webhook_delivery_attempts (company_id, delivery_id, attempt_number, request_headers, response_status, response_headers, response_body, duration_ms, error, error_detail, started_at)
    select v.company_id, v.delivery_id, v.attempt_number, v.request_headers, v.response_status, v.response_headers, v.response_body, v.duration_ms, v.error, v.error_detail, v.started_at
    from jsonb_to_recordset(${JSON.stringify(attempts)}::jsonb)
      as v(company_id text, delivery_id text, attempt_number int, request_headers jsonb, response_status int, response_headers jsonb, response_body text, duration_ms int, error text, error_detail text, started_at timestamptz)`);
  const now = Date.now();
  const retries = new Map<string, { ids: string[]; runAt: Date }>();
  const updates = results.map((r, i) => {
    const d = deliveries[i];
    const exhausted = r.attemptNumber >= d.maxAttempts || r.unsafe || d.isTest;
    const status: Outcome["status"] = r.ok ? "SUCCEEDED" : exhausted ? "FAILED" : "RETRYING";
    let nextAttemptAt: string | null = null;
    if (status === "RETRYING") {
      const wait = retryAfterMs(r.status, r.responseHeaders?.["retry-after"]) ?? backoffMs(r.attemptNumber);
      const runAt = new Date(now + wait);
      nextAttemptAt = runAt.toISOString();
      // Deliveries due after the same wait share a job (up to 100 ids each, below).
      const key = String(wait);
      const group = retries.get(key) ?? { ids: [], runAt };
      group.ids.push(d.id);
      retries.set(key, group);
    }
    return {
      id: d.id,
      status,
      attempt: r.attemptNumber,
      code: r.status,
      error: r.ok ? null : (r.error ?? describeStatus(r.status ?? 0)),
      duration: r.durationMs,
      next: nextAttemptAt,
      first: d.firstAttemptAt ? null : r.startedAt.toISOString(),
      done: status === "RETRYING" ? null : new Date(r.finishedAt).toISOString(),
    };
  });
  await tx.execute(sql`
    update webhook_deliveries d set
      status = v.status::webhook_delivery_status, attempt_count = v.attempt, last_response_status = v.code,
      last_error = v.error, last_duration_ms = v.duration, next_attempt_at = v.next,
      first_attempt_at = coalesce(d.first_attempt_at, v.first), completed_at = v.done, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      as v(id text, status text, attempt int, code int, error text, duration int, next timestamptz, first timestamptz, done timestamptz)
    where d.id = v.id`);
  await enqueueDeliveries(
    tx,
    [...retries.values()].flatMap((g) => chunk(g.ids, IDS_PER_JOB).map((ids) => ({ ids, runAt: g.runAt }))),
  );
  const outcomes: Outcome[] = updates
    .map((u, i) => ({ webhookId: deliveries[i].webhookId, status: u.status, finishedAt: results[i].finishedAt, reason: u.error, unsafe: results[i].unsafe ? results[i].error : null, isTest: deliveries[i].isTest }))
    .filter((o) => !o.isTest);
  return { ids, retryTimes: [...retries.values()].map((g) => g.runAt), outcomes };
}

type Outcome = { webhookId: string; status: "SUCCEEDED" | "FAILED" | "RETRYING"; finishedAt: number; reason: string | null; unsafe: string | null };
type Recorded = { ids: Set<string>; retryTimes: Date[]; outcomes: Outcome[] };

/**
 * A delivery counts once towards consecutiveFailureThreshold, when its retries are used up
 * (not each attempt), and a success resets the count, in the order attempts finished. The
 * webhook pauses when the count reaches the threshold and the failures have gone on for at
 * least WEBHOOK_PAUSE_AFTER_SECONDS (default 5 minutes), so a receiver restarting for a
 * minute is not paused however busy it is. A target the SSRF guard refuses at send time marks
 * it FAILED (see docs/decisions.md).
 */
async function updateFailureCounts(tx: Tx, outcomes: Outcome[]) {
  const perHook = new Map<string, { reset: boolean; trailing: number; firstFailure: number | null; reason: string | null; unsafe: string | null }>();
  for (const o of [...outcomes].sort((a, b) => a.finishedAt - b.finishedAt)) {
    const s = perHook.get(o.webhookId) ?? { reset: false, trailing: 0, firstFailure: null, reason: null, unsafe: null };
    if (o.status === "SUCCEEDED") Object.assign(s, { reset: true, trailing: 0, firstFailure: null });
    else if (o.status === "FAILED") {
      s.trailing += 1;
      s.firstFailure ??= o.finishedAt;
      s.reason = o.reason;
    }
    if (o.unsafe) s.unsafe = o.unsafe;
    perHook.set(o.webhookId, s);
  }
  if (!perHook.size) return;
  // Last in the transaction, so the shared webhook rows are held only until the commit.
  await lockWebhooks(tx, [...perHook.keys()]);
  const rows = [...perHook.entries()].map(([id, s]) => ({
    id,
    reset: s.reset,
    tail: s.trailing,
    since: s.firstFailure ? new Date(s.firstFailure).toISOString() : null,
    reason: s.reason ?? "failed",
    unsafe: s.unsafe,
  }));
  const graceSeconds = pauseAfterSeconds();
  const changed = await tx.execute<{ id: string; status: string; reason: string | null; halted: boolean }>(sql`
    with v as (
      select v.*, case when v.reset then v.tail else w.consecutive_failures + v.tail end as failures,
        case when v.tail = 0 then (case when v.reset then null else w.failing_since end)
             when v.reset then v.since else coalesce(w.failing_since, v.since) end as failing_since
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, reset boolean, tail int, since timestamptz, reason text, unsafe text)
      join webhooks w on w.id = v.id
    ), d as (
      select v.*, (v.failures >= w.consecutive_failure_threshold and v.failing_since <= now() - make_interval(secs => ${graceSeconds})) as pause
      from v join webhooks w on w.id = v.id
    )
    update webhooks w set
      consecutive_failures = d.failures,
      failing_since = d.failing_since,
      last_delivery_at = now(),
      status = case
        when w.status <> 'ACTIVE' then w.status
        when d.unsafe is not null then 'FAILED'::webhook_status
        when d.pause then 'PAUSED'::webhook_status
        else w.status end,
      status_reason = case
        when w.status <> 'ACTIVE' then w.status_reason
        when d.unsafe is not null then 'Delivery target refused: ' || d.unsafe
        when d.pause then 'Paused automatically after ' || d.failures || ' deliveries in a row failed every retry; last: ' || d.reason
        else w.status_reason end,
      status_changed_at = case when w.status = 'ACTIVE' and (d.unsafe is not null or d.pause) then now() else w.status_changed_at end,
      updated_at = now()
    from d
    where w.id = d.id
    returning w.id, w.status, w.status_reason as reason, w.status_changed_at = now() as halted`);
  for (const row of changed.rows) if (row.halted && row.status !== "ACTIVE") log.warn("webhook halted", { webhookId: row.id, status: row.status, reason: row.reason });
}

/** How long failures must have gone on before an auto-pause (WEBHOOK_PAUSE_AFTER_SECONDS). */
export function pauseAfterSeconds(): number {
  return env().WEBHOOK_PAUSE_AFTER_SECONDS;
}
