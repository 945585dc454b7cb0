import "server-only";
import { messages } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { webchatInboxId } from "@/lib/widget/inbox";
import { notifyVisitor } from "@/lib/widget/push";
import { sendWebchatReply } from "@/lib/widget/reply";
import { SEND_CAPABILITIES, type SendMessageConfig } from "../../nodes/message-node";
import { interpolate } from "../values";
import { recipientOn } from "./recipient";
import { StepError, type EffectExecutor } from "./types";

type Job = { companyId: string; visitorId: string; messageId: string; conversationId: string };

/**
 * The website chat has no platform in between: the reply is stored as sent in the step's own
 * transaction (prepare), so it commits with the step or not at all and a crash can neither
 * lose nor repeat it. `perform` only wakes the visitor's open streams once that has committed.
 */
export const webchatSendExecutor: EffectExecutor<SendMessageConfig, Job> = {
  kind: "effect",
  async prepare(s) {
    const c = s.config;
    if (c.kind !== "text") throw new StepError("The website chat sends text from a workflow");
    if (c.inboxId) {
      // The website chat has one inbox; naming another one is a mistake to show, not to route around.
      if (c.inboxId !== (await webchatInboxId(s.ctx))) throw new StepError("The inbox is not the company's website chat inbox");
    }
    const visitorId = await recipientOn(s.ctx, s.contactId(), "WEBCHAT");
    const text = interpolate(c.text, await s.vars()).slice(0, SEND_CAPABILITIES.webchat.textMax) || " ";
    try {
      const sent = await sendWebchatReply({ ctx: s.ctx, input: { to: visitorId, text } });
      const job: Job = { companyId: s.ctx.companyId, visitorId, messageId: sent.messageId, conversationId: sent.conversationId };
      return { job, input: { channel: "webchat", to: visitorId, messageId: sent.messageId, conversationId: sent.conversationId, text } };
    } catch (err) {
      if (err instanceof AppError && err.status < 500) throw new StepError(err.message);
      throw err;
    }
  },
  async perform(job) {
    await notifyVisitor(job.companyId, job.visitorId, "message");
    return { ok: true, output: { messageId: job.messageId, platformMessageId: job.messageId, conversationId: job.conversationId } };
  },
  async settle(_s, _job, outcome) {
    return { handle: outcome.ok ? "next" : "failed", output: outcome.ok ? outcome.output : { ...outcome.output, error: outcome.error } };
  },
  // The message committed with the RUNNING step: it was sent; the wake-up may go again.
  async recover(s, step) {
    const input = step.input as { to: string; messageId: string; conversationId: string };
    const job: Job = { companyId: s.ctx.companyId, visitorId: input.to, messageId: input.messageId, conversationId: input.conversationId };
    const [row] = await s.ctx.tx.select({ id: messages.id }).from(messages).where(byIdInCompany(messages, s.ctx, input.messageId));
    if (!row) return { job, outcome: { ok: false, error: "The reply was not stored", retryable: false } };
    return { job };
  },
};
