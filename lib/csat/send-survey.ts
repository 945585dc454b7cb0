import "server-only";
import { and, eq } from "drizzle-orm";
import { conversations, csatSurveys, type CsatSurvey } from "@/db/schema";
import { channelConnections } from "@/db/schema";
import { publicUrl } from "@/lib/config/public-url";
import { systemCtx, withSavepoint, withTx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { inboxSetting } from "@/lib/inboxes/settings";
import { sagaFor } from "@/lib/messaging/port/port";
import type { PortJob, PortOutcome } from "@/lib/messaging/port/types";
import { ratingRequest, surveyLink } from "./request";
import type { CsatLanguage } from "./settings";

type Job = { companyId: string; surveyId: string };

async function mark(tctx: TxCtx, id: string, set: Partial<typeof csatSurveys.$inferInsert>) {
  await tctx.tx.update(csatSurveys).set(set).where(byIdInCompany(csatSurveys, tctx, id));
}

async function finish(tctx: TxCtx, s: CsatSurvey, outcome: PortOutcome) {
  if (outcome.ok) await mark(tctx, s.id, { status: "sent", sentAt: new Date(), error: null });
  else await mark(tctx, s.id, { status: "failed", error: outcome.error.slice(0, 500) });
}

/**
 * The first transaction: what to send, or nothing. A survey whose request was prepared before
 * a crash (port_job kept) is recovered by the channel's saga, never prepared twice; one whose
 * conversation was reopened meanwhile is cancelled (a later resolve queues it again).
 */
async function plan(tctx: TxCtx, surveyId: string): Promise<{ s: CsatSurvey; job: PortJob } | null> {
  const [s] = await tctx.tx.select().from(csatSurveys).where(byIdInCompany(csatSurveys, tctx, surveyId)).for("update");
  if (!s || s.status !== "queued") return null;
  const saga = sagaFor(s.channel);
  if (s.portJob) {
    const r = await saga.recover(tctx, s.portJob);
    if ("job" in r) return { s, job: r.job };
    if (!r.settled) await saga.settle(tctx, s.portJob, r.outcome);
    await finish(tctx, s, r.outcome);
    return null;
  }
  const [conv] = await tctx.tx.select({ status: conversations.status }).from(conversations).where(byIdInCompany(conversations, tctx, s.conversationId));
  if (conv?.status !== "RESOLVED") {
    await mark(tctx, s.id, { status: "cancelled" });
    return null;
  }
  const [inbox] = await tctx.tx.select({ settings: channelConnections.settings }).from(channelConnections).where(inCompany(channelConnections, tctx, eq(channelConnections.id, s.inboxId)));
  const settings = inboxSetting(inbox?.settings as Record<string, unknown> | undefined, "csat");
  const message = ratingRequest({ surveyId: s.id, language: s.language as CsatLanguage, settings, link: surveyLink(publicUrl(), s.token) });
  try {
    const queued = await withSavepoint(tctx, (sp) => saga.prepare(sp, { channel: s.channel, inboxId: s.inboxId, conversationId: s.conversationId, messageId: s.messageId, message, intoClosed: true }));
    await mark(tctx, s.id, { portJob: queued.job, recipient: queued.to || s.recipient });
    return { s, job: queued.job };
  } catch (err) {
    // The channel refused (its window closed, the inbox was disconnected): recorded, not retried.
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    await mark(tctx, s.id, { status: "failed", error: err.message.slice(0, 500) });
    return null;
  }
}

/**
 * The survey's job: prepare in one transaction (the survey row locked), the platform call
 * outside any, settle and mark sent in the next. A crash anywhere re-runs the job, which
 * recovers from what was kept; the row's status makes a finished survey a no-op.
 */
export async function sendSurvey(payload: unknown): Promise<void> {
  const { companyId, surveyId } = payload as Job;
  const ctx = systemCtx(companyId, "Satisfaction survey");
  const planned = await withTx(ctx, (tctx) => plan(tctx, surveyId));
  if (!planned) return;
  const saga = sagaFor(planned.s.channel);
  const outcome = await saga.perform(ctx, planned.job);
  await withTx(ctx, async (tctx) => {
    await saga.settle(tctx, planned.job, outcome);
    const [still] = await tctx.tx.select({ status: csatSurveys.status }).from(csatSurveys).where(and(byIdInCompany(csatSurveys, tctx, surveyId)));
    if (still?.status === "queued") await finish(tctx, planned.s, outcome);
  });
}
