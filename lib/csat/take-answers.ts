import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import type { ChannelType } from "@/lib/channels/keys";
import type { TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { inboxSetting } from "@/lib/inboxes/settings";
import { recordComment, recordRating } from "./record-answer";
import { parseChoiceId, ratingDigit } from "./request";

/** A digit answers a survey sent within this long; a comment may follow the rating within COMMENT_MS. */
export const PENDING_HOURS = 72;
export const COMMENT_MINUTES = 10;

/** One inbound message as the intake has it, before it is threaded. */
export interface InboundCandidate {
  /** The customer as the channel names them (platform id, phone digits): the survey's recipient. */
  from: string;
  type: string;
  text: string | null;
  content: Record<string, unknown>;
  platformMessageId: string;
  at: Date;
  messageId: string;
}

/** A message taken as an answer: stored in the survey's (resolved) conversation, not threaded. */
export interface TakenAnswer {
  conversationId: string;
  contactId: string;
}

type Open = { id: string; recipient: string; conversation_id: string; contact_id: string; rating: number | null; comment: string | null; answered_recently: boolean; pending: boolean; settings: Record<string, unknown> };

/**
 * Inside the intake's transaction, before threading: the messages of a batch that answer a
 * satisfaction survey of this inbox. A tapped choice (the plug-in reads its id), a message that
 * is only a digit 1–5 while the customer's survey waits (sent in the last 72 hours, unanswered,
 * the conversation still resolved), or, where the inbox asks for comments, the next message
 * within 10 minutes of the rating. Those are stored in the resolved conversation (the thread
 * shows them) without reopening it; everything else goes on as usual. One indexed statement
 * per batch, none unless the inbox has surveys on.
 */
export async function takeCsatAnswers(
  tctx: TxCtx,
  // The channel's reader of a tapped choice comes from the caller (the registry, or chatapp's own intake), which keeps this module out of the plug-ins' import graph.
  to: { channel: ChannelType; inboxId: string; choiceOf: (m: { type: string; content: Record<string, unknown> }) => string | null },
  items: InboundCandidate[],
): Promise<Map<number, TakenAnswer>> {
  const taken = new Map<number, TakenAnswer>();
  if (!items.length) return taken;
  const choices = items.map((m) => parseChoiceId(to.choiceOf(m)));
  const senders = [...new Set(items.map((m) => m.from))];
  const { rows } = await tctx.tx.execute<Open>(sql`
    select s.id, s.recipient, s.conversation_id, s.contact_id, s.rating, s.comment, i.settings,
      (s.answered_at > now() - make_interval(mins => ${COMMENT_MINUTES})) as answered_recently,
      (s.rating is null and s.sent_at > now() - make_interval(hours => ${PENDING_HOURS}) and c.status = 'RESOLVED') as pending
    from csat_surveys s
    join conversations c on c.id = s.conversation_id
    join channel_connections i on i.id = s.inbox_id
    where s.inbox_id = ${to.inboxId} and s.status = 'sent' and s.recipient = any(${pgArray(senders)}::text[]) and ${companySql(tctx, "s")}
      and (s.id = any(${pgArray(choices.flatMap((c) => (c ? [c.surveyId] : [])))}::text[]) or s.sent_at > now() - make_interval(hours => ${PENDING_HOURS}))
    order by s.sent_at desc`);
  if (!rows.length) return taken;
  for (const [i, m] of items.entries()) {
    const mine = rows.filter((r) => r.recipient === m.from);
    const choice = choices[i];
    const named = choice && mine.find((r) => r.id === choice.surveyId);
    let survey: Open | undefined;
    if (named) {
      survey = named;
      if (named.rating === null) named.rating = (await recordRating(tctx, named.id, choice.rating, null))?.rating ?? choice.rating;
    } else if (ratingDigit(m.text) !== null && (survey = mine.find((r) => r.pending && r.rating === null))) {
      survey.rating = ratingDigit(m.text);
      await recordRating(tctx, survey.id, survey.rating!, null);
    } else if (m.type === "text" && m.text && (survey = mine.find((r) => r.answered_recently && r.rating !== null && r.comment === null && inboxSetting(r.settings, "csat")?.askComment))) {
      survey.comment = m.text;
      await recordComment(tctx, survey.id, m.text);
    }
    if (!survey) continue;
    await tctx.tx.execute(sql`
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id, created_at)
      values (${m.messageId}, ${tctx.companyId}, ${survey.conversation_id}, ${survey.contact_id}, ${to.channel}::channel, 'inbound', ${m.type}, ${m.text},
        ${JSON.stringify({ ...m.content, csatSurveyId: survey.id })}::jsonb, 'received', ${m.platformMessageId}, clock_timestamp())
      on conflict do nothing`);
    taken.set(i, { conversationId: survey.conversation_id, contactId: survey.contact_id });
  }
  return taken;
}
