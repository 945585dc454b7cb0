import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { scheduleOf } from "@/lib/business-hours/calendar";
import { businessHoursSettingsSchema } from "@/lib/business-hours/schemas";
import { deriveClocks, type Clock, type Clocks } from "./clocks";
import { companySql } from "@/lib/domain/tenancy";

/** An outbound message a person sent (not an automatic reply, a campaign or a workflow), not failed. */
const PERSON_REPLY_RAW = "m.direction = 'outbound' and m.sent_by_user_id is not null and m.status <> 'failed'";
const PERSON_REPLY = sql.raw(PERSON_REPLY_RAW);

const PREFIXES = { first: "first", next: "next", resolution: "resolution" } as const;
const COLS = ["started_at", "due_at", "warn_at", "met_at", "warned_at", "breached_at"] as const;

type Row = Record<string, unknown> & { conversation_id: string; company_zone: string; business_hours: unknown; business_hours_only: boolean };

const d = (v: unknown) => (v == null ? null : new Date(v as string));

function clockOf(r: Row, p: string): Clock {
  return { startedAt: d(r[`${p}_started_at`]), dueAt: d(r[`${p}_due_at`]), warnAt: d(r[`${p}_warn_at`]), metAt: d(r[`${p}_met_at`]), warnedAt: d(r[`${p}_warned_at`]), breachedAt: d(r[`${p}_breached_at`]) };
}

/**
 * When a clock may next need a mark: the earliest warning or due time not yet marked of the
 * clocks not met, while the conversation is open (SQL, so marking can move it too).
 */
export const CHECK_AT_SQL = sql.raw(
  `(select min(x) from (values ${Object.values(PREFIXES)
    .flatMap((p) => [`(case when ${p}_met_at is null and ${p}_warned_at is null and ${p}_breached_at is null then ${p}_warn_at end)`, `(case when ${p}_met_at is null and ${p}_breached_at is null then ${p}_due_at end)`])
    .join(", ")}) v(x))`,
);

/**
 * Re-derives the clocks of conversations whose messages or status changed (`dirty`, set by
 * the triggers), a batch at a time: the facts in one statement, the clocks computed here (the
 * business-hours arithmetic), written back in one statement. Rows another sweep holds are skipped.
 */
export async function deriveDirty(db: DbOrTx, opts: { now: Date; companyId?: string; limit?: number }): Promise<number> {
  const { rows } = await db.execute<Row>(sql`
    select s.*, p.first_response_minutes, p.next_response_minutes, p.resolution_minutes, p.business_hours_only,
      c.status, coalesce(c.resolved_at, c.closed_at) as ended_at, ch.settings->'businessHours' as business_hours, co.timezone as company_zone,
      f.first_inbound_at, r.first_reply_at, w.waiting_since, nr.reply_after_next_start
    from conversation_slas s
    join sla_policies p on p.id = s.policy_id
    join conversations c on c.id = s.conversation_id
    join channel_connections ch on ch.id = c.inbox_id
    join companies co on co.id = s.company_id
    left join lateral (select min(m.created_at) as first_inbound_at from messages m where m.conversation_id = s.conversation_id and m.direction = 'inbound' and m.created_at >= s.applied_at) f on true
    left join lateral (select min(m.created_at) as first_reply_at from messages m where m.conversation_id = s.conversation_id and ${PERSON_REPLY} and m.created_at >= f.first_inbound_at) r on true
    left join lateral (
      select min(m.created_at) as waiting_since from messages m
      where m.conversation_id = s.conversation_id and m.direction = 'inbound'
        and m.created_at > (select max(o.created_at) from messages o where o.conversation_id = s.conversation_id and ${sql.raw(PERSON_REPLY_RAW.replaceAll("m.", "o."))})
    ) w on true
    left join lateral (select min(m.created_at) as reply_after_next_start from messages m where m.conversation_id = s.conversation_id and ${PERSON_REPLY} and m.created_at > s.next_started_at) nr on true
    where s.dirty ${opts.companyId ? sql`and ${companySql({ companyId: opts.companyId }, "s")}` : sql``}
    order by s.conversation_id
    limit ${opts.limit ?? 200}
    for update of s skip locked`);
  if (!rows.length) return 0;
  const out = rows.map((r) => {
    const bh = businessHoursSettingsSchema.safeParse(r.business_hours);
    const schedule = r.business_hours_only ? scheduleOf(bh.success ? bh.data : undefined, r.company_zone) : null;
    const stored: Clocks = { first: clockOf(r, "first"), next: clockOf(r, "next"), resolution: clockOf(r, "resolution") };
    const next = deriveClocks(
      stored,
      { firstResponseMinutes: r.first_response_minutes as number | null, nextResponseMinutes: r.next_response_minutes as number | null, resolutionMinutes: r.resolution_minutes as number | null },
      { open: r.status === "OPEN", endedAt: d(r.ended_at), firstInboundAt: d(r.first_inbound_at), firstReplyAt: d(r.first_reply_at), waitingSince: d(r.waiting_since), replyAfterNextStart: d(r.reply_after_next_start) },
      schedule,
      opts.now,
    );
    const flat: Record<string, string | null> = { conversation_id: r.conversation_id };
    for (const [key, p] of Object.entries(PREFIXES)) {
      const c = next[key as keyof Clocks] as unknown as Record<string, Date | null>;
      for (const col of COLS) flat[`${p}_${col}`] = c[col.replace(/_(\w)/g, (_, x: string) => x.toUpperCase())]?.toISOString() ?? null;
    }
    return flat;
  });
  const cols = Object.values(PREFIXES).flatMap((p) => COLS.map((c) => `${p}_${c}`));
  await db.execute(sql`
    update conversation_slas s set ${sql.raw(cols.map((c) => `${c} = x.${c}`).join(", "))}, dirty = false, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(out)}::jsonb) as x(conversation_id text, ${sql.raw(cols.map((c) => `${c} timestamptz`).join(", "))})
    where s.conversation_id = x.conversation_id`);
  await db.execute(sql`
    update conversation_slas s set check_at = case when c.status = 'OPEN' then ${CHECK_AT_SQL} end
    from conversations c where c.id = s.conversation_id and s.conversation_id in (select jsonb_array_elements_text(${JSON.stringify(out.map((o) => o.conversation_id))}::jsonb))`);
  return rows.length;
}
