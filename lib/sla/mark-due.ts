import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { getConversationsByIds } from "@/lib/conversations/get-conversation";
import { systemCtx } from "@/lib/domain/context";
import { emitEvents, type NewEvent } from "@/lib/events/emit";
import { conversationEventPayload } from "@/lib/events/payloads/present";
import { CHECK_AT_SQL } from "./derive-dirty";
import type { SlaMetric } from "./schemas";
import { companySql } from "@/lib/domain/tenancy";

const CLOCKS: { prefix: string; metric: SlaMetric }[] = [
  { prefix: "first", metric: "first_response" },
  { prefix: "next", metric: "next_response" },
  { prefix: "resolution", metric: "resolution" },
];
// Breaches first: a clock found past its due time by a late sweep is breached, not warned as well.
const KINDS = [
  { kind: "breached", at: "due_at", mark: "breached_at" },
  { kind: "warning", at: "warn_at", mark: "warned_at" },
] as const;

type Marked = {
  conversation_id: string;
  company_id: string;
  policy_id: string;
  policy_name: string;
  metric: SlaMetric;
  kind: "warning" | "breached";
  due_at: string;
};

/**
 * Marks every clock whose warning or due time has passed, once: the update takes each row's
 * lock and re-checks the mark is still unset (a second sweep, in this process or another,
 * finds it set and marks nothing), records the mark in sla_marks (unique per conversation,
 * clock, kind and due time) and emits sla.warning / sla.breached, all in the caller's
 * transaction. Only open conversations are marked: resolving stops the clocks.
 */
export async function markDue(tx: Tx, opts: { now: Date; companyId?: string }): Promise<Marked[]> {
  const now = opts.now.toISOString();
  const marked: Marked[] = [];
  for (const { prefix, metric } of CLOCKS) {
    for (const k of KINDS) {
      const at = sql.raw(`s.${prefix}_${k.at}`);
      const markCol = `${prefix}_${k.mark}`;
      const mark = sql.raw(markCol);
      const { rows } = await tx.execute<Marked>(sql`
        with hit as (
          update conversation_slas s set ${mark} = ${now}::timestamptz, updated_at = now()
          from conversations c, sla_policies p
          where c.id = s.conversation_id and p.id = s.policy_id and c.status = 'OPEN'
            and s.check_at <= ${now}::timestamptz and ${at} <= ${now}::timestamptz
            and ${sql.raw(`s.${prefix}_met_at`)} is null and ${sql.raw(`s.${markCol}`)} is null and ${sql.raw(`s.${prefix}_breached_at`)} is null
            ${opts.companyId ? sql`and ${companySql({ companyId: opts.companyId }, "s")}` : sql``}
          returning s.conversation_id, s.company_id, s.policy_id, p.name as policy_name, ${at} as due_at, c.inbox_id, c.team_id, c.assigned_agent_id
        ), recorded as (
          insert into sla_marks (id, company_id, conversation_id, policy_id, metric, kind, due_at, inbox_id, team_id, assignee_id, marked_at)
          select ${sql.raw(`'slm_' || substr(md5(random()::text), 1, 16)`)}, company_id, conversation_id, policy_id, ${metric}, ${k.kind}, due_at, inbox_id, team_id, assigned_agent_id, ${now}::timestamptz
          from hit
          on conflict (conversation_id, metric, kind, due_at) do nothing
          returning conversation_id
        )
        select h.conversation_id, h.company_id, h.policy_id, h.policy_name, ${metric} as metric, ${k.kind} as kind, h.due_at
        from hit h join recorded r using (conversation_id)`);
      marked.push(...rows);
    }
  }
  if (!marked.length) return marked;
  const ids = [...new Set(marked.map((m) => m.conversation_id))];
  const idList = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  await tx.execute(sql`update conversation_slas set check_at = ${CHECK_AT_SQL} where conversation_id in ${idList}`);
  // Touching the conversation tells open dashboards (the live inbox's trigger) to refetch it, badge and all.
  await tx.execute(sql`update conversations set updated_at = now() where id in ${idList}`);
  await emitEvents(tx, await eventsOf(tx, marked));
  return marked;
}

async function eventsOf(tx: Tx, marked: Marked[]): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  for (const companyId of new Set(marked.map((m) => m.company_id))) {
    const mine = marked.filter((m) => m.company_id === companyId);
    const conversations = await getConversationsByIds({ ctx: { ...systemCtx(companyId, "SLA sweep"), tx }, ids: mine.map((m) => m.conversation_id) });
    for (const m of mine) {
      const c = conversations.get(m.conversation_id);
      if (!c) continue;
      events.push({
        companyId,
        event: m.kind === "warning" ? "sla.warning" : "sla.breached",
        payload: { ...conversationEventPayload(c), sla: { policy: { id: m.policy_id, name: m.policy_name }, metric: m.metric, dueAt: new Date(m.due_at).toISOString() } },
      });
    }
  }
  return events;
}
