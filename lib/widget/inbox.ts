import "server-only";
import { sql } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { connectionRow } from "@/lib/channels/connections";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";

/**
 * The company's website-chat inbox, which visitor conversations belong to. Every company gets
 * one when it is created (and the migration gave existing ones theirs); this makes one if it
 * is missing, race-safe on the one-default index.
 */
export async function webchatInboxId(ctx: Pick<Ctx, "companyId" | "tx">): Promise<string> {
  const found = await connectionRow(ctx, "WEBCHAT");
  if (found) return found.id;
  await dbOf(ctx)
    .insert(channelConnections)
    .values({ id: newId("chn"), companyId: ctx.companyId, channel: "WEBCHAT", name: "Website chat", mode: "live", identifiers: {}, connectedAt: new Date() })
    .onConflictDoNothing({ target: [channelConnections.companyId, channelConnections.channel], where: sql`is_default` });
  return (await connectionRow(ctx, "WEBCHAT"))!.id;
}
