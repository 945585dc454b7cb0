"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CHANNELS, CONVERSATION_STATUSES } from "@/lib/conversations/schemas";
import { CHANNEL_LABELS, STATUS_LABELS } from "../labels";
import type { InboxView } from "../use-inbox-view";

const ANY = "any";

/** Status and channel, side by side under the search box. */
export function ListFilters({ view, update }: { view: InboxView; update: (patch: Partial<InboxView>) => void }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Select value={view.status || ANY} onValueChange={(v) => update({ status: v === ANY ? "" : v })}>
        <SelectTrigger size="sm" className="w-full" aria-label="Status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any status</SelectItem>
          {CONVERSATION_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={view.channel || ANY} onValueChange={(v) => update({ channel: v === ANY ? "" : v })}>
        <SelectTrigger size="sm" className="w-full" aria-label="Channel">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>All channels</SelectItem>
          {CHANNELS.map((c) => (
            <SelectItem key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
