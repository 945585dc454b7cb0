"use client";

import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { Skeleton } from "@/components/ui/skeleton";
import { useChannels } from "@/lib/client/hooks/use-channels";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { ComingSoonCard } from "./coming-soon-card";
import { LayerChannelCard } from "./layer-channel-card";
import { channelUi } from "./lookup";

/** Settings → Channels: a card per channel the service knows, in the status list's order; those not built yet say so. */
export function ChannelsSettings() {
  const me = useMe();
  const canWrite = useCan("channels:write");
  const channels = useChannels();

  return (
    <SettingsSection id="channels-heading" title="Channels" description="Where your customers reach you. Connect a channel to send and receive its messages in the inbox.">
      {me.data && !canWrite && <ReadOnlyNotice>Only owners and admins connect and disconnect channels.</ReadOnlyNotice>}
      {channels.isError ? (
        <LoadError what="the channels" error={channels.error} />
      ) : !channels.data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-label="Loading channels">
          <Skeleton className="h-56 rounded-xl lg:col-span-2" />
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {channels.data.data.map((c) => {
            // A channel on the layer gets the connect card; one with a card of its own draws that.
            const { connect, SettingsCard } = channelUi(c.channel);
            if (connect) return <LayerChannelCard key={c.channel} config={connect} canWrite={canWrite} inboxCount={c.inboxes.length} />;
            if (SettingsCard) return <SettingsCard key={c.channel} />;
            return <ComingSoonCard key={c.channel} channel={c.channel} />;
          })}
        </div>
      )}
    </SettingsSection>
  );
}
