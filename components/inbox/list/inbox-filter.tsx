"use client";

import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { channelTitle, groupByChannel } from "@/components/inboxes/inbox-channels";
import type { Inbox } from "@/components/inboxes/use-inboxes";

const ALL = "all";

/**
 * Which inbox (number, page or bot) the list shows, grouped by channel; with a channel
 * filter, that channel's inboxes alone. Deleted inboxes stay pickable: their conversations
 * are kept, read-only.
 */
export function InboxFilter({ inboxes, channel, value, onChange }: { inboxes: readonly Inbox[]; channel: string; value: string; onChange: (inboxId: string) => void }) {
  const groups = groupByChannel(channel ? inboxes.filter((i) => i.channel === channel.toLowerCase()) : inboxes);
  // A filter from a link to an inbox that is not listed (another company's, a typo) still shows, and can be cleared.
  const known = !value || inboxes.some((i) => i.id === value);
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? "" : v)}>
      <SelectTrigger size="sm" className="w-full" aria-label="Inbox" data-testid="inbox-filter">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All inboxes</SelectItem>
        {!known && <SelectItem value={value}>Unknown inbox</SelectItem>}
        {groups.map((g) => (
          <SelectGroup key={g.channel}>
            <SelectLabel>{channelTitle(g.channel)}</SelectLabel>
            {g.inboxes.map((i) => (
              <SelectItem key={i.id} value={i.id}>
                {i.name}
                {i.status === "deleted" && <span className="text-muted-foreground"> (deleted)</span>}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
