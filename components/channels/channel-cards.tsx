import { BotIcon, CameraIcon, GlobeIcon, MailIcon, MessageCircleIcon, MessageSquareTextIcon, UsersRoundIcon, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { CHANNEL_META, CHANNEL_TYPES, channelKey } from "@/lib/channels/keys";
import type { ChannelName } from "@/lib/client/types";

const ABOUT: Record<ChannelName, { icon: LucideIcon; about: string }> = {
  chatapp: { icon: MessageCircleIcon, about: "Business messaging on your customers’ favourite chat app." },
  photoapp: { icon: CameraIcon, about: "Direct messages from your photo-sharing business profile." },
  socialchat: { icon: UsersRoundIcon, about: "Messages to your social network page." },
  botchat: { icon: BotIcon, about: "Conversations with your bot on the messaging platform." },
  webchat: { icon: GlobeIcon, about: "A chat widget on your own website." },
  sms: { icon: MessageSquareTextIcon, about: "Text messages to any mobile phone." },
  email: { icon: MailIcon, about: "Your support mailbox: replies thread by subject and headers." },
};

export const CHANNEL_INFO = Object.fromEntries(
  CHANNEL_TYPES.map((t) => [channelKey(t), { title: CHANNEL_META[t].label, ...ABOUT[channelKey(t)] }]),
) as Record<ChannelName, { title: string; icon: LucideIcon; about: string }>;

/** A channel the service cannot connect yet: said plainly rather than offering a dead button. */
export function ComingSoonCard({ channel }: { channel: ChannelName }) {
  const info = CHANNEL_INFO[channel];
  const Icon = info.icon;
  return (
    <Card className="py-5" data-testid={`channel-${channel}`} aria-labelledby={`channel-${channel}-title`}>
      <CardContent className="flex items-start gap-3 px-5">
        <ChannelIcon icon={Icon} />
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

export function ChannelIcon({ icon: Icon, active }: { icon: LucideIcon; active?: boolean }) {
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${active ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground"}`}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
