"use client";

import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useWidgetSettings } from "@/lib/client/hooks/use-widget";
import { CHANNEL_META } from "@/lib/channels/keys";
import { ChannelIcon } from "../channel-icon";
import { WEBCHAT_INFO } from "./info";

/** The website chat is not a platform connection: its card shows whether it is on and where, and links to its settings. */
export function WebchatCard() {
  const settings = useWidgetSettings();
  const info = { ...WEBCHAT_INFO, title: CHANNEL_META.WEBCHAT.label };
  const s = settings.data;
  const origins = s?.allowedOrigins ?? [];
  return (
    <Card className="py-5" data-testid="channel-webchat" aria-labelledby="channel-webchat-title">
      <CardContent className="flex items-start gap-3 px-5">
        <ChannelIcon icon={info.icon} active={!!s?.enabled} />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h3 id="channel-webchat-title" className="leading-none font-semibold">
            {info.title}
          </h3>
          <p className="text-muted-foreground text-sm">{info.about}</p>
          {!s ? (
            settings.isError ? (
              <p className="text-destructive text-sm">Could not load its state.</p>
            ) : (
              <Skeleton className="h-5 w-40" />
            )
          ) : (
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Badge variant={s.enabled ? "default" : "outline"} className={s.enabled ? "" : "text-muted-foreground font-normal"}>
                {s.enabled ? "On" : "Off"}
              </Badge>
              <span className="text-muted-foreground truncate text-xs">
                {origins.length ? `${origins[0]}${origins.length > 1 ? ` and ${origins.length - 1} more` : ""}` : "No website allowed yet"}
              </span>
            </div>
          )}
          <Button asChild variant="outline" size="sm" className="mt-2 w-fit">
            <Link href="/settings/website-chat">
              {s?.enabled ? "Manage" : "Set up"} <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
