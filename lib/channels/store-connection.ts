import "server-only";
import { channelConnections } from "@/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";

import { camelId, CHANNEL_META, type ChannelType } from "./keys";

export type ChannelName = ChannelType;

/**
 * Stores (or replaces) a company's connection to a channel; the access token is sealed
 * before it reaches the database. Testing the connection against the platform comes with
 * each channel's provider.
 */
export async function storeConnection({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { channel: ChannelName; identifiers: Record<string, string>; accessToken?: string | null; mode?: "live" | "sandbox"; routingId?: string };
}) {
  const mode = input.mode ?? "live";
  const routedBy = CHANNEL_META[input.channel].routedBy;
  const routingId = input.routingId ?? (routedBy ? (input.identifiers[camelId(routedBy)] ?? null) : null);
  const secretCiphertext = input.accessToken ? seal(input.accessToken) : null;
  const [row] = await dbOf(ctx)
    .insert(channelConnections)
    .values({ id: newId("chn"), companyId: ctx.companyId, channel: input.channel, identifiers: input.identifiers, routingId, secretCiphertext, mode, connectedAt: new Date() })
    .onConflictDoUpdate({
      target: [channelConnections.companyId, channelConnections.channel],
      set: { identifiers: input.identifiers, routingId, secretCiphertext, mode, platformUsage: null, status: "connected", health: null, lastCheckedAt: null, connectedAt: new Date(), updatedAt: new Date() },
    })
    .returning();
  return { id: row.id, channel: row.channel, identifiers: row.identifiers, status: row.status, mode: row.mode, connectedAt: row.connectedAt?.toISOString() ?? null };
}
