// The one send port every sender uses (the composer's generic route, scheduled messages,
// workflows, later the AI agent): a channel's send as a saga of four parts, so that nothing
// is held open across a platform call and a crash repeats nothing that was done.
import type { Ctx, TxCtx } from "@/lib/domain/context";
import type { ChannelType } from "@/lib/channels/keys";
import type { PlatformError } from "@/lib/channels/platform-error";

/** What a sender sends without knowing the channel; each channel composes it in its platform's shape. */
export type PortMessage =
  | { kind: "text"; text: string; subject?: string }
  /** Media in the channel's own words (capabilities.sendMedia) at an https URL, with an optional caption. */
  | { kind: "media"; type: string; url: string; caption: string | null }
  /** An approved template, on a channel with templates; components fill its variables (none: its saved mapping does). */
  | { kind: "template"; name: string; language: string; components?: Record<string, unknown>[] }
  /**
   * A question with a few answers to tap (a rating): each channel shows them in its own form
   * (its plug-in's `choicesParts`); a channel that cannot shows `fallback`, a text saying how
   * to answer by writing. `link`, where given, answers on a web page (email).
   */
  | PortChoices;

/** One answer of a choices message: `id` comes back in the tap's callback (button id, callback data, payload). */
export interface PortChoice {
  id: string;
  title: string;
  description?: string;
}

export interface PortChoices {
  kind: "choices";
  text: string;
  choices: PortChoice[];
  /** The whole message as plain text, for a channel without tappable answers ("Reply 1 to 5"). */
  fallback: string;
  /** A page where the answer can be given instead (email's link). */
  link?: string | null;
  /** The label of the button opening a list of choices, where the platform needs one. */
  buttonText?: string;
}

export interface PortSend {
  channel: ChannelType;
  /** The inbox to send from; left out, the conversation's, else the channel's default. */
  inboxId?: string | null;
  /** Send into this conversation (its inbox and customer). */
  conversationId?: string | null;
  /** The customer on the channel: the platform's id, or the phone or address on a channel addressed by one. */
  to?: string;
  /** Or the contact, addressed as the channel names them (its phone, its address, the platform's id it wrote from). */
  contactId?: string;
  message: PortMessage;
  /** Chosen by the caller before anything is written: the idempotency key a crash is recovered by. */
  messageId: string;
  /**
   * Into the named conversation even when it is resolved or closed, without reopening it: a
   * follow-up to a conversation that ended (the satisfaction survey). Off: such a send is a 409.
   */
  intoClosed?: boolean;
  /** Many sends in a row (a workflow): the platform client for bulk traffic. */
  bulk?: boolean;
}

/** The job between the parts: plain JSON, kept by the caller (a step's input, a sends row) for recovery. */
export type PortJob = Record<string, unknown>;

export interface PortQueued {
  /** The first platform message's id (the caller's messageId). */
  messageId: string;
  /** Every platform message of the send, in order (media with a caption may be two). */
  messageIds: string[];
  conversationId: string;
  inboxId: string;
  /** The recipient as the channel names them. */
  to: string;
  job: PortJob;
}

/** Where a saga that queues at perform (the layer's) put the send: known only then. */
type Placed = { conversationId?: string; messageIds?: string[] };

export type PortOutcome =
  | ({ ok: true; platformMessageId: string; platformMessageIds?: string[] } & Placed)
  | ({
      ok: false;
      /** Person-readable: what the platform (or the rule) said. */
      error: string;
      /** Machine-readable: platform_refused, window_closed, interrupted… */
      reason: string;
      /** The platform's own code, when it gave one. */
      code?: string | number;
      retryable: boolean;
      /** The platform's refusal, which the plug-in maps to an API error. */
      refusal?: PlatformError;
      /** Which of the send's messages the platform refused, when not the first. */
      failedMessageId?: string;
    } & Placed);

/**
 * A channel's send, split around the platform call:
 * - `prepare`, in the caller's transaction: the conversation, the window rule and the message
 *   rows as queued; a refusal (an AppError) rolls them back with the caller's work;
 * - `perform`, outside any transaction: the platform call; a refusal is an outcome, not a throw;
 * - `settle`, in the next transaction: the outcome onto the rows, the timeline and the events;
 * - `recover`, after a crash between prepare and settle: the outcome when it is known (already
 *   settled or not), else the job to perform again.
 */
export interface SendSaga {
  prepare(ctx: TxCtx, send: PortSend): Promise<PortQueued>;
  perform(ctx: Ctx, job: PortJob): Promise<PortOutcome>;
  settle(ctx: TxCtx, job: PortJob, outcome: PortOutcome): Promise<void>;
  recover(ctx: TxCtx, job: PortJob): Promise<{ outcome: PortOutcome; settled: boolean } | { job: PortJob }>;
}
