import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
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

/** Newest messages read before deciding how to look further (phase 1 below). */
export const WINDOW = 1000;
/** Fewer hits than this in the window: the word is rare enough for the GIN index to win. */
export const GIN_BELOW = 3;
/**
 * Newest messages phase 3 walks at most. Past it the index answers: a word said a few times
 * lately and seldom before (an order number) would otherwise walk the whole company.
 */
export const WALK_MAX = 20 * WINDOW;

type Found = { id: string };

/**
 * Ids of the newest `limit` messages whose text matches, in three phases, because the
 * planner cannot tell a rare word from a middling one (it guesses the selectivity of a lexeme
 * missing from the statistics) and the wrong plan costs seconds:
 * 1. the newest WINDOW messages, walked newest first: a common word is done here;
 * 2. few hits in the window: the GIN index on (company, words), all matches, sorted;
 * 3. some hits: keep walking newest first, at most WALK_MAX messages, until `limit` are
 *    found; still short, the GIN index after all (the word is rarer than the window said).
 * The LIMIT of each walk and MATERIALIZED fence each plan so the planner keeps it.
 */
async function matchingIds(ctx: Ctx, q: string, limit: number): Promise<Found[]> {
  const db = dbOf(ctx);
  const tsq = tsquerySql(q);
  const walk = async (window: number) =>
    (
      await db.execute<Found>(sql`
        select id from (select id, created_at, search_vector from messages m where ${companySql(ctx, "m")}
          order by created_at desc, id desc limit ${window}) r
        where r.search_vector @@ (${tsq}) order by r.created_at desc, r.id desc limit ${limit}`)
    ).rows;
  const index = async () =>
    (
      await db.execute<Found>(sql`
        with hit as materialized (select id, created_at from messages m where ${companySql(ctx, "m")} and m.search_vector @@ (${tsq}))
        select id from hit order by created_at desc, id desc limit ${limit}`)
    ).rows;
  const recent = await walk(WINDOW);
  if (recent.length >= limit) return recent;
  if (recent.length < GIN_BELOW) return index();
  const further = await walk(WALK_MAX);
  return further.length >= limit ? further : index();
}

/**
 * Messages whose text matches, newest first: the ids by `matchingIds`, then only those
 * highlighted and joined to their contact.
 */
export async function searchMessages({ ctx, q, limit }: { ctx: Ctx; q: string; limit: number }): Promise<MessageHit[]> {
  const ids = (await matchingIds(ctx, q, limit)).map((r) => r.id);
  if (!ids.length) return [];
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
    with h as (
      select m.id, m.conversation_id, m.contact_id, m.channel, m.direction, m.created_at,
        -- The markers cannot come from the text itself.
        translate(left(m.text, ${HEADLINE_CHARS}), ${START_MARK + STOP_MARK}, '') as body
      from messages m
      where ${companySql(ctx, "m")} and m.id = any(${pgArray(ids)}::text[])
    )
    select h.id, h.conversation_id, h.contact_id, ct.name as contact_name, h.channel, h.direction, h.created_at,
      array[${headlines}] as marks
    from h left join contacts ct on ct.id = h.contact_id and ${companySql(ctx, "ct")}
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
