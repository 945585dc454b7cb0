import "server-only";
import { messages } from "@/db/schema";
import { requireConnection } from "@/lib/channels/connections";
import { CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import { findPlugin } from "@/lib/channels/registry";
import { systemCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { sendOnChannel, type SendPart } from "@/lib/messaging/send-message";
import { SEND_CAPABILITIES, type SendMessageConfig } from "../../nodes/message-node";
import { interpolate } from "../values";
import { lastInboundIn, recipientOn } from "./recipient";
import { StepError, type EffectExecutor, type EffectOutcome, type StepContext } from "./types";

/** What goes out, as plain data: the step keeps it, and a recovered step sends it again as it was. */
type Plan = { text: string | null; media: { type: string; url: string } | null };
type Job = { companyId: string; channel: ChannelType; inboxId: string; to: string; messageId: string; plan: Plan };

/** The send's platform messages, as the channel's plug-in composes them. */
export function partsOf(channel: ChannelType, plan: Plan): SendPart[] {
  const plugin = findPlugin(channel);
  if (!plugin) throw new Error(`${channel} is not sent through the channel layer`);
  if (!plan.media) return [plugin.textPart(plan.text ?? "")];
  if (!plugin.mediaParts) throw new StepError(`${CHANNEL_META[channel].label} sends no media`);
  return plugin.mediaParts(plan.media, plan.text);
}

async function planOf(s: StepContext<SendMessageConfig>): Promise<Plan> {
  const c = s.config;
  const max = SEND_CAPABILITIES[c.channel].textMax;
  if (c.kind === "text") return { text: interpolate(c.text, await s.vars()).slice(0, max) || " ", media: null };
  if (c.kind === "media") return { text: c.caption ? interpolate(c.caption, await s.vars()).slice(0, max) || null : null, media: { type: c.mediaType, url: c.mediaUrl } };
  throw new StepError(`${c.channel} has no message templates`);
}

const asStepError = (err: unknown) => (err instanceof AppError && err.status < 500 ? new StepError(err.message) : err);

/**
 * Every channel of the layer but chatapp (which has its own executor) through the layer's send (thread, window,
 * events), which queues, calls and settles in its own transactions under the message id
 * chosen here. These platforms take no key of ours and echo none, so after a crash the message
 * row decides, as for scheduled sends (lib/scheduled/engine/layer-sender.ts): absent, the
 * platform was never called (send again under the same id); with the platform's id, sent;
 * still queued, the call may or may not have happened, and the step fails as interrupted
 * rather than risk the customer receiving it twice.
 */
export const layerSendExecutor: EffectExecutor<SendMessageConfig, Job> = {
  kind: "effect",
  async prepare(s) {
    const channel = s.config.channel.toUpperCase() as ChannelType;
    const plugin = findPlugin(channel)!;
    const conn = await requireConnection(s.ctx, channel, { inboxId: s.config.inboxId || null }).catch((err: unknown) => {
      throw asStepError(err);
    });
    const contactId = s.contactId();
    const to = await recipientOn(s.ctx, contactId, channel);
    // Refused here rather than by the platform call: nothing is queued for a closed window.
    const lastInboundAt = await lastInboundIn(s.ctx, contactId, conn.id);
    const window = plugin.window(lastInboundAt);
    if (!window.open) throw new StepError(`${CHANNEL_META[channel].label} allows free-form messages only within 24 hours of the customer's last message: ${window.reason}`);
    const job: Job = { companyId: s.ctx.companyId, channel, inboxId: conn.id, to, messageId: newId("msg"), plan: await planOf(s) };
    return { job, input: { channel: s.config.channel, inboxId: conn.id, to, messageId: job.messageId, plan: job.plan } };
  },
  async perform(job) {
    try {
      const sent = await sendOnChannel({ ctx: systemCtx(job.companyId, "Workflow"), input: { channel: job.channel, to: job.to, inboxId: job.inboxId, parts: partsOf(job.channel, job.plan), messageId: job.messageId } });
      return { ok: true, output: { messageId: sent.messageId, platformMessageId: sent.platformMessageId, conversationId: sent.conversationId, inboxId: job.inboxId } };
    } catch (err) {
      // A refusal (window, platform): settled by the layer already. Anything else leaves the step RUNNING for recover.
      if (!(err instanceof AppError)) throw err;
      return { ok: false, error: err.message, retryable: err.status === 429 || err.status >= 500, output: { messageId: job.messageId, reason: (err.details?.reason as string | undefined) ?? null } };
    }
  },
  async settle(_s, _job, outcome) {
    return { handle: outcome.ok ? "next" : "failed", output: outcome.ok ? outcome.output : { ...outcome.output, error: outcome.error } };
  },
  async recover(s, step) {
    const input = step.input as { inboxId: string; to: string; messageId: string; plan: Plan };
    const job: Job = { companyId: s.ctx.companyId, channel: s.config.channel.toUpperCase() as ChannelType, inboxId: input.inboxId, to: input.to, messageId: input.messageId, plan: input.plan };
    const [row] = await s.ctx.tx.select({ status: messages.status, pid: messages.platformMessageId, conversationId: messages.conversationId }).from(messages).where(byIdInCompany(messages, s.ctx, input.messageId));
    if (!row) return { job };
    if (row.pid) return { job, outcome: { ok: true, output: { messageId: input.messageId, platformMessageId: row.pid, conversationId: row.conversationId, inboxId: input.inboxId } } satisfies EffectOutcome };
    if (row.status === "failed") return { job, outcome: { ok: false, error: "The platform refused the message", retryable: false, output: { messageId: input.messageId } } };
    return { job, outcome: { ok: false, error: "The worker stopped during the platform call; not sent again, so the customer cannot receive it twice", retryable: false, output: { messageId: input.messageId, reason: "interrupted" } } };
  },
};
