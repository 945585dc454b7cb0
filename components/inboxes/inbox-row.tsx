"use client";

import { HealthLine } from "@/components/channels/connection-status";
import { connectConfig } from "@/components/channels/lookup";
import { AssignmentBadge } from "@/components/routing/assignment-badge";
import { Timestamp } from "@/components/settings/table-cells";
import { cn } from "@/lib/utils";
import { DefaultBadge, InboxModeBadge, InboxStatusBadge } from "./inbox-badges";
import { InboxActions } from "./inbox-actions";
import type { Inbox } from "./use-inboxes";

/** One inbox: its name, who it is on the channel, its mode and state, the last test, and what an admin can do. */
export function InboxRow({ inbox, all, canWrite }: { inbox: Inbox; all: Inbox[]; canWrite: boolean }) {
  const deleted = inbox.status === "deleted";
  // A built-in inbox of ours (the website chat) is not a platform account: it has no health or mode to show.
  const platform = !!connectConfig(inbox.channel);
  return (
    <li className={cn("flex flex-wrap items-start gap-x-4 gap-y-2 px-5 py-3.5", deleted && "bg-muted/30")} data-testid="inbox-row" data-inbox-id={inbox.id}>
      <div className="grid min-w-0 flex-1 basis-64 gap-1">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className={cn("truncate font-medium", deleted && "text-muted-foreground line-through decoration-1")} data-testid="inbox-name">
            {inbox.name}
          </span>
          {inbox.isDefault && <DefaultBadge />}
          {!deleted && <AssignmentBadge inbox={inbox} />}
        </p>
        <Identity inbox={inbox} />
        {!deleted && platform && inbox.health && <HealthLine health={inbox.health} checkedAt={inbox.lastCheckedAt} />}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {/* Live or sandbox means nothing for a built-in inbox. */}
        {platform && <InboxModeBadge mode={inbox.mode} />}
        <InboxStatusBadge status={inbox.status} />
        {/* A deleted inbox has nothing left to do; its place keeps the badges in line with the others'. */}
        {canWrite && (deleted ? <span className="w-8" aria-hidden="true" /> : <InboxActions inbox={inbox} all={all} />)}
      </div>
    </li>
  );
}

/** The account's number, @username, page or bot, its platform ids, and since when. */
function Identity({ inbox }: { inbox: Inbox }) {
  const ids = connectConfig(inbox.channel)?.identifiers ?? [];
  const shown = new Set([inbox.name, inbox.displayName]);
  // The first platform id that the name and display name don't already say (the phone-number id, the page id).
  const id = ids.find((i) => inbox.identifiers[i.key] && !shown.has(inbox.identifiers[i.key]));
  const parts: React.ReactNode[] = [];
  if (inbox.displayName && inbox.displayName !== inbox.name) parts.push(<span key="display" className="text-foreground/80 tabular-nums" data-testid="inbox-display-name">{inbox.displayName}</span>);
  if (id) parts.push(<span key="id">{id.label} <span className="font-mono">{inbox.identifiers[id.key]}</span></span>);
  if (inbox.deletedAt) parts.push(<span key="at">Deleted <Timestamp at={inbox.deletedAt} /></span>);
  else if (inbox.connectedAt) parts.push(<span key="at">Connected <Timestamp at={inbox.connectedAt} /></span>);
  if (!parts.length) return null;
  return (
    <p className="text-muted-foreground flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
      {parts.map((p, i) => (
        <span key={i} className="flex items-center gap-2">
          {i > 0 && <span aria-hidden="true">·</span>}
          {p}
        </span>
      ))}
    </p>
  );
}
