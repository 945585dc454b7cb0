import "server-only";
import { asc, desc, eq, isNull } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import type { ChannelType } from "@/lib/channels/keys";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { presentInbox } from "./present";

/** The company's inboxes, by channel, the default first, then oldest first. */
export async function listInboxes({ ctx, query }: { ctx: Ctx; query: { channel?: string; includeDeleted?: boolean } }) {
  const rows = await dbOf(ctx)
    .select()
    .from(channelConnections)
    .where(
      inCompany(
        channelConnections,
        ctx,
        query.channel ? eq(channelConnections.channel, query.channel.toUpperCase() as ChannelType) : undefined,
        query.includeDeleted ? undefined : isNull(channelConnections.deletedAt),
      ),
    )
    .orderBy(asc(channelConnections.channel), desc(channelConnections.isDefault), asc(channelConnections.createdAt), asc(channelConnections.id));
  return { data: rows.map(presentInbox) };
}
