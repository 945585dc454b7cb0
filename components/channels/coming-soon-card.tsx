import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { ChannelName } from "@/lib/client/types";
import { ChannelIcon } from "./channel-icon";
import { channelInfo } from "./lookup";

/** A channel the service cannot connect yet: said plainly rather than offering a dead button. */
export function ComingSoonCard({ channel }: { channel: ChannelName }) {
  const info = channelInfo(channel);
  return (
    <Card className="py-5" data-testid={`channel-${channel}`} aria-labelledby={`channel-${channel}-title`}>
      <CardContent className="flex items-start gap-3 px-5">
        <ChannelIcon icon={info.icon} />
        <div className="grid min-w-0 gap-1.5">
          <h3 id={`channel-${channel}-title`} className="leading-none font-semibold">
            {info.title}
          </h3>
          <p className="text-muted-foreground text-sm">{info.about}</p>
          <Badge variant="outline" className="text-muted-foreground mt-1 font-normal">
            Not connected — coming soon
          </Badge>
        </div>
      </CardContent>
    </Card>
  );
}
