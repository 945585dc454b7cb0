"use client";

import { ReplyIcon } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { channelInfo } from "@/components/channels/lookup";
import { Badge } from "@/components/ui/badge";
import { SlaBadge } from "@/components/sla/sla-badge";
import { formatRelative, initials } from "@/lib/client/format";
import { listTime } from "@/lib/client/inbox-format";
import type { Conversation } from "@/lib/client/types";
import { Checkbox } from "@/components/ui/checkbox";
import { LabelChip } from "@/components/labels/label-chip";
import { cn } from "@/lib/utils";
import { CHANNEL_LABELS, STATUS_LABELS } from "../labels";

/** One row of the list: who, the last message, when, and how many are unread. */
export function ConversationItem({
  conversation: c,
  selected,
  now,
  showInbox,
  onSelect,
  checked,
  onCheckedChange,
}: {
  conversation: Conversation;
  selected: boolean;
  now: number;
  /** Name the conversation's inbox: its channel has several numbers, pages or bots. */
  showInbox?: boolean;
  onSelect: () => void;
  /** Bulk selection (components/bulk): given when the agent may act on several at once. */
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const unread = c.unreadCount > 0;
  const ChannelGlyph = channelInfo(c.channel).icon;
  return (
    <li className="flex items-start">
      {onCheckedChange && (
        <Checkbox
          checked={!!checked}
          onCheckedChange={(v) => onCheckedChange(v === true)}
          aria-label={`Select the conversation with ${c.contact.name}`}
          className="mt-5 ml-1 shrink-0"
          data-testid="conversation-select"
        />
      )}
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        data-testid="conversation-item"
        className={cn(
          "hover:bg-accent/60 focus-visible:ring-ring/50 flex w-full min-w-0 items-start gap-3 rounded-lg px-3 py-2.5 text-left outline-none focus-visible:ring-[3px]",
          selected && "bg-accent hover:bg-accent",
        )}
      >
        <Avatar className="mt-0.5 size-9">
          {c.contact.avatar && <AvatarImage src={c.contact.avatar} alt="" />}
          <AvatarFallback className="bg-primary/10 text-primary text-xs font-medium">{initials(c.contact.name)}</AvatarFallback>
        </Avatar>
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
          <span className="flex items-baseline gap-2">
            <span className={cn("truncate text-sm", unread ? "font-semibold" : "font-medium")}>{c.contact.name}</span>
            {c.lastMessageAt && (
              <time
                dateTime={c.lastMessageAt}
                title={formatRelative(c.lastMessageAt, now)}
                className={cn("ml-auto shrink-0 text-xs tabular-nums", unread ? "text-primary font-medium" : "text-muted-foreground")}
              >
                {listTime(c.lastMessageAt, now)}
              </time>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span className={cn("flex min-w-0 flex-1 items-center gap-1 truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}>
              {c.lastMessageDirection === "outbound" && <ReplyIcon className="size-3.5 shrink-0" aria-label="You:" />}
              <span className="truncate">{c.lastMessagePreview ?? "No messages yet"}</span>
            </span>
            <SlaBadge sla={c.sla} />
            {unread && (
              <Badge className="h-5 min-w-5 rounded-full px-1.5 tabular-nums" aria-label={`${c.unreadCount} unread`}>
                {c.unreadCount > 99 ? "99+" : c.unreadCount}
              </Badge>
            )}
          </span>
          <span className="text-muted-foreground flex items-center gap-1.5 text-xs">
            {/* With several inboxes on the channel, the inbox's name takes the channel's place beside its glyph. */}
            <span
              className="flex min-w-0 items-center gap-1"
              data-testid="conversation-channel"
              data-channel={c.channel}
              title={showInbox ? `${CHANNEL_LABELS[c.channel]} · ${c.inbox.name}` : undefined}
            >
              <ChannelGlyph className="size-3.5 shrink-0" aria-hidden="true" />
              {showInbox ? (
                <>
                  <span className="sr-only">{CHANNEL_LABELS[c.channel]}, inbox </span>
                  <span className="truncate" data-testid="conversation-inbox" data-inbox-id={c.inbox.id}>
                    {c.inbox.name}
                  </span>
                </>
              ) : (
                CHANNEL_LABELS[c.channel]
              )}
            </span>
            {c.status !== "OPEN" && (
              <>
                <span aria-hidden="true">·</span>
                <span>{STATUS_LABELS[c.status]}</span>
              </>
            )}
            {c.snooze && (
              <>
                <span aria-hidden="true">·</span>
                <span>Snoozed</span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span className="truncate">{c.assignedAgent ? c.assignedAgent.name : "Unassigned"}</span>
          </span>
          {c.labels.length > 0 && (
            <span className="flex flex-wrap gap-1 pt-0.5">
              {c.labels.map((l) => (
                <LabelChip key={l.id} label={l} />
              ))}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
