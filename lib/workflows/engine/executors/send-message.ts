import "server-only";
import type { z } from "zod";
import type { ChannelType } from "@/lib/channels/keys";
import { systemCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { newId } from "@/lib/ids";
import { sagaFor } from "@/lib/messaging/port/port";
import type { PortJob, PortMessage, PortOutcome } from "@/lib/messaging/port/types";
import type { sendTemplateNode, sendTextNode } from "../../nodes/definitions";
import { SEND_CAPABILITIES, type SendMessageConfig } from "../../nodes/message-node";
import { interpolate } from "../values";
import { StepError, type EffectExecutor, type EffectOutcome, type StepContext } from "./types";

export type { SendMessageConfig };

/**
 * The channel and the port's job; in memory, what perform learnt (settle hands it to the
 * saga) or that a recovered send is settled already.
 */
type Job = { companyId: string; channel: ChannelType; job: PortJob; performed?: PortOutcome; settled?: boolean };
type StoredInput = { messageId: string; inboxId?: string; conversationId?: string; job?: PortJob } & PortJob;

/** The node's message for the contact, its variables filled. */
async function messageOf(s: StepContext<SendMessageConfig>): Promise<PortMessage> {
  const c = s.config;
  const max = SEND_CAPABILITIES[c.channel].textMax;
  if (c.kind === "text") return { kind: "text", text: interpolate(c.text, await s.vars()).slice(0, max) || " " };
  if (c.kind === "media") return { kind: "media", type: c.mediaType, url: c.mediaUrl, caption: c.caption ? interpolate(c.caption, await s.vars()).slice(0, max) || null : null };
  // The values given in the node fill {{1}}, {{2}}…; none given, the template's saved mapping does.
  const vars = c.bodyVariables ? await s.vars() : null;
  const components = c.bodyVariables?.length ? [{ type: "body", parameters: c.bodyVariables.map((v) => ({ type: "text", text: interpolate(v, vars!) || "-" })) }] : undefined;
  return { kind: "template", name: c.templateName, language: c.languageCode, ...(components && { components }) };
}

/** An outcome the step was given rather than performed (none known here beyond its output). */
const asPortOutcome = (o: EffectOutcome): PortOutcome =>
  o.ok ? { ok: true, platformMessageId: String(o.output.platformMessageId) } : { ok: false, error: o.error, reason: String(o.output?.reason ?? "failed"), retryable: o.retryable };

const channelOf = (c: { channel: string }) => c.channel.toUpperCase() as ChannelType;

function effectOutcome(outcome: PortOutcome, messageId: string, conversationId: string, inboxId: string | undefined): EffectOutcome {
  if (outcome.ok) return { ok: true, output: { messageId, platformMessageId: outcome.platformMessageId, conversationId, ...(inboxId && { inboxId }) } };
  return { ok: false, error: outcome.error, retryable: outcome.retryable, output: { messageId, reason: outcome.reason, ...(outcome.code !== undefined && { code: outcome.code }) } };
}

/**
 * "Send message": the run's contact from one of the company's inboxes, through the port like
 * every sender. The channel's saga queues the message in the step's transaction (the window
 * rule, an unapproved template: the step's readable failure), calls the platform outside it,
 * settles in the next one, and after a crash says whether the call went out.
 */
export const sendMessageExecutor: EffectExecutor<SendMessageConfig, Job> = {
  kind: "effect",
  async prepare(s) {
    const channel = channelOf(s.config);
    const saga = sagaFor(channel);
    const contactId = s.contactId();
    const message = await messageOf(s);
    try {
      const queued = await saga.prepare(s.ctx, { channel, inboxId: s.config.inboxId || null, contactId, message, messageId: newId("msg"), bulk: true });
      return {
        job: { companyId: s.ctx.companyId, channel, job: queued.job },
        input: { channel: s.config.channel, inboxId: queued.inboxId, to: queued.to, messageId: queued.messageId, conversationId: queued.conversationId || undefined, job: queued.job },
      };
    } catch (err) {
      if (err instanceof AppError && err.status < 500) throw new StepError(err.message);
      throw err;
    }
  },
  async perform(j) {
    const outcome = await sagaFor(j.channel).perform(systemCtx(j.companyId, "Workflow"), j.job);
    j.performed = outcome;
    const stored = j.job as { messageId: string; queued?: { conversationId: string }; conversationId?: string | null; inboxId?: string };
    return effectOutcome(outcome, stored.messageId, outcome.conversationId ?? stored.conversationId ?? stored.queued?.conversationId ?? "", stored.inboxId);
  },
  async settle(s, j, outcome) {
    if (!j.settled) await sagaFor(j.channel).settle(s.ctx, j.job, j.performed ?? asPortOutcome(outcome));
    return { handle: outcome.ok ? "next" : "failed", output: outcome.ok ? outcome.output : { ...outcome.output, error: outcome.error } };
  },
  async recover(s, step) {
    const input = step.input as StoredInput;
    const channel = channelOf(s.config);
    const job: Job = { companyId: s.ctx.companyId, channel, job: input.job ?? input };
    const found = await sagaFor(channel).recover(s.ctx, job.job);
    if ("job" in found) return { job };
    // Settled already (or nothing to settle): the engine's settle then only moves the run on.
    return { job: { ...job, performed: found.outcome, settled: found.settled }, outcome: effectOutcome(found.outcome, input.messageId, input.conversationId ?? "", input.inboxId) };
  },
};

/** The chatapp nodes of workflows made before "send message": the same send, on chatapp's default inbox. */
type TextConfig = z.output<typeof sendTextNode.config>;
type TemplateConfig = z.output<typeof sendTemplateNode.config>;
function onChatapp<C>(config: (c: C) => SendMessageConfig): EffectExecutor<C, Job> {
  const on = <T extends { config: C }>(s: T) => ({ ...s, config: config(s.config) }) as unknown as StepContext<SendMessageConfig>;
  return {
    kind: "effect",
    prepare: (s, key) => sendMessageExecutor.prepare(on(s), key),
    perform: (j) => sendMessageExecutor.perform(j),
    settle: (s, j, outcome) => sendMessageExecutor.settle(on(s), j, outcome),
    recover: (s, step) => sendMessageExecutor.recover(on(s), step),
  };
}
export const sendTextExecutor = onChatapp<TextConfig>((c) => ({ channel: "chatapp", kind: "text", text: c.text, inboxId: null }));
export const sendTemplateExecutor = onChatapp<TemplateConfig>((c) => ({ channel: "chatapp", kind: "template", templateName: c.templateName, languageCode: c.languageCode, bodyVariables: c.bodyVariables, inboxId: null }));
