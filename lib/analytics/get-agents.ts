import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { summarize } from "./buckets";
import { hist, rowsOf, scopeOf, TIME_SUMS } from "./read";
import type { RangeQuery } from "./schemas";

type Row = { agent_id: string; messages: number; conversations: number; resolved: number; fr_seconds: number; fr_hist: unknown; res_seconds: number; res_hist: unknown };

/** GET /chatapp/analytics/agents: per team member, most messages first; names from the team. */
export async function getAgents({ ctx, input }: { ctx: Ctx; input: RangeQuery & { limit: number } }) {
  const s = await scopeOf(ctx, input);
  // Names joined in the same statement: one round trip fewer than looking them up after.
  const { rows } = await dbOf(ctx).execute<Row & { name: string | null; email: string | null }>(sql`
    select a.*, u.name, u.email from (
      select r.agent_id, coalesce(sum(r.outbound), 0)::int as messages, coalesce(sum(r.conversations_opened), 0)::int as conversations,
        coalesce(sum(r.resolved), 0)::int as resolved, ${TIME_SUMS}
      from ${rowsOf(s, s.range.channel ? "keyed" : "agent", { where: sql`t.agent_id <> ''` })} group by r.agent_id
      order by sum(r.outbound) desc, sum(r.conversations_opened) desc, r.agent_id limit ${input.limit}
    ) a left join users u on ${companySql(ctx, "u")} and u.id = a.agent_id
    order by a.messages desc, a.conversations desc, a.agent_id`);
  return {
    range: s.range,
    agents: rows.map((r) => ({
      agentId: r.agent_id,
      name: r.name ?? null,
      email: r.email ?? null,
      messages: Number(r.messages),
      conversations: Number(r.conversations),
      resolved: Number(r.resolved),
      firstResponse: summarize(hist(r.fr_hist), Number(r.fr_seconds)),
      resolution: summarize(hist(r.res_hist), Number(r.res_seconds)),
    })),
  };
}
