import "server-only";
import { timingSafeEqual } from "node:crypto";
import { publicUrl } from "@/lib/config/public-url";
import { AppError } from "@/lib/domain/errors";
import { groupCommit } from "@/lib/jobs/group-commit";
import { readBodyText } from "@/lib/http/read-body";
import { log } from "@/lib/log";
import { applyChannelStatuses, receiveChannelMessages } from "@/lib/messaging/receive-messages";
import { inboxForRoutingId, type RoutedInbox } from "./connections";
import { channelKey, type ChannelType } from "./keys";
import { findPlugin, pluginForKey } from "./registry";
import type { ChannelPlugin, NormalizedBatch, WebhookAnswer } from "./types";

const MAX_CALLBACK_BYTES = 3 * 1024 * 1024;

export type WebhookSummary = {
  received: number;
  duplicates: number;
  statuses: number;
  ignored: number;
  /** Entries naming an account no company has connected (acknowledged, so the platform stops re-sending). */
  unrouted: number;
};

const empty = (): WebhookSummary => ({ received: 0, duplicates: 0, statuses: 0, ignored: 0, unrouted: 0 });

/** GET …/webhook: the platform's subscription handshake, answered with hub.challenge (403 where the channel has none). */
export async function verifySubscription(channel: string, query: { "hub.mode"?: string; "hub.verify_token"?: string; "hub.challenge"?: string }) {
  const plugin = pluginForKey(channel);
  const expected = plugin.webhook.handshakeToken?.();
  const given = query["hub.verify_token"] ?? "";
  const ok = !!expected && query["hub.mode"] === "subscribe" && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw new AppError("FORBIDDEN", "hub.verify_token does not match");
  return new Response(query["hub.challenge"] ?? "", { status: 200, headers: { "content-type": "text/plain" } });
}

/**
 * Batches of any number of callbacks, per inbox: each inbox's messages in one transaction,
 * then its receipts. An entry for an account nobody connected is counted and
 * dropped (logged once per batch), as the platform keeps re-sending what is refused.
 */
export async function processBatches(type: ChannelType, batches: NormalizedBatch[]): Promise<WebhookSummary> {
  const summary = empty();
  const byInbox = new Map<string, NormalizedBatch & RoutedInbox>();
  for (const b of batches) {
    summary.ignored += b.ignored;
    const inbox = await inboxForRoutingId(type, b.routingId);
    if (!inbox) {
      summary.unrouted += b.messages.length + b.statuses.length;
      log.warn("callback for an account no company has connected", { channel: channelKey(type), routingId: b.routingId, events: b.messages.length + b.statuses.length });
      continue;
    }
    const into = byInbox.get(inbox.inboxId) ?? { ...inbox, routingId: b.routingId, messages: [], statuses: [], ignored: 0 };
    into.messages.push(...b.messages);
    into.statuses.push(...b.statuses);
    byInbox.set(inbox.inboxId, into);
  }
  for (const b of byInbox.values()) {
    if (b.messages.length) {
      for (const r of await receiveChannelMessages({ channel: type, companyId: b.companyId, inboxId: b.inboxId }, b.messages)) summary[r.status === "stored" ? "received" : "duplicates"] += 1;
    }
    if (b.statuses.length) {
      await applyChannelStatuses(type, b.companyId, b.statuses);
      summary.statuses += b.statuses.length;
    }
  }
  return summary;
}

// Concurrent callbacks of a channel are processed together (group commit), so under load one
// transaction per company holds many messages; a lone callback is never delayed.
const committers = new Map<ChannelType, (b: NormalizedBatch[]) => Promise<WebhookSummary>>();
function committerFor(plugin: ChannelPlugin) {
  let c = committers.get(plugin.type);
  if (!c) {
    const run = groupCommit(
      async (items: NormalizedBatch[][]) => {
        const total = await processBatches(plugin.type, items.flat());
        // Every caller learns the batch's totals: per-callback counts are not tracked through a merge.
        return items.map(() => total);
      },
      { max: 100 },
    );
    c = run;
    committers.set(plugin.type, c);
  }
  return c;
}

/**
 * POST …/webhook: verify the signature over the raw bytes (parsing and re-serialising would
 * change them), parse into the shared model, and store before answering 200, so an answer
 * means the callback is durable; a failure answers 5xx and the platform re-sends it.
 */
export async function receiveWebhook(channel: string, req: Request): Promise<WebhookAnswer> {
  const plugin = pluginForKey(channel);
  const raw = await readBodyText(req, plugin.webhook.maxBytes ?? MAX_CALLBACK_BYTES);
  // The platform signed the public address it called, not the one this process sees behind a proxy.
  const { pathname, search } = new URL(req.url);
  const called = { url: `${publicUrl()}${pathname}${search}` };
  const verdict = await plugin.webhook.verify(raw, req.headers, called);
  if (!verdict.ok) throw AppError.unauthorized(verdict.why);
  let json: unknown;
  try {
    json = plugin.webhook.decode ? plugin.webhook.decode(raw) : JSON.parse(raw);
  } catch {
    throw AppError.validation([{ path: "body", message: "is not valid JSON" }]);
  }
  // A channel that takes its callbacks in itself (chatapp) stores them before answering, as the layer does.
  if (plugin.webhook.accept) return plugin.webhook.accept(json, raw);
  return committerFor(plugin)(plugin.webhook.parse(json, req.headers, called));
}

/** The sandbox's receipts go through the same processing as callbacks. */
export async function processCallbackBody(type: ChannelType, body: unknown): Promise<WebhookSummary> {
  const plugin = findPlugin(type);
  if (!plugin?.webhook.parse) throw new Error(`${type} has no shared callback parser`);
  return processBatches(type, plugin.webhook.parse(body));
}
