// The shape of a channel plug-in (lib/channels/<key>/plugin.ts) and of what flows through the
// shared pipeline: connections, normalized inbound messages and statuses, the window rule.
import type { z } from "zod";
import type { Tx } from "@/db/client";
import type { TxCtx } from "@/lib/domain/context";
import type { AppError } from "@/lib/domain/errors";
import type { EventName } from "@/lib/events/catalog";
import type { ChannelCapabilities } from "./capability-types";
import type { PlatformError } from "./platform-error";
import type { PortChoices, SendSaga } from "@/lib/messaging/port/types";
import type { ChannelType } from "./keys";

export interface ConnectionCheck {
  ok: boolean;
  message: string;
  details?: Record<string, unknown>;
}

/** A company's stored connection, with its access token opened for the provider. */
export interface StoredConnection {
  id: string;
  companyId: string;
  channel: ChannelType;
  mode: "live" | "sandbox";
  status: string;
  routingId: string | null;
  identifiers: Record<string, string>;
  /** Opened only for the provider; never presented or logged. */
  accessToken: string | null;
}

/** What connecting stores: identifiers, the routing id callbacks name, the sealed-to-be token. */
export interface ConnectionToStore {
  identifiers: Record<string, string>;
  routingId: string;
  accessToken: string | null;
  check: ConnectionCheck;
}

/** One inbound customer message, as every channel's callback mapping produces it. */
export interface NormalizedMessage {
  /** The platform's id of the customer (photoapp IGSID, socialchat PSID). */
  from: string;
  /** Display name when the platform gives one. */
  name?: string;
  platformMessageId: string;
  at: Date;
  /** Normalized type: text, image, video, audio, file, sticker, location, quick_reply, postback, reaction, story_reply, story_mention, referral, unsupported. */
  type: string;
  /** Human-readable preview for the thread, the list and the events. */
  text: string | null;
  content: Record<string, unknown>;
  /** Channel events beside message.received (photoapp.media.received…). */
  events: EventName[];
  /** Reactions and referrals do not make a conversation unread. */
  countsAsUnread: boolean;
  /** Files the platform handed over inside the callback (an email's attachments), kept by the layer with the message (lib/channels/files.ts). */
  files?: HandedFile[];
  /**
   * Platform ids of earlier messages this one answers (an email's In-Reply-To and References):
   * a reply to a conversation that was resolved reopens it rather than starting another.
   */
  replyTo?: string[];
}

/** A file inside a callback; its id is chosen when parsed (channelFileId) so the message's content can already name it. */
export interface HandedFile {
  id: string;
  name: string;
  mimeType: string;
  data: Buffer;
}

/** A delivery or read receipt: by message ids, or everything sent before a watermark. */
export interface NormalizedStatus {
  /** The customer whose receipt it is (watermarks are per conversation). */
  recipient: string;
  status: "delivered" | "read" | "failed";
  platformMessageIds: string[];
  /** Why a message failed after the platform accepted it (an SMS gateway's undelivered). */
  error?: { code?: string | number; title?: string; message: string };
  watermark: Date | null;
  at: Date;
}

/** A callback's content for one connected account (the routing id the platform names). */
export interface NormalizedBatch {
  routingId: string;
  messages: NormalizedMessage[];
  statuses: NormalizedStatus[];
  /** Entries the service does not act on (echoes of the page's own sends, unknown fields). */
  ignored: number;
}

/** Whether a free-form send may go now, and until when. */
export interface WindowState {
  open: boolean;
  expiresAt: string | null;
  /** Which rule opened it: the standard window, or a tag's longer one. */
  via: "standard" | "human_agent" | "message_tag" | null;
  /** The message tag that opened it, which the send must carry. */
  tag?: string | null;
  reason: string;
}

/** One platform message of a send: what the thread stores, and the body for the recipient. */
export interface SendPart {
  summary: { type: string; text: string | null; content: Record<string, unknown> };
  body: (recipientId: string, window: WindowState) => Record<string, unknown>;
}

/** What a provider answers for an accepted send. */
export interface AcceptedSend {
  platformMessageId: string;
  /** The platform's rate-limit usage headers, when the answer carried them. */
  usage?: Record<string, unknown> | null;
  /** What the call settled about the message, merged into its stored content (email: the subject and thread headers it went with). */
  content?: Record<string, unknown>;
}

/** The platform calls the shared send pipeline needs from a channel. */
/** What the platform says about a customer, by their platform id. */
export interface CustomerProfile {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatar: string | null;
}

/** Which stored message a provider call sends, for a platform that threads by our ids (email's Message-ID, References). */
export interface SendMeta {
  messageId: string;
  conversationId: string;
  inboxId: string;
}

export interface ChannelProvider {
  send(body: Record<string, unknown>, meta?: SendMeta): Promise<AcceptedSend>;
  check(): Promise<ConnectionCheck>;
  /** The customer's profile (name, picture); absent where the platform has no such call (the sandbox). */
  profile?(userId: string): Promise<CustomerProfile>;
  /**
   * Shows the customer that an agent is typing, where the platform can (capabilities.typing):
   * a bot's chat action, Messenger's sender action, chatapp's indicator (which rides on
   * marking the customer's last message read, so it needs that message's platform id).
   */
  typing?(recipient: string, context: { lastInboundPlatformMessageId: string | null }): Promise<void>;
  /** In the transaction recording an accepted send: the sandbox schedules its receipts here. */
  afterAccepted?(tx: Tx, sent: { platformMessageId: string; recipient: string }): Promise<void>;
}

export interface ChannelPlugin {
  type: ChannelType;
  /** What the channel can do, declared in its folder's capabilities.ts (browser-safe, also read by the dashboard). */
  capabilities: ChannelCapabilities;
  /** A plain text message in the platform's shape: what any sender (scheduled, workflow, AI agent) sends without knowing the channel. */
  textPart(text: string, opts?: { subject?: string }): SendPart;
  /** Media (a type of capabilities.sendMedia, an https URL) with an optional caption, as the platform takes it: one message, or media then its text. */
  mediaParts?(media: { type: string; url: string }, caption: string | null): SendPart[];
  /**
   * A question with answers to tap (PortMessage "choices") in the platform's own form: an
   * inline keyboard, quick replies, a link. Absent: the layer sends the message's text fallback.
   */
  choicesParts?(message: PortChoices): SendPart[];
  /** The id of the choice a normalized inbound message taps (a button's id, callback data, a quick reply's payload), else null. */
  choiceOf?(message: { type: string; content: Record<string, unknown> }): string | null;
  /**
   * The channel's own send saga, when the layer's (lib/messaging/port/layer-saga.ts) does not
   * fit its platform (chatapp: contacts keyed by phone, templates outside the window, our id
   * echoed in receipts). Every sender reaches either through the port (lib/messaging/port).
   */
  saga?: SendSaga;
  /** The body of PUT /api/v1/channels/{channel}: the platform's ids and access token. */
  connectInput: z.ZodType<Record<string, unknown>>;
  /** Tries the credentials against the platform (a 400 naming the field when refused). */
  connect(input: Record<string, unknown>): Promise<ConnectionToStore>;
  /** Identifiers of the company's n-th simulated account (0: its first), routed exactly like live ones. */
  sandbox(companyId: string, n?: number): { identifiers: Record<string, string>; routingId: string };
  provider(conn: StoredConnection): ChannelProvider;
  /** How the connection is named in lists (page name, username…). */
  displayName(identifiers: Record<string, string>): string | null;
  webhook: ChannelWebhook;
  /** The free-form window from the customer's last inbound message. */
  window(lastInboundAt: Date | null, opts?: { tag?: string | null }, now?: number): WindowState;
  /** The simulated customer's message (sandbox panel), in the platform's callback shape. */
  simulatedCallback(routingId: string, input: SimulatedInbound): unknown;
  /** A platform refusal or failure (the neutral PlatformError) as our API error, by the platform's own codes. */
  toAppError(err: PlatformError): AppError;
  /**
   * The channel's background jobs by task name (registered with the worker by lib/channels/jobs.ts),
   * given the layer's callback processing (a simulated platform's receipts take the real path).
   */
  tasks?: Record<string, (payload: unknown, layer: { processCallbackBody(body: unknown): Promise<unknown> }) => Promise<void>>;
}

export interface SimulatedInbound {
  from: string;
  name?: string;
  text: string;
  payload?: string;
  /** The subject line, on a channel with subjects (email). */
  subject?: string;
}

/** A message the shared pipeline stored, with what it was stored as. */
export interface StoredInbound {
  message: NormalizedMessage;
  /** The inbox (number, page, bot) it came in on. */
  inboxId: string;
  messageId: string;
  contactId: string;
  conversationId: string;
}

/** What a webhook answers the platform: counts of what the callback held. */
export interface WebhookAnswer {
  received: number;
  duplicates: number;
  statuses: number;
  ignored: number;
  [more: string]: number | boolean;
}

/** What the sandbox's simulated customer made. */
export interface SimulatedResult {
  messageId: string;
  conversationId: string;
  contactId: string;
}

type Verdict = { ok: true } | { ok: false; why: string };

interface WebhookCheck {
  /**
   * Whether a callback comes from the platform, judged on the raw bytes, the headers and the
   * public URL the platform called (Graph: X-Hub-Signature-256 with the app secret; an SMS
   * gateway signs the URL and parameters with the connection's own token, so it may read the
   * connection); a refusal names what did not match.
   */
  verify(raw: string, headers: Headers, request: { url: string }): Verdict | Promise<Verdict>;
  /** The raw body as the value parse takes (default: JSON; an SMS gateway posts a form). */
  decode?(raw: string): unknown;
  /** The largest callback body taken, in bytes (default 3 MB; an email with its attachments is larger). */
  maxBytes?: number;
  /** The subscription handshake's expected token (Graph's hub.verify_token), when the platform has one. */
  handshakeToken?(): string | undefined;
}

/**
 * How verified callbacks come in. Most channels' callbacks hold customers' messages and
 * receipts only: the channel parses them into the shared model and the layer stores them
 * (receive-messages.ts), sandbox simulations included. A channel whose callbacks carry more
 * (chatapp: template reviews and quality ratings, customers keyed by phone number, a durable
 * inbox under load) takes them in itself, and simulates its customers the same way.
 */
export type ChannelWebhook = WebhookCheck &
  (
    | {
        /**
         * The verified body as batches per connected account; throws a 400 on a malformed body.
         * The headers name the account where the body does not (the bot platform's secret token),
         * or the public URL called does (an inbound-email hook configured per inbox).
         */
        parse(body: unknown, headers?: Headers, request?: { url: string }): NormalizedBatch[];
        /**
         * In the transaction that stores a batch, for the messages it stored: what must commit
         * with them (a job answering a tapped button, a stop keyword's consent change).
         */
        onStored?(tctx: TxCtx, stored: StoredInbound[]): Promise<void>;
        accept?: never;
        simulate?: never;
      }
    | {
        parse?: never;
        onStored?: never;
        /** Validates (400 on a malformed body), stores durably, then answers. */
        accept(body: unknown, raw: string): Promise<WebhookAnswer>;
        /** The sandbox's customer writes to the inbox, through the channel's own intake. */
        simulate(inbox: { companyId: string; inboxId: string }, input: SimulatedInbound, callback: unknown): Promise<SimulatedResult>;
      }
  );
