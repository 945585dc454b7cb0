import { channelInfo, connectConfig } from "@/components/channels/lookup";
import { CHANNEL_TYPES, channelKey } from "@/lib/channels/keys";
import type { Inbox, InboxChannel } from "./use-inboxes";

/** The channels in the status list's order (chatapp first), each with its inboxes; channels without one are left out. */
export function groupByChannel(inboxes: readonly Inbox[]): { channel: InboxChannel; inboxes: Inbox[] }[] {
  return CHANNEL_TYPES.map(channelKey)
    .map((channel) => ({ channel, inboxes: inboxes.filter((i) => i.channel === channel) }))
    .filter((g) => g.inboxes.length > 0);
}

export const channelTitle = (channel: InboxChannel) => channelInfo(channel).title;

/** "number", "page", "bot"…; a channel with one built-in inbox (the website chat) calls it "inbox". */
export const inboxNoun = (channel: InboxChannel) => connectConfig(channel)?.connectNoun ?? "inbox";

/** Channels with more than one inbox (deleted ones count: their conversations are still listed). */
export function channelsWithSeveral(inboxes: readonly Inbox[]): Set<InboxChannel> {
  const seen = new Map<InboxChannel, number>();
  for (const i of inboxes) seen.set(i.channel, (seen.get(i.channel) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n > 1).map(([c]) => c));
}

/**
 * Who takes over as the channel's default when `inbox` is deleted, as the server picks: a
 * connected one first ("error" is connected with a failed test), then the oldest.
 */
export function nextDefault(inbox: Inbox, all: readonly Inbox[]): Inbox | null {
  const connected = (i: Inbox) => Number(i.status !== "disconnected");
  const others = all.filter((i) => i.channel === inbox.channel && i.id !== inbox.id && i.status !== "deleted");
  others.sort((a, b) => connected(b) - connected(a) || a.createdAt.localeCompare(b.createdAt));
  return others[0] ?? null;
}
