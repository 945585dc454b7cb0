import "server-only";

import type { z } from "zod";
import { messages } from "@/db/schema";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { providerFor } from "@/lib/channels/chatapp/provider";
import type { ChatappProvider } from "@/lib/channels/chatapp/provider-types";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import type { ChatappSend, CloudMessageBody, StorageSummary } from "@/lib/channels/chatapp/messaging/cloud-types";
import { queueOutbound, type QueuedMessage } from "@/lib/channels/chatapp/messaging/send/queue-outbound";
import { prepareChatappSend } from "@/lib/channels/chatapp/messaging/send/send-message";
import { markAccepted, markFailed } from "@/lib/channels/chatapp/messaging/send/settle-outbound";
import type { sendTemplateNode, sendTextNode } from "../../nodes/definitions";
import { interpolate } from "../values";
import { loadContactFacts } from "./contact-facts";
import { StepError, type EffectExecutor, type EffectOutcome, type StepContext } from "./types";

/**
 * Chatapp sends through the inbox's own pipeline (window rule, thread, timeline, message
 * events), split around the platform call. The message id is chosen in `prepare` and goes to
 * the platform as biz_opaque_callback_data, so after a crash the status callbacks tell whether
 * the platform took it (as for campaign sends); only a message nobody heard of goes again.
 */
type Job = { body: CloudMessageBody; queued: QueuedMessage; summary: StorageSummary; provider: ChatappProvider };

/** The number a send goes out of: the node's inbox when it names one, else chatapp's default. */
async function connection(s: StepContext<unknown>, inboxId: string | null) {
  try {
    return await requireChatappConnection(s.ctx, { inboxId });
  } catch (err) {
    throw new StepError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * A chatapp send node's executor: `build` makes the send for the contact's phone, `inboxOf`
 * names the inbox (the chatapp nodes use the default; "send message" names one or not).
 */
export function chatappSendExecutor<C>(build: (s: StepContext<C>, phone: string) => Promise<ChatappSend>, inboxOf: (config: C) => string | null = () => null): EffectExecutor<C, Job> {
  return {
    kind: "effect",
    // A message id of our own (`msg_…`, the form status callbacks are matched by), not the step key.
    async prepare(s) {
      const messageId = newId("msg");
      const conn = await connection(s, inboxOf(s.config));
      const contact = await loadContactFacts(s.ctx, s.contactId());
      if (!contact.phone) throw new StepError("The contact has no phone number to send to on chatapp");
      let queued: QueuedMessage;
      let prepared: Awaited<ReturnType<typeof prepareChatappSend>>;
      try {
        prepared = await prepareChatappSend(s.ctx, await build(s, contact.phone), conn.catalogId);
        queued = await queueOutbound(s.ctx, { ...prepared, messageId, inboxId: conn.id });
      } catch (err) {
        // The window rule, an unapproved template: the step's readable, final failure.
        if (err instanceof AppError && err.status < 500) throw new StepError(err.message);
        throw err;
      }
      const body = { ...prepared.body(queued.contact.phone), biz_opaque_callback_data: messageId };
      return { job: { body, queued, summary: prepared.summary, provider: providerFor(conn, { bulk: true }) }, input: { messageId, inboxId: conn.id, to: queued.contact.phone, text: prepared.summary.text, queued, summary: prepared.summary, body } };
    },
    async perform(job) {
      try {
        const { platformMessageId } = await job.provider.sendMessage(job.body);
        return { ok: true, output: { messageId: job.queued.messageId, platformMessageId, conversationId: job.queued.conversationId } };
      } catch (err) {
        const e = err instanceof CloudApiError ? err : new CloudApiError({ httpStatus: 0, code: null, message: (err as Error).message ?? "network error" });
        return { ok: false, error: `The platform refused the message: ${e.message}`, retryable: e.httpStatus === 0 || e.retryable, output: { messageId: job.queued.messageId, code: e.code } };
      }
    },
    async settle(s, job, outcome) {
      if (outcome.ok) await markAccepted(s.ctx, job.queued, job.summary, String(outcome.output.platformMessageId), job.provider);
      else await markFailed(s.ctx, job.queued, job.summary, { code: (outcome.output?.code as number | undefined) ?? undefined, message: outcome.error });
      return { handle: outcome.ok ? "next" : "failed", output: outcome.ok ? outcome.output : { ...outcome.output, error: outcome.error } };
    },
    async recover(s, step) {
      const input = step.input as { messageId: string; inboxId?: string; queued: QueuedMessage; summary: StorageSummary; body: CloudMessageBody };
      // The inbox the message was queued in; steps stored before inboxes named none (the default).
      const conn = await connection(s, input.inboxId ?? inboxOf(s.config));
      const job: Job = { body: input.body, queued: input.queued, summary: input.summary, provider: providerFor(conn, { bulk: true }) };
      const [m] = await s.ctx.tx.select({ status: messages.status, pid: messages.platformMessageId, error: messages.error }).from(messages).where(byIdInCompany(messages, s.ctx, input.messageId));
      if (m?.pid) return { job, outcome: { ok: true, output: { messageId: input.messageId, platformMessageId: m.pid, conversationId: input.queued.conversationId } } satisfies EffectOutcome };
      if (m?.status === "failed") return { job, outcome: { ok: false, error: "The platform refused the message", retryable: false, output: { messageId: input.messageId } } };
      return { job };
    },
  };
}

export const sendTextExecutor = chatappSendExecutor<z.output<typeof sendTextNode.config>>(async (s, phone) => ({
  kind: "text",
  input: { to: phone, body: interpolate(s.config.text, await s.vars()).slice(0, 4096) || " " },
}));

type TemplateConfig = Pick<z.output<typeof sendTemplateNode.config>, "templateName" | "languageCode" | "bodyVariables">;

/** A template send: the values given in the node fill {{1}}, {{2}}…; none given, the template's saved mapping does. */
export async function templateSend(s: StepContext<TemplateConfig>, phone: string): Promise<ChatappSend> {
  const vars = s.config.bodyVariables ? await s.vars() : null;
  const components = s.config.bodyVariables?.length ? [{ type: "body", parameters: s.config.bodyVariables.map((v) => ({ type: "text", text: interpolate(v, vars!) || "-" })) }] : undefined;
  return { kind: "template", input: { to: phone, templateName: s.config.templateName, languageCode: s.config.languageCode, ...(components && { components }) } } as ChatappSend;
}

export const sendTemplateExecutor = chatappSendExecutor<z.output<typeof sendTemplateNode.config>>(templateSend);

