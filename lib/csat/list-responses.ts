import "server-only";
import { sql } from "drizzle-orm";
import type { AnalyticsChannel } from "@/lib/analytics/schemas";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { surveyScope } from "./report";
import type { CsatResponseItem, CsatResponsesQuery } from "./schemas";

type Row = {
  id: string; conversation_id: string; contact_id: string; contact_name: string; inbox_id: string; inbox_name: string | null; channel: string;
  agent_id: string | null; agent_name: string | null; team_id: string | null; team_name: string | null;
  rating: number; comment: string | null; sent_at: string | null; answered_at: string; answered_us: string;
};

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

/** GET …/analytics/csat/responses: the answers, newest first, with their comments; keyset pages by (answered time to the microsecond, id). */
export async function listCsatResponses({ ctx, input }: { ctx: Ctx; input: CsatResponsesQuery }): Promise<{ data: CsatResponseItem[]; nextCursor: string | null }> {
  const { where } = await surveyScope(ctx, input);
  const [us, afterId] = input.cursor ? input.cursor.split(/_(.*)/s) : [null, null];
  const after = us ? sql` and (s.answered_at, s.id) < (timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond', ${afterId})` : sql``;
  const rating = input.rating ? sql` and s.rating = ${input.rating}` : sql``;
  const { rows } = await dbOf(ctx).execute<Row>(sql`
    select s.id, s.conversation_id, s.contact_id, ct.name as contact_name, s.inbox_id, i.name as inbox_name, lower(s.channel::text) as channel,
      s.agent_id, u.name as agent_name, s.team_id, t.name as team_name, s.rating, s.comment, s.sent_at, s.answered_at,
      ((extract(epoch from s.answered_at) * 1000000)::bigint)::text as answered_us
    from csat_surveys s
    join contacts ct on ct.id = s.contact_id
    join channel_connections i on i.id = s.inbox_id
    left join users u on u.id = s.agent_id
    left join teams t on t.id = s.team_id
    where ${where} and s.rating is not null${rating}${after}
    order by s.answered_at desc, s.id desc
    limit ${input.limit + 1}`);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      id: r.id,
      conversationId: r.conversation_id,
      contact: { id: r.contact_id, name: r.contact_name },
      inbox: { id: r.inbox_id, name: r.inbox_name, channel: r.channel as AnalyticsChannel },
      agent: r.agent_id ? { id: r.agent_id, name: r.agent_name ?? "" } : null,
      team: r.team_id ? { id: r.team_id, name: r.team_name ?? "" } : null,
      rating: Number(r.rating),
      comment: r.comment,
      sentAt: iso(r.sent_at),
      answeredAt: iso(r.answered_at)!,
    })),
    nextCursor: rows.length > input.limit && last ? `${last.answered_us}_${last.id}` : null,
  };
}
