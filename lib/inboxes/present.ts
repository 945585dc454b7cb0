import "server-only";
import type { ChannelConnection } from "@/db/schema";
import { channelKey } from "@/lib/channels/keys";
import { findPlugin } from "@/lib/channels/registry";
import type { PresentedInbox } from "./schemas";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Who the company is on the channel, as the channel names it (chatapp's number, photoapp's @username). */
export function inboxDisplayName(row: Pick<ChannelConnection, "channel" | "identifiers">): string | null {
  return findPlugin(row.channel)?.displayName(row.identifiers) ?? null;
}

export function inboxStatus(row: ChannelConnection): PresentedInbox["status"] {
  if (row.deletedAt) return "deleted";
  if (row.status !== "connected") return "disconnected";
  return row.health && !row.health.ok ? "error" : "connected";
}

export function presentInbox(row: ChannelConnection): PresentedInbox {
  return {
    id: row.id,
    channel: channelKey(row.channel),
    name: row.name,
    isDefault: row.isDefault,
    status: inboxStatus(row),
    mode: row.mode === "sandbox" ? "sandbox" : "live",
    displayName: inboxDisplayName(row),
    identifiers: row.identifiers,
    routingId: row.routingId,
    hasAccessToken: !!row.secretCiphertext,
    settings: row.settings,
    teamId: row.teamId,
    health: row.health ?? null,
    connectedAt: iso(row.connectedAt),
    lastCheckedAt: iso(row.lastCheckedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}
