import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { systemCtx, withTx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inboxSetting } from "@/lib/inboxes/settings";
import { recordComment, recordRating } from "./record-answer";
import type { CsatAnswerInput } from "./schemas";
import { csatQuestion, type CsatLanguage } from "./settings";

/** What the public page shows: the question in the survey's language, whose it is, and the answer so far. */
export interface PublicSurvey {
  question: string;
  language: CsatLanguage;
  company: string;
  askComment: boolean;
  rating: number | null;
  comment: string | null;
}

type Row = { id: string; company_id: string; company: string; language: string; settings: Record<string, unknown>; status: string; rating: number | null; comment: string | null };

// Every miss answers the same 404, whatever the reason: a token says nothing about others.
const gone = () => AppError.notFound("Survey");

async function byToken(token: string): Promise<Row> {
  const { rows } = await getDb().execute<Row>(sql`
    select s.id, s.company_id, co.name as company, s.language, i.settings, s.status, s.rating, s.comment
    from csat_surveys s join companies co on co.id = s.company_id join channel_connections i on i.id = s.inbox_id
    where s.token = ${token}`);
  const s = rows[0];
  if (!s || s.status !== "sent") throw gone();
  return s;
}

export async function getPublicSurvey({ token }: { token: string }): Promise<PublicSurvey> {
  const s = await byToken(token);
  const settings = inboxSetting(s.settings, "csat");
  const language = s.language as CsatLanguage;
  return { question: csatQuestion(settings, language), language, company: s.company, askComment: settings?.askComment ?? true, rating: s.rating, comment: s.comment };
}

/**
 * The customer's answer from the public page or the widget's stars: the rating with its
 * comment; a rating already given (a tap on the channel) takes the comment if it has none. A
 * second rating is a 409: only the first counts.
 */
export async function answerPublicSurvey({ token, input }: { token: string; input: CsatAnswerInput }): Promise<PublicSurvey> {
  const s = await byToken(token);
  const comment = input.comment?.trim() || null;
  await withTx(systemCtx(s.company_id, "Satisfaction survey page"), async (tctx) => {
    if (await recordRating(tctx, s.id, input.rating, comment)) return;
    if (comment && (await recordComment(tctx, s.id, comment))) return;
    throw AppError.conflict("This survey has already been answered", { reason: "already_answered" });
  });
  return getPublicSurvey({ token });
}
