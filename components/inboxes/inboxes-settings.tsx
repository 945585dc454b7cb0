"use client";

import { InboxIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import type { ConnectableChannel } from "@/lib/client/types";
import { ConnectInboxDialog } from "./connect-inbox-dialog";
import { groupByChannel } from "./inbox-channels";
import { InboxGroup } from "./inbox-group";
import { useInboxes } from "./use-inboxes";

/**
 * Settings → Inboxes: every number, page, bot and the website chat the company answers on,
 * by channel. Admins connect more (live or in the sandbox), rename them, pick each channel's
 * default, test and delete them; everyone else reads the list.
 */
export function InboxesSettings() {
  const me = useMe();
  const canWrite = useCan("channels:write");
  const inboxes = useInboxes();
  const [showDeleted, setShowDeleted] = useState(false);
  // The dialog is opened from the header (any channel) or from a channel's group (that channel).
  const [connecting, setConnecting] = useState<{ channel?: ConnectableChannel } | null>(null);
  const all = inboxes.data?.data ?? [];
  const deleted = all.filter((i) => i.status === "deleted").length;
  const shown = showDeleted ? all : all.filter((i) => i.status !== "deleted");
  const groups = groupByChannel(shown);

  return (
    <SettingsSection
      id="inboxes-heading"
      title="Inboxes"
      description="Each number, page and bot you connect is an inbox with its own conversations. Replies go out of the inbox a conversation belongs to; sends that name no inbox use the channel’s default."
      action={
        canWrite && (
          <Button size="sm" onClick={() => setConnecting({})}>
            <PlusIcon aria-hidden="true" />
            Connect another
          </Button>
        )
      }
    >
      {me.data && !canWrite && <ReadOnlyNotice>Only owners and admins connect, rename and delete inboxes.</ReadOnlyNotice>}
      {inboxes.isError ? (
        <LoadError what="the inboxes" error={inboxes.error} />
      ) : inboxes.isPending ? (
        <div className="grid gap-4" aria-label="Loading inboxes">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-muted-foreground" data-testid="inbox-count">
              {summary(all.length - deleted, groups.filter((g) => g.inboxes.some((i) => i.status !== "deleted")).length)}
            </p>
            <div className="flex items-center gap-2">
              <Switch id="show-deleted-inboxes" checked={showDeleted} onCheckedChange={setShowDeleted} />
              <Label htmlFor="show-deleted-inboxes" className="font-normal">
                Show deleted{deleted ? ` (${deleted})` : ""}
              </Label>
            </div>
          </div>
          {groups.length === 0 ? (
            <EmptyState
              className="bg-muted/30 border py-12"
              icon={InboxIcon}
              title="No inboxes yet"
              description="Connect a number, page or bot to receive its messages in the inbox; the sandbox lets you try one without an account."
              action={
                canWrite && (
                  <Button size="sm" onClick={() => setConnecting({})}>
                    <PlusIcon aria-hidden="true" />
                    Connect an inbox
                  </Button>
                )
              }
            />
          ) : (
            <div className="grid gap-4">
              {groups.map((g) => (
                <InboxGroup key={g.channel} channel={g.channel} inboxes={g.inboxes} all={all} canWrite={canWrite} onAdd={(channel) => setConnecting({ channel })} />
              ))}
            </div>
          )}
        </>
      )}
      <ConnectInboxDialog open={connecting !== null} channel={connecting?.channel} onOpenChange={(open) => !open && setConnecting(null)} />
    </SettingsSection>
  );
}

function summary(inboxes: number, channels: number): string {
  if (!inboxes) return "No connected inboxes";
  return `${inboxes} ${inboxes === 1 ? "inbox" : "inboxes"} on ${channels} ${channels === 1 ? "channel" : "channels"}`;
}
