import "server-only";
import { eq } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { forgetRouting, toStoredConnection } from "@/lib/channels/connections";
import { channelKey } from "@/lib/channels/keys";
import { findPlugin } from "@/lib/channels/registry";
import { storeConnection } from "@/lib/channels/store-connection";
import type { ConnectionCheck } from "@/lib/channels/types";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { accountInUse, tryCredentials } from "./create-inbox";
import { assertNotDeleted, inboxRowOrThrow } from "./get-inbox";
import { presentInbox } from "./present";

function layerPlugin(channel: Parameters<typeof findPlugin>[0]) {
  const plugin = findPlugin(channel);
  if (!plugin) throw AppError.conflict("The website chat inbox has no platform connection; its settings are under Settings → Website chat", { reason: "not_a_platform" });
  return plugin;
}

/** Connects an existing inbox live with new credentials (tried first), as the same inbox: its conversations stay. */
export async function reconnectInbox({ ctx, id, credentials }: { ctx: Ctx; id: string; credentials: Record<string, unknown> }) {
  const row = await inboxRowOrThrow(ctx, id);
  assertNotDeleted(row);
  const plugin = layerPlugin(row.channel);
  const found = await tryCredentials(plugin, credentials);
  const into = { inboxId: id };
  await savepointIfJoined(ctx, (c) => storeConnection({ ctx: c, input: { channel: plugin.type, identifiers: found.identifiers, routingId: found.routingId, accessToken: found.accessToken, mode: "live", into } })).catch((err) =>
    accountInUse(err, found.routingId),
  );
  forgetRouting(plugin.type, row.routingId);
  forgetRouting(plugin.type, found.routingId);
  await recordCheck(ctx, id, found.check);
  return presentInbox(await inboxRowOrThrow(ctx, id));
}

export async function recordCheck(ctx: Ctx, id: string, check: ConnectionCheck) {
  await dbOf(ctx).update(channelConnections).set({ health: check, lastCheckedAt: new Date() }).where(inCompany(channelConnections, ctx, eq(channelConnections.id, id)));
}

/** A cheap platform call with the inbox's stored token; the result is kept as its health. */
export async function testInbox({ ctx, id }: { ctx: Ctx; id: string }): Promise<ConnectionCheck> {
  const row = await inboxRowOrThrow(ctx, id);
  assertNotDeleted(row);
  const plugin = layerPlugin(row.channel);
  if (row.status !== "connected") throw AppError.conflict("The inbox is disconnected; connect it again first", { reason: "channel_not_connected", channel: channelKey(row.channel) });
  const check = await plugin.provider(toStoredConnection(row)).check();
  await recordCheck(ctx, id, check);
  return check;
}
