import "server-only";
import { channelConnections } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { channelKey, STATUS_CHANNEL_KEYS } from "./keys";
import { findPlugin } from "./registry";

/** GET /me/channels: every channel, connected or not, in one answer for the dashboard. */
export async function myChannels({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx).select().from(channelConnections).where(inCompany(channelConnections, ctx));
  const byKey = new Map(rows.map((r) => [channelKey(r.channel), r]));
  return {
    data: STATUS_CHANNEL_KEYS.map((channel) => {
      const r = byKey.get(channel);
      if (!r) return { channel, status: "not_connected" as const, mode: null, displayName: null, connectedAt: null, lastCheckedAt: null, health: null };
      return {
        channel,
        status: r.health && !r.health.ok ? ("error" as const) : ("connected" as const),
        mode: r.mode === "sandbox" ? ("sandbox" as const) : ("live" as const),
        // Each channel names its connection itself (chatapp's number, photoapp's @username).
        displayName: findPlugin(r.channel)?.displayName(r.identifiers) ?? null,
        connectedAt: r.connectedAt?.toISOString() ?? null,
        lastCheckedAt: r.lastCheckedAt?.toISOString() ?? null,
        health: r.health ?? null,
      };
    }),
  };
}
