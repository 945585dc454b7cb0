import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { channelConnections, type ChannelConnection } from "@/db/schema";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
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
          fix: `Reconnect the channel (Settings → Channels, or PUT /api/v1/channels/${key} with the access token)`,
          details: { channel: key, connectionId: row.id },
        })
      : null,
  };
}

export async function connectionRow(ctx: Pick<Ctx, "companyId" | "tx">, channel: ChannelType) {
  const [row] = await dbOf(ctx).select().from(channelConnections).where(inCompany(channelConnections, ctx, eq(channelConnections.channel, channel)));
  return row;
}

/** The company's connection to a channel, or 409: sending needs a connected channel. */
export async function requireConnection(ctx: Pick<Ctx, "companyId" | "tx">, channel: ChannelType): Promise<StoredConnection> {
  const row = await connectionRow(ctx, channel);
  if (!row || row.status !== "connected") {
    const label = CHANNEL_META[channel].label;
    throw AppError.conflict(`${label} is not connected for this company; connect it under Settings → Channels`, { reason: "channel_not_connected", channel: channelKey(channel) });
  }
  return toStoredConnection(row);
}

// Callbacks name only the platform's account id; the mapping almost never changes, so a short
// per-process cache spares the inbound path a query per callback.
const byRoutingId = new Map<string, { companyId: string | null; at: number }>();
const CACHE_MS = 10_000;

/**
 * The company a callback belongs to, from the account id it names: the one read across
 * companies, since the platform's ids are global (a unique index keeps one company each).
 */
export async function companyForRoutingId(channel: ChannelType, routingId: string): Promise<string | null> {
  const key = `${channel}:${routingId}`;
  const hit = byRoutingId.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.companyId;
  const [row] = await getDb()
    .select({ companyId: channelConnections.companyId })
    .from(channelConnections)
    .where(and(eq(channelConnections.channel, channel), eq(channelConnections.routingId, routingId)));
  const companyId = row?.companyId ?? null;
  byRoutingId.set(key, { companyId, at: Date.now() });
  return companyId;
}

/** Connecting or disconnecting changes routing: this process forgets what it cached. */
export function forgetRouting(channel: ChannelType, routingId: string | null) {
  if (routingId) byRoutingId.delete(`${channel}:${routingId}`);
}
