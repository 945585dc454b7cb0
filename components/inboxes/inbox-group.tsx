"use client";

import { PlusIcon } from "lucide-react";
import { ChannelIcon } from "@/components/channels/channel-icon";
import { channelInfo, isConnectable } from "@/components/channels/lookup";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ConnectableChannel } from "@/lib/client/types";
import { inboxNoun } from "./inbox-channels";
import { InboxRow } from "./inbox-row";
import type { Inbox, InboxChannel } from "./use-inboxes";

/** One channel's inboxes under its name, with a shortcut to add another of its kind. */
export function InboxGroup({
  channel,
  inboxes,
  all,
  canWrite,
  onAdd,
}: {
  channel: InboxChannel;
  inboxes: Inbox[];
  /** Every inbox, deleted ones too: a delete says which inbox becomes the default. */
  all: Inbox[];
  canWrite: boolean;
  onAdd: (channel: ConnectableChannel) => void;
}) {
  const info = channelInfo(channel);
  const titleId = `inboxes-${channel}-title`;
  const live = inboxes.filter((i) => i.status !== "deleted").length;
  return (
    <Card className="gap-0 py-0" aria-labelledby={titleId} data-testid={`inbox-group-${channel}`}>
      <div className="flex flex-wrap items-center gap-3 border-b px-5 py-3.5">
        <ChannelIcon icon={info.icon} active={inboxes.some((i) => i.status === "connected")} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 id={titleId} className="leading-none font-semibold">
            {info.title}
          </h3>
          <p className="text-muted-foreground text-xs">
            {live} {live === 1 ? inboxNoun(channel) : `${inboxNoun(channel)}s`}
          </p>
        </div>
        {canWrite && isConnectable(channel) && (
          <Button variant="outline" size="sm" onClick={() => onAdd(channel)}>
            <PlusIcon aria-hidden="true" />
            Add {inboxNoun(channel)}
          </Button>
        )}
      </div>
      <ul className="divide-y" aria-label={`${info.title} inboxes`}>
        {inboxes.map((inbox) => (
          <InboxRow key={inbox.id} inbox={inbox} all={all} canWrite={canWrite} />
        ))}
      </ul>
    </Card>
  );
}
