"use client";

import { CalendarClockIcon, FilePenLineIcon } from "lucide-react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDuration, formatRate, progressOf, RECIPIENT_STATUSES } from "@/lib/client/campaign-view";
import { formatDateTime } from "@/lib/client/format";
import type { Campaign, CampaignDetails } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { RECIPIENT_STATUS } from "../campaign-badges";

const BAR: Partial<Record<Campaign["status"], string>> = { RUNNING: "bg-sky-500", PAUSED: "bg-amber-500", COMPLETED: "bg-emerald-500", FAILED: "bg-red-500", CANCELLED: "bg-zinc-400" };

/** Where the send stands: recipients done of all, per status, the current rate and the ETA (live while it runs). */
export function ProgressCard({ campaign: c, details, error }: { campaign: Campaign; details: CampaignDetails | null; error: string | null }) {
  if (c.status === "DRAFT" || c.status === "SCHEDULED") {
    const scheduled = c.status === "SCHEDULED" && c.scheduledAt;
    return (
      <Card className="flex-row items-center gap-4 px-6 py-5" data-testid="progress-card">
        <span className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-full">
          {scheduled ? <CalendarClockIcon className="size-5" aria-hidden="true" /> : <FilePenLineIcon className="size-5" aria-hidden="true" />}
        </span>
        <div className="grid gap-0.5">
          <p className="font-medium">{scheduled ? `Starts ${formatDateTime(c.scheduledAt)}` : "Not launched yet"}</p>
          <p className="text-muted-foreground text-sm">
            {scheduled ? "It sends by itself at that time; you can still edit it or launch it now." : "A draft sends nothing. Edit it, or launch it when it is ready."} Recipients are
            counted when it starts.
          </p>
        </div>
      </Card>
    );
  }

  const counts = details?.counts ?? c.counts;
  const p = details?.progress ?? progressOf(counts);
  const eta = c.status === "RUNNING" ? formatDuration(details?.etaSeconds) : null;
  return (
    <Card className="gap-5" data-testid="progress-card">
      <CardHeader>
        <CardTitle>Progress</CardTitle>
        <CardDescription>
          {c.status === "RUNNING" ? "Updates by itself every 2 seconds while the campaign sends." : c.status === "PAUSED" ? "Paused: nothing new is sent until you resume it." : "Final numbers of this campaign."}
        </CardDescription>
        <CardAction className="flex gap-6 text-right">
          {details && c.status === "RUNNING" && (
            <div className="grid gap-0.5">
              <span className="text-muted-foreground text-xs">Send rate</span>
              <span className="font-semibold tabular-nums" data-testid="send-rate">
                {formatRate(details.rate)}
              </span>
            </div>
          )}
          {c.status === "RUNNING" && (
            <div className="grid gap-0.5">
              <span className="text-muted-foreground text-xs">Time left</span>
              <span className="font-semibold tabular-nums" data-testid="eta" title={details?.eta ? `Done around ${formatDateTime(details.eta)}` : undefined}>
                {eta ? `about ${eta}` : "—"}
              </span>
            </div>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-5">
        {error && (
          <p role="alert" className="text-destructive text-sm">
            Could not load the progress: {error}
          </p>
        )}
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span>
              <span className="text-2xl font-semibold tabular-nums" data-testid="progress-done">
                {p.done.toLocaleString("en")}
              </span>
              <span className="text-muted-foreground"> of {p.total.toLocaleString("en")} recipients done</span>
            </span>
            <span className="font-medium tabular-nums">{Math.floor(p.percent)}%</span>
          </div>
          <Progress value={p.percent} aria-label="Recipients done" indicatorClassName={BAR[c.status]} className="bg-muted h-2.5" />
          {c.excludedOptedOut ? <p className="text-muted-foreground text-xs">{c.excludedOptedOut.toLocaleString("en")} opted-out contacts were left out when it started.</p> : null}
        </div>
        {!details && !error ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <dl className="grid grid-cols-4 gap-3 md:grid-cols-8" data-testid="status-counts">
            {RECIPIENT_STATUSES.map((s) => (
              <div key={s} className="bg-muted/30 rounded-lg border px-3 py-2" data-testid={`count-${s}`}>
                <dt className="text-muted-foreground truncate text-xs">{RECIPIENT_STATUS[s].label}</dt>
                <dd className={cn("text-lg font-semibold tabular-nums", s === "FAILED" && counts.FAILED > 0 && "text-destructive")}>{(counts[s] ?? 0).toLocaleString("en")}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
