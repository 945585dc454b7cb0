import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { crop, fromMarked, mergeRanges, START_MARK, STOP_MARK } from "./highlight";
import type { MessageHit } from "./schemas";

/** The configurations every message is indexed in (migration 0034), in query order. */
export const CONFIGS = ["arabic", "english", "simple"] as const;

/** The text a headline is computed over: matches further in still find the message, unmarked. */
const HEADLINE_CHARS = 2000;

/** `q` as the OR of its tsquery in each configuration, as the index was built. */
export function tsquerySql(q: string) {
  return sql.join(
    CONFIGS.map((c) => sql`websearch_to_tsquery(${sql.raw(`'${c}'`)}, ${q})`),
    sql` || `,
  );
}

const OPTS = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, HighlightAll=true`;

/**
 * Messages whose text matches, newest first. The planner picks between the GIN index
 * (company_id, search_vector) for rare words and walking the company's messages newest
 * first (messages_company_created_idx) for common ones; only the `limit` found are
 * highlighted and joined to their contact.
 */
export async function searchMessages({ ctx, q, limit }: { ctx: Ctx; q: string; limit: number }): Promise<MessageHit[]> {
  const headlines = sql.join(
    CONFIGS.map((c) => sql`ts_headline(${sql.raw(`'${c}'`)}, h.body, websearch_to_tsquery(${sql.raw(`'${c}'`)}, ${q}), ${OPTS})`),
    sql`, `,
  );
  const { rows } = await dbOf(ctx).execute<{
    id: string;
    conversation_id: string;
    contact_id: string;
    contact_name: string | null;
    channel: string;
    direction: "inbound" | "outbound";
    created_at: string | Date;
    marks: string[];
  }>(sql`
    with hits as (
      select m.id, m.conversation_id, m.contact_id, m.channel, m.direction, m.created_at,
        -- The markers cannot come from the text itself.
        translate(left(m.text, ${HEADLINE_CHARS}), ${START_MARK + STOP_MARK}, '') as body
      from messages m
      where ${companySql(ctx, "m")} and m.search_vector @@ (${tsquerySql(q)})
      order by m.created_at desc, m.id desc
      limit ${limit}
    )
    select h.id, h.conversation_id, h.contact_id, ct.name as contact_name, h.channel, h.direction, h.created_at,
      array[${headlines}] as marks
    from hits h left join contacts ct on ct.id = h.contact_id and ct.company_id = ${ctx.companyId}
    order by h.created_at desc, h.id desc`);
  return rows.map((r) => {
    const parsed = r.marks.map(fromMarked);
    const text = parsed[0]!.text;
    return {
      id: r.id,
      conversationId: r.conversation_id,
      contactId: r.contact_id,
      contactName: r.contact_name,
      channel: r.channel,
      direction: r.direction,
      createdAt: new Date(r.created_at).toISOString(),
      snippet: crop({ text, highlights: mergeRanges(parsed.flatMap((p) => (p.text === text ? p.highlights : []))) }),
    };
  });
}
