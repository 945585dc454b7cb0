import "server-only";
import { systemCtx, type TxCtx } from "@/lib/domain/context";
import { enqueue } from "@/lib/jobs/enqueue";
import { log } from "@/lib/log";
import { CloudApiError } from "@/lib/messaging/chatapp/cloud-api-error";
import { connectionRow, toStoredConnection } from "../connections";
import type { StoredInbound } from "../types";
import { botApiBaseUrl, createBotApiClient } from "./bot-api-client";

export const ANSWER_CALLBACK_TASK = "channels:botchat-answer-callback";

interface AnswerJob {
  companyId: string;
  callbackQueryId: string;
}

/**
 * A tapped inline button shows a spinner until the bot answers the callback query. The choice
 * and its answer's job commit together (the webhook's transaction), so the webhook's reply to
 * the platform never waits on a second platform call, and a failed answer is retried.
 */
export async function enqueueCallbackAnswers(tctx: TxCtx, stored: StoredInbound[]) {
  for (const { message: m } of stored) {
    const id = m.type === "button" ? m.content.callbackQueryId : null;
    if (typeof id === "string") await enqueue(tctx.tx, ANSWER_CALLBACK_TASK, { companyId: tctx.companyId, callbackQueryId: id } satisfies AnswerJob, { jobKey: `botchat-answer:${id}`, maxAttempts: 3 });
  }
}

export async function answerCallback(payload: unknown) {
  const job = payload as AnswerJob;
  const row = await connectionRow(systemCtx(job.companyId, "Botchat button answer"), "BOTCHAT");
  // The sandbox has no spinner to stop.
  if (!row || row.mode === "sandbox") return;
  const conn = toStoredConnection(row);
  try {
    await createBotApiClient({ baseUrl: botApiBaseUrl(), token: conn.accessToken ?? "" }).answerCallbackQuery({ callback_query_id: job.callbackQueryId });
  } catch (err) {
    // "query is too old": the platform stopped waiting; nothing to retry.
    if (err instanceof CloudApiError && err.code === 400) {
      log.warn("botchat callback query not answered", { companyId: job.companyId, reason: err.message });
      return;
    }
    throw err;
  }
}
