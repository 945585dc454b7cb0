"use client";

import { InboxIcon } from "lucide-react";
import { CsatSettingsSection } from "@/components/csat/csat-settings-section";
import { BackLink } from "@/components/dashboard/detail-page";
import { LoadError } from "@/components/settings/load-error";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { channelTitle } from "./inbox-channels";
import { useInboxes } from "./use-inboxes";

/**
 * Settings → Inboxes → one inbox: the areas that hang off an inbox (satisfaction survey;
 * business hours and service levels join here), each a section in its own file.
 */
export function InboxSettingsPage({ inboxId }: { inboxId: string }) {
  const inboxes = useInboxes();
  const inbox = inboxes.data?.data.find((i) => i.id === inboxId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackLink href="/settings/inboxes">All inboxes</BackLink>
      {inboxes.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading the inbox">
          <Skeleton className="h-7 w-64" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : inboxes.isError ? (
        <LoadError what="the inbox" error={inboxes.error} />
      ) : !inbox ? (
        <EmptyState className="bg-muted/30 min-h-60 flex-none border" icon={InboxIcon} title="Inbox not found" description="It may have been deleted, or the link is wrong." />
      ) : (
        <>
          <div className="grid gap-1">
            <h1 className="text-xl font-semibold tracking-tight">{inbox.name}</h1>
            <p className="text-muted-foreground text-sm">
              {channelTitle(inbox.channel)}
              {inbox.displayName ? ` · ${inbox.displayName}` : ""}
            </p>
          </div>
          <CsatSettingsSection inbox={inbox} />
        </>
      )}
    </div>
  );
}
