import "server-only";
import { eq } from "drizzle-orm";
import { channelConnections, type ChannelConnection } from "@/db/schema";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { connectionRow, forgetRouting, toStoredConnection } from "./connections";
import { channelKey, type ChannelKey } from "./keys";
import { pluginForKey } from "./registry";
import type { PresentedChannelConnection } from "./schemas";
import { storeConnection } from "./store-connection";
import type { ChannelPlugin, ConnectionCheck } from "./types";

function present(plugin: ChannelPlugin, row: ChannelConnection | undefined): PresentedChannelConnection {
  const channel = channelKey(plugin.type) as PresentedChannelConnection["channel"];
  if (!row) return { channel, status: "not_connected", mode: null, displayName: null, identifiers: {}, routingId: null, hasAccessToken: false, connectedAt: null, lastCheckedAt: null, health: null };
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

const ofChannel = (ctx: Pick<Ctx, "companyId">, plugin: ChannelPlugin) => inCompany(channelConnections, ctx, eq(channelConnections.channel, plugin.type));

export async function getChannelConnection({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  return present(plugin, await connectionRow(ctx, plugin.type));
}

async function recordCheck(ctx: Ctx, plugin: ChannelPlugin, check: ConnectionCheck) {
  await dbOf(ctx).update(channelConnections).set({ health: check, lastCheckedAt: new Date() }).where(ofChannel(ctx, plugin));
}

/**
 * Connects the live platform. The credentials are tried first (the channel reads its account
 * with the token), so a wrong token or id is a 400 now rather than failed sends later; only
 * then is the token stored, sealed. An account connected to another company is a 409.
 */
export async function connectChannel({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey; credentials: Record<string, unknown> } }) {
  const plugin = pluginForKey(input.channel);
  const parsed = plugin.connectInput.safeParse(input.credentials);
  if (!parsed.success) throw AppError.validation(parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message, in: "body" as const })));
  const before = await connectionRow(ctx, plugin.type);
  const found = await plugin.connect(parsed.data);
  const store = (c: Ctx) => storeConnection({ ctx: c, input: { channel: plugin.type, identifiers: found.identifiers, routingId: found.routingId, accessToken: found.accessToken, mode: "live" } });
  try {
    // A savepoint when joined: the 409 below leaves the caller's transaction usable.
    await savepointIfJoined(ctx, store);
  } catch (err) {
    if (isUniqueViolation(err, "channel_connections_routing_key")) throw AppError.conflict("This account is connected to another company", { reason: "account_in_use", routingId: found.routingId });
    throw err;
  }
  forgetRouting(plugin.type, before?.routingId ?? null);
  await recordCheck(ctx, plugin, found.check);
  return present(plugin, await connectionRow(ctx, plugin.type));
}

/** Switches the channel to the built-in simulation (forgetting a live token). */
export async function useChannelSandbox({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const before = await connectionRow(ctx, plugin.type);
  const sandbox = plugin.sandbox(ctx.companyId);
  await storeConnection({ ctx, input: { channel: plugin.type, identifiers: sandbox.identifiers, routingId: sandbox.routingId, accessToken: null, mode: "sandbox" } });
  forgetRouting(plugin.type, before?.routingId ?? null);
  return present(plugin, await connectionRow(ctx, plugin.type));
}

/** A cheap platform call with the stored token; the result is kept as the connection's health. */
export async function testChannel({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const row = await connectionRow(ctx, plugin.type);
  if (!row) throw AppError.conflict(`${input.channel} is not connected`, { reason: "channel_not_connected", channel: input.channel });
  const check = await plugin.provider(toStoredConnection(row)).check();
  await recordCheck(ctx, plugin, check);
  return check;
}

/** Disconnecting forgets the token; conversations and messages stay. */
export async function disconnectChannel({ ctx, input }: { ctx: Ctx; input: { channel: ChannelKey } }) {
  const plugin = pluginForKey(input.channel);
  const removed = await dbOf(ctx).delete(channelConnections).where(ofChannel(ctx, plugin)).returning({ routingId: channelConnections.routingId });
  if (!removed.length) throw AppError.notFound(`${input.channel} connection`);
  forgetRouting(plugin.type, removed[0].routingId);
  return present(plugin, undefined);
}
