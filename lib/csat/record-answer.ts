import "server-only";
import { sql } from "drizzle-orm";
import type { TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { emitEvent } from "@/lib/events/emit";
import { csatEventPayload, type SurveyFacts } from "./present";

/** The survey columns an answer reads back for the event. */
export const SURVEY_FACTS = sql`s.id, s.conversation_id, s.inbox_id, s.contact_id, s.channel, s.agent_id, s.team_id, s.rating, s.comment, s.answered_at`;

/**
 * The customer's rating (and comment, when given with it), in the caller's transaction. Only
 * the first rating counts: a later one changes nothing (null). Emits csat.received.
 */
export async function recordRating(tctx: TxCtx, surveyId: string, rating: number, comment: string | null): Promise<SurveyFacts | null> {
  const { rows } = await tctx.tx.execute<SurveyFacts>(sql`
    update csat_surveys s set rating = ${rating}, comment = ${comment}, answered_at = now(), updated_at = now()
    where s.id = ${surveyId} and ${companySql(tctx, "s")} and s.rating is null
    returning ${SURVEY_FACTS}`);
  if (!rows[0]) return null;
  await emitEvent(tctx.tx, { companyId: tctx.companyId, event: "csat.received", payload: csatEventPayload(rows[0], false) });
  return rows[0];
}

/** A comment after the rating (the customer's next message on a chat channel): kept once, announced again with it. */
export async function recordComment(tctx: TxCtx, surveyId: string, comment: string): Promise<SurveyFacts | null> {
  const { rows } = await tctx.tx.execute<SurveyFacts>(sql`
    update csat_surveys s set comment = ${comment.slice(0, 2000)}, updated_at = now()
    where s.id = ${surveyId} and ${companySql(tctx, "s")} and s.rating is not null and s.comment is null
    returning ${SURVEY_FACTS}`);
  if (!rows[0]) return null;
  await emitEvent(tctx.tx, { companyId: tctx.companyId, event: "csat.received", payload: csatEventPayload(rows[0], true) });
  return rows[0];
}
