import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { channelConnections, conversations, type ChannelConnection } from "@/db/schema";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { channelKey, CHANNEL_META, type ChannelType } from "./keys";
import type { StoredConnection } from "./types";

export function toStoredConnection(row: ChannelConnection): StoredConnection {
  const key = channelKey(row.channel);
  return {
    id: row.id,
    companyId: row.companyId,
    channel: row.channel,
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    status: row.status,
    routingId: row.routingId,
    identifiers: row.identifiers,
    accessToken: row.secretCiphertext
      ? openStoredSecret(row.secretCiphertext, {
          what: `The ${key} access token`,
          fix: `Reconnect the channel (Settings → Inboxes, or PUT /api/v1/inboxes/${row.id}/connection with the access token)`,
          details: { channel: key, connectionId: row.id, inboxId: row.id },
        })
      : null,
  };
}

/** The channel's default inbox (connected or not), which routes naming no inbox use. */
export async function connectionRow(ctx: Pick<Ctx, "companyId" | "tx">, channel: ChannelType) {
  const [row] = await dbOf(ctx)
    .select()
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, eq(channelConnections.channel, channel), eq(channelConnections.isDefault, true)));
  return row;
}

/** Any inbox of the company by id, deleted ones included (their conversations stay readable). */
export async function inboxRow(ctx: Pick<Ctx, "companyId" | "tx">, id: string) {
  const [row] = await dbOf(ctx).select().from(channelConnections).where(byIdInCompany(channelConnections, ctx, id));
  return row;
}

function notConnected(channel: ChannelType, row: ChannelConnection | undefined) {
  const label = CHANNEL_META[channel].label;
  if (row?.deletedAt) return AppError.conflict(`The inbox "${row.name ?? label}" was deleted; its conversations are read-only`, { reason: "inbox_deleted", inboxId: row.id });
  return AppError.conflict(`${label} is not connected for this company; connect it under Settings → Inboxes`, { reason: "channel_not_connected", channel: channelKey(channel) });
}

/**
 * The inbox a send goes out of: the named conversation's, else the named inbox, else the
 * channel's default. A named inbox must be the company's, on the channel, and agree with the
 * conversation's; sending needs it connected (409 otherwise).
 */
export async function requireConnection(
  ctx: Pick<Ctx, "companyId" | "tx">,
  channel: ChannelType,
  via: { inboxId?: string | null; conversationId?: string | null } = {},
): Promise<StoredConnection> {
  let inboxId = via.inboxId ?? null;
  if (via.conversationId) {
    const [conv] = await dbOf(ctx).select({ inboxId: conversations.inboxId, channel: conversations.channel }).from(conversations).where(byIdInCompany(conversations, ctx, via.conversationId));
    if (!conv) throw AppError.notFound("Conversation");
    if (conv.channel !== channel) throw AppError.conflict(`The conversation is on ${channelKey(conv.channel)}, not ${channelKey(channel)}`, { reason: "wrong_channel" });
    if (inboxId && inboxId !== conv.inboxId) throw AppError.conflict("inboxId is not the conversation's inbox: a conversation is answered from the inbox it belongs to", { reason: "inbox_mismatch", inboxId: conv.inboxId });
    inboxId = conv.inboxId;
  }
  const row = inboxId ? await inboxRow(ctx, inboxId) : await connectionRow(ctx, channel);
  if (inboxId && !row) throw AppError.notFound("Inbox");
  if (row && row.channel !== channel) throw AppError.conflict(`The inbox is on ${channelKey(row.channel)}, not ${channelKey(channel)}`, { reason: "wrong_channel", inboxId: row.id });
  if (!row || row.status !== "connected" || row.deletedAt) throw notConnected(channel, row);
  return toStoredConnection(row);
}

export type RoutedInbox = { companyId: string; inboxId: string };

// Callbacks name only the platform's account id; the mapping almost never changes, so a short
// per-process cache spares the inbound path a query per callback.
const byRoutingId = new Map<string, { inbox: RoutedInbox | null; at: number }>();
const CACHE_MS = 10_000;

/**
 * The inbox (and company) a callback belongs to, from the account id it names: the one read
 * across companies, since the platform's ids are global (a unique index keeps one inbox each).
 */
export async function inboxForRoutingId(channel: ChannelType, routingId: string): Promise<RoutedInbox | null> {
  const key = `${channel}:${routingId}`;
  const hit = byRoutingId.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.inbox;
  const [row] = await getDb()
    .select({ companyId: channelConnections.companyId, inboxId: channelConnections.id })
    .from(channelConnections)
    .where(and(eq(channelConnections.channel, channel), eq(channelConnections.routingId, routingId), isNull(channelConnections.deletedAt)));
  const inbox = row ?? null;
  byRoutingId.set(key, { inbox, at: Date.now() });
  return inbox;
}

/** Connecting or disconnecting changes routing: this process forgets what it cached. */
export function forgetRouting(channel: ChannelType, routingId: string | null) {
  if (routingId) byRoutingId.delete(`${channel}:${routingId}`);
}
