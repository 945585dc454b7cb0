"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CHANNELS } from "@/lib/conversations/schemas";
import { LabelFilter } from "@/components/labels/label-filter";
import { CHANNEL_LABELS, STATUS_LABELS } from "../labels";
import type { Inbox } from "@/components/inboxes/use-inboxes";
import { VIEW_STATUSES, type InboxView } from "../use-inbox-view";
import { InboxFilter } from "./inbox-filter";
import { TeamFilter } from "@/components/routing/team-filter";

const ANY = "any";

/**
 * Status and channel, side by side under the search box; below them the inbox, once the
 * company answers on more than one number, page or bot of a channel (`inboxes` is then given),
 * and the label, once the company has labels.
 */
export function ListFilters({ view, update, inboxes }: { view: InboxView; update: (patch: Partial<InboxView>) => void; inboxes?: readonly Inbox[] }) {
  // A channel picked away from the chosen inbox's channel drops the inbox filter.
  const pickChannel = (channel: string) => {
    const inbox = inboxes?.find((i) => i.id === view.inbox);
    update({ channel, ...(view.inbox && channel && inbox?.channel !== channel.toLowerCase() ? { inbox: "" } : {}) });
  };
  return (
    <div className="grid grid-cols-2 gap-2">
      <Select value={view.status || ANY} onValueChange={(v) => update({ status: v === ANY ? "" : v })}>
        <SelectTrigger size="sm" className="w-full" aria-label="Status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any status</SelectItem>
          {VIEW_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={view.channel || ANY} onValueChange={(v) => pickChannel(v === ANY ? "" : v)}>
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
      <div className="col-span-2 empty:hidden">
        <TeamFilter value={view.team} onChange={(team) => update({ team })} />
      </div>
      {inboxes && (
        <div className="col-span-2">
          <InboxFilter inboxes={inboxes} channel={view.channel} value={view.inbox} onChange={(inbox) => update({ inbox })} />
        </div>
      )}
      <div className="col-span-2">
        <LabelFilter value={view.label} onChange={(label) => update({ label })} />
      </div>
    </div>
  );
}
