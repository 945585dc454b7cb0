import "server-only";
import { asc, desc, isNull } from "drizzle-orm";
import { channelConnections, type ChannelConnection } from "@/db/schema";
import { inboxDisplayName, inboxStatus } from "@/lib/inboxes/present";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { widgetChannelStatus } from "@/lib/widget/settings";
import { channelKey, STATUS_CHANNEL_KEYS } from "./keys";
import { findPlugin } from "./registry";

const notConnected = { status: "not_connected" as const, mode: null, displayName: null, identifiers: {}, lastError: null, quota: null, connectedAt: null, lastCheckedAt: null, health: null };

const inboxOf = (r: ChannelConnection) => ({
  id: r.id,
  name: r.name,
  isDefault: r.isDefault,
  status: inboxStatus(r) as "connected" | "error" | "disconnected",
  mode: r.mode === "sandbox" ? ("sandbox" as const) : ("live" as const),
  displayName: inboxDisplayName(r),
});

/**
 * GET /me/channels: every channel, connected or not, in one answer for the dashboard: its
 * state (connected, in sandbox mode, in error with the last test's message, not connected),
 * who the company is there, and the platform's own account of its quota where it sends one.
 * The website chat is not a platform connection: its state is its settings (on, and where).
 * Each channel lists its inboxes; the channel's own fields describe its default inbox.
 */
export async function myChannels({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select()
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, isNull(channelConnections.deletedAt)))
    .orderBy(desc(channelConnections.isDefault), asc(channelConnections.createdAt));
  const byKey = new Map(rows.filter((r) => r.isDefault && r.status === "connected").map((r) => [channelKey(r.channel), r]));
  const inboxesOf = (channel: string) => rows.filter((r) => channelKey(r.channel) === channel).map(inboxOf);
  const widget = STATUS_CHANNEL_KEYS.includes("webchat") ? await widgetChannelStatus({ ctx }) : null;
  return {
    data: STATUS_CHANNEL_KEYS.map((channel) => {
      if (channel === "webchat" && widget) {
        return { channel, ...notConnected, inboxes: inboxesOf(channel), status: widget.status, mode: widget.status === "connected" ? ("live" as const) : null, displayName: widget.displayName, origins: widget.origins, connectedAt: widget.status === "connected" ? widget.updatedAt : null };
      }
      const r = byKey.get(channel);
      if (!r) return { channel, ...notConnected, inboxes: inboxesOf(channel) };
      return {
        channel,
        inboxes: inboxesOf(channel),
        status: r.health && !r.health.ok ? ("error" as const) : ("connected" as const),
        mode: r.mode === "sandbox" ? ("sandbox" as const) : ("live" as const),
        // Each channel names its connection itself (chatapp's number, photoapp's @username).
        displayName: findPlugin(r.channel)?.displayName(r.identifiers) ?? null,
        identifiers: r.identifiers,
        lastError: r.health && !r.health.ok ? r.health.message : null,
        quota: r.platformUsage ?? null,
        connectedAt: r.connectedAt?.toISOString() ?? null,
        lastCheckedAt: r.lastCheckedAt?.toISOString() ?? null,
        health: r.health ?? null,
      };
    }),
  };
}
