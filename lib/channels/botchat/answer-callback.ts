import "server-only";
import { systemCtx, type TxCtx } from "@/lib/domain/context";
import { enqueue } from "@/lib/jobs/enqueue";
import { log } from "@/lib/log";
import { PlatformError } from "@/lib/channels/platform-error";
import { connectionRow, inboxRow, toStoredConnection } from "../connections";
import type { StoredInbound } from "../types";
import { botApiBaseUrl, createBotApiClient } from "./bot-api-client";

export const ANSWER_CALLBACK_TASK = "channels:botchat-answer-callback";

interface AnswerJob {
  companyId: string;
  callbackQueryId: string;
  /** The bot the button was tapped in; jobs queued before inboxes name none: the default bot. */
  inboxId?: string;
}

/**
 * A tapped inline button shows a spinner until the bot answers the callback query. The choice
 * and its answer's job commit together (the webhook's transaction), so the webhook's reply to
 * the platform never waits on a second platform call, and a failed answer is retried.
 */
export async function enqueueCallbackAnswers(tctx: TxCtx, stored: StoredInbound[]) {
  for (const s of stored) {
    const m = s.message;
    const id = m.type === "button" ? m.content.callbackQueryId : null;
    if (typeof id === "string") await enqueue(tctx.tx, ANSWER_CALLBACK_TASK, { companyId: tctx.companyId, callbackQueryId: id, inboxId: s.inboxId } satisfies AnswerJob, { jobKey: `botchat-answer:${id}`, maxAttempts: 3 });
  }
}

export async function answerCallback(payload: unknown) {
  const job = payload as AnswerJob;
  const ctx = systemCtx(job.companyId, "Botchat button answer");
  const row = job.inboxId ? await inboxRow(ctx, job.inboxId) : await connectionRow(ctx, "BOTCHAT");
  // The sandbox has no spinner to stop; a deleted bot has no token.
  if (!row || row.mode === "sandbox" || row.status !== "connected") return;
  const conn = toStoredConnection(row);
  try {
    await createBotApiClient({ baseUrl: botApiBaseUrl(), token: conn.accessToken ?? "" }).answerCallbackQuery({ callback_query_id: job.callbackQueryId });
  } catch (err) {
    // "query is too old": the platform stopped waiting; nothing to retry.
    if (err instanceof PlatformError && err.code === 400) {
      log.warn("botchat callback query not answered", { companyId: job.companyId, reason: err.message });
      return;
    }
    throw err;
  }
}
