import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import type { ChannelType } from "@/lib/channels/keys";
import type { TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";

/**
 * Makes the inbox its channel's default, in the caller's transaction: the old default steps
 * down first, so the one-default index never sees two.
 */
export async function makeDefault(tctx: TxCtx, inbox: { id: string; channel: ChannelType }) {
  await tctx.tx
    .update(channelConnections)
    .set({ isDefault: false })
    .where(inCompany(channelConnections, tctx, and(eq(channelConnections.channel, inbox.channel), eq(channelConnections.isDefault, true), ne(channelConnections.id, inbox.id))));
  await tctx.tx.update(channelConnections).set({ isDefault: true }).where(inCompany(channelConnections, tctx, eq(channelConnections.id, inbox.id)));
}
