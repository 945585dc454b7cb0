import "server-only";
import { channelConnections, type ChannelConnection } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { reconnectInbox, testInbox } from "@/lib/inboxes/connect-inbox";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { connectionRow, forgetRouting } from "./connections";
import { channelKey, type ChannelKey } from "./keys";
import { pluginForKey } from "./registry";
import type { PresentedChannelConnection } from "./schemas";
import { storeConnection } from "./store-connection";
import type { ChannelPlugin } from "./types";

// The per-channel routes (/api/v1/channels/{channel}) act on the channel's default inbox.

function present(plugin: ChannelPlugin, row: ChannelConnection | undefined): PresentedChannelConnection {
  const channel = channelKey(plugin.type) as PresentedChannelConnection["channel"];
  if (!row || row.status !== "connected") return { channel, status: "not_connected", mode: null, displayName: null, identifiers: {}, routingId: null, hasAccessToken: false, connectedAt: null, lastCheckedAt: null, health: null };
  return {
    channel,
    status: row.health && !row.health.ok ? "error" : "connected",
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    displayName: plugin.displayName(row.identifiers),
    identifiers: row.identifiers,
    routingId: row.routingId,
    hasAccessToken: !!row.secretCiphertext,
    connectedAt: row.connectedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    health: row.health ?? null,
  };
}

export async function getChannelConnection({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  return present(plugin, await connectionRow(ctx, plugin.type));
}

/**
 * Connects the default inbox live (creating it when the channel has none). The credentials are
 * tried first, so a wrong token or id is a 400 now rather than failed sends later; only then is
 * the token stored, sealed. An account connected to another inbox is a 409.
 */
export async function connectChannel({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey; credentials: Record<string, unknown> } }) {
  const plugin = pluginForKey(input.channel);
  const before = await connectionRow(ctx, plugin.type);
  if (before) await reconnectInbox({ ctx, id: before.id, credentials: input.credentials });
  else await createInbox({ ctx, input: { channel: input.channel, mode: "live", credentials: input.credentials, isDefault: true }, credentialsAt: [] });
  return present(plugin, await connectionRow(ctx, plugin.type));
}

/** Switches the default inbox to the built-in simulation (forgetting a live token). */
export async function useChannelSandbox({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const before = await connectionRow(ctx, plugin.type);
  const sandbox = plugin.sandbox(ctx.companyId);
  await storeConnection({ ctx, input: { channel: plugin.type, identifiers: sandbox.identifiers, routingId: sandbox.routingId, accessToken: null, mode: "sandbox", name: plugin.displayName(sandbox.identifiers) } });
  forgetRouting(plugin.type, before?.routingId ?? null);
  return present(plugin, await connectionRow(ctx, plugin.type));
}

/** A cheap platform call with the default inbox's token; the result is kept as its health. */
export async function testChannel({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const row = await connectionRow(ctx, plugin.type);
  if (!row || row.status !== "connected") throw AppError.conflict(`${input.channel} is not connected`, { reason: "channel_not_connected", channel: input.channel });
  return testInbox({ ctx, id: row.id });
}

/**
 * Disconnects the default inbox: its token and routing are forgotten, the inbox stays (its
 * conversations and messages with it), and connecting the channel again revives it.
 */
export async function disconnectChannel({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const row = await connectionRow(ctx, plugin.type);
  if (!row || row.status !== "connected") throw AppError.notFound(`${input.channel} connection`);
  await withTx(ctx, async (tctx) => {
    await tctx.tx
      .update(channelConnections)
      .set({ status: "disconnected", secretCiphertext: null, routingId: null, health: null, platformUsage: null, updatedAt: new Date() })
      .where(byIdInCompany(channelConnections, tctx, row.id));
    await recordAudit(tctx, { action: "channel.disconnected", target: { type: "inbox", id: row.id, label: row.name }, details: { channel: input.channel, mode: row.mode } });
  });
  forgetRouting(plugin.type, row.routingId);
  return present(plugin, undefined);
}
