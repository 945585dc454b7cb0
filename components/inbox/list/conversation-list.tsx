"use client";

import { InboxIcon, SearchXIcon } from "lucide-react";
import { useState } from "react";
import { BulkBar } from "@/components/bulk/bulk-bar";
import { Checkbox } from "@/components/ui/checkbox";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/client/api";
import { useSandboxChannels } from "@/lib/client/hooks/use-channel-layer";
import { canSimulate } from "../simulate-customer";
import { useClock } from "@/lib/client/hooks/use-clock";
import { useConversationList } from "@/lib/client/hooks/use-conversations";
import { useCan } from "@/lib/client/hooks/use-me";
import { useUnreadMentions } from "@/lib/client/hooks/use-unread";
import { channelsWithSeveral } from "@/components/inboxes/inbox-channels";
import { useInboxes, type Inbox } from "@/components/inboxes/use-inboxes";
import { TAB_LABELS } from "../labels";
import { defaultStatus, INBOX_TABS, listQuery, type InboxTab, type InboxView } from "../use-inbox-view";
import { ConversationItem } from "./conversation-item";
import { ListFilters } from "./list-filters";

/** The left pane: tabs by assignee, status, channel and inbox filters, search, and the conversations. */
export function ConversationList({ view, update }: { view: InboxView; update: (patch: Partial<InboxView>) => void }) {
  // In sandbox mode no customer will write on their own: the empty list points to the simulator.
  const sandbox = useSandboxChannels().filter(canSimulate).length > 0;
  const query = listQuery(view);
  const list = useConversationList(query);
  const canWrite = useCan("conversations:write");
  // The selection belongs to one view: another tab, filter or search starts it afresh.
  const [selection, setSelection] = useState<{ query: string; ids: Set<string> }>({ query, ids: new Set() });
  const now = useClock();
  const rows = list.data?.data ?? [];
  const chosen = selection.query === query ? [...selection.ids].filter((id) => rows.some((r) => r.id === id)) : [];
  const choose = (id: string, on: boolean) =>
    setSelection(() => {
      const ids = new Set(chosen);
      if (on) ids.add(id);
      else ids.delete(id);
      return { query, ids };
    });
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const filtered = !!(view.q || view.channel || view.inbox || view.label || view.status !== defaultStatus(view.tab));
  const canRead = useCan("conversations:read");

  const mentions = useUnreadMentions(canRead);
  // Inboxes matter once a channel has several: then the list filters by them and rows name theirs.
  const canSeeInboxes = useCan("channels:read");
  const inboxes = useInboxes({ enabled: canSeeInboxes }).data?.data;
  const several = channelsWithSeveral(inboxes ?? []);

  return (
    <section aria-label="Conversations" className="flex min-h-0 flex-1 flex-col">
      <div className="grid gap-3 border-b p-3">
        <Tabs value={view.tab} onValueChange={(tab) => update({ tab: tab as InboxTab, c: view.c })}>
          <TabsList className="w-full">
            {INBOX_TABS.map((t) => (
              <TabsTrigger key={t} value={t} className="px-1.5">
                {TAB_LABELS[t]}
                {t === "mentions" && !!mentions && (
                  <Badge className="h-4 min-w-4 rounded-full px-1 text-[10px] tabular-nums" aria-label={`${mentions} unread`}>
                    {mentions}
                  </Badge>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <SearchInput value={view.q} onChange={(q) => update({ q })} placeholder="Search name, phone or email" label="Search conversations" />
        <ListFilters view={view} update={update} inboxes={inboxes && (several.size > 0 || view.inbox) ? inboxes : undefined} />
        {canWrite && rows.length > 0 && (
          <div className="flex items-center gap-2 px-1">
            <Checkbox
              id="select-all-conversations"
              checked={allChosen ? true : chosen.length ? "indeterminate" : false}
              onCheckedChange={(v) => setSelection({ query, ids: new Set(v === true ? rows.map((r) => r.id) : []) })}
              aria-label="Select all conversations on this page"
            />
            <label htmlFor="select-all-conversations" className="text-muted-foreground text-xs">
              {chosen.length ? `${chosen.length} of ${rows.length} selected` : "Select all"}
            </label>
          </div>
        )}
        {chosen.length > 0 && <BulkBar ids={chosen} onClear={() => setSelection({ query, ids: new Set() })} />}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2" aria-busy={list.isPending || undefined}>
        {list.isError ? (
          <p role="alert" className="text-destructive p-3 text-sm">
            Could not load conversations: {errorMessage(list.error)}
          </p>
        ) : list.isPending ? (
          <ListSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState
            className="py-12"
            icon={filtered ? SearchXIcon : InboxIcon}
            title={filtered ? "No conversations match" : view.tab === "mine" ? "Nothing assigned to you" : view.tab === "mentions" ? "No mentions yet" : "No conversations yet"}
            description={
              filtered
                ? "Try another status, channel, inbox, label or search."
                : view.tab === "mentions"
                  ? "When a teammate @mentions you in a private note, the conversation appears here."
                  : sandbox
                  ? "Your channel is in sandbox mode: open “Simulate customer” below and write as a customer to see a conversation arrive."
                  : "When a customer writes on a connected channel, the conversation appears here."
            }
          />
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5" aria-label="Conversation list">
            {rows.map((c) => (
              <ConversationItem
                key={c.id}
                conversation={c}
                now={now}
                selected={c.id === view.c}
                showInbox={several.has(c.channel.toLowerCase() as Inbox["channel"])}
                onSelect={() => update({ c: c.id })}
                checked={chosen.includes(c.id)}
                onCheckedChange={canWrite ? (on) => choose(c.id, on) : undefined}
              />
            ))}
          </ul>
        )}
        {list.data && list.data.pagination.total > rows.length && (
          <p className="text-muted-foreground p-3 text-center text-xs">
            Showing the {rows.length} most recent of {list.data.pagination.total}; search to find older ones.
          </p>
        )}
      </div>
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-1" aria-label="Loading conversations">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex gap-3 px-3 py-2.5">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
