import "server-only";
import { channelConnections } from "@/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";

import type { ChannelType } from "./keys";

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
  input: { channel: ChannelName; identifiers: Record<string, string>; accessToken?: string; mode?: "live" | "sandbox" };
}) {
  const mode = input.mode ?? "live";
  const secretCiphertext = input.accessToken ? seal(input.accessToken) : null;
  const [row] = await dbOf(ctx)
    .insert(channelConnections)
    .values({ id: newId("chn"), companyId: ctx.companyId, channel: input.channel, identifiers: input.identifiers, secretCiphertext, mode, connectedAt: new Date() })
    .onConflictDoUpdate({
      target: [channelConnections.companyId, channelConnections.channel],
      set: { identifiers: input.identifiers, secretCiphertext, mode, status: "connected", health: null, lastCheckedAt: null, connectedAt: new Date(), updatedAt: new Date() },
    })
    .returning();
  return { id: row.id, channel: row.channel, identifiers: row.identifiers, status: row.status, mode: row.mode, connectedAt: row.connectedAt?.toISOString() ?? null };
}
