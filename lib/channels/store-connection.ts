import "server-only";
import { sql } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import type { Tx } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";

import { camelId, CHANNEL_META, type ChannelType } from "./keys";

export type ChannelName = ChannelType;

/** Which inbox a connection is stored in: the channel's default, a new one, or a given one. */
export type InboxTarget = { default: true } | { new: { isDefault: boolean } } | { inboxId: string };

/**
 * Stores a connection into an inbox; the access token is sealed before it reaches the
 * database. The default target replaces the channel's default inbox (or creates it), as the
 * per-channel routes always did; a new inbox is another number, page or bot.
 */
export async function storeConnection({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    channel: ChannelName;
    identifiers: Record<string, string>;
    accessToken?: string | null;
    mode?: "live" | "sandbox";
    routingId?: string;
    into?: InboxTarget;
    /** A new inbox's name (an existing inbox keeps its own); the channel's label when not given. */
    name?: string | null;
  };
}) {
  const mode = input.mode ?? "live";
  const routedBy = CHANNEL_META[input.channel].routedBy;
  const routingId = input.routingId ?? (routedBy ? (input.identifiers[camelId(routedBy)] ?? null) : null);
  const secretCiphertext = input.accessToken ? seal(input.accessToken) : null;
  const fresh = { identifiers: input.identifiers, routingId, secretCiphertext, mode, platformUsage: null, status: "connected", health: null, lastCheckedAt: null, connectedAt: new Date(), updatedAt: new Date() };
  const into = input.into ?? { default: true };
  // Every connection of every channel comes through here: its audit entry commits with it.
  return withTx(ctx, async (tctx) => {
    const row = await write(tctx.tx);
    await recordAudit(tctx, { action: "channel.connected", target: { type: "inbox", id: row.id, label: row.name }, details: { channel: input.channel, mode, identifiers: input.identifiers } });
    return row;
  });

  async function write(db: Tx) {
    if ("inboxId" in into) {
      const [row] = await db.update(channelConnections).set(fresh).where(byIdInCompany(channelConnections, ctx, into.inboxId)).returning();
      if (!row) throw AppError.notFound("Inbox");
      return row;
    }
    const values = { id: newId("chn"), companyId: ctx.companyId, channel: input.channel, name: input.name || CHANNEL_META[input.channel].label, ...fresh };
    if ("new" in into) {
      const [row] = await db
        .insert(channelConnections)
        .values({ ...values, isDefault: into.new.isDefault })
        .returning();
      return row;
    }
    const [row] = await db
      .insert(channelConnections)
      .values(values)
      .onConflictDoUpdate({ target: [channelConnections.companyId, channelConnections.channel], targetWhere: sql`is_default`, set: fresh })
      .returning();
    return row;
  }
}
