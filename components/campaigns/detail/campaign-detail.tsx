"use client";

import { CircleXIcon, MegaphoneOffIcon } from "lucide-react";
import Link from "next/link";
import { BackLink, DETAIL_PAGE as PAGE, DetailLoadError } from "@/components/dashboard/detail-page";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { pollInterval } from "@/lib/client/campaign-view";
import { formatDateTime } from "@/lib/client/format";
import { useCampaign, useCampaignDetails } from "@/lib/client/hooks/use-campaigns";
import { useClock } from "@/lib/client/hooks/use-clock";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Campaign } from "@/lib/client/types";
import { CampaignStatusBadge } from "../campaign-badges";
import { CampaignActions } from "./campaign-actions";
import { ClicksCard } from "./clicks-card";
import { FunnelCard } from "./funnel-card";
import { ProgressCard } from "./progress-card";
import { RecipientsCard } from "./recipients-card";
import { TimeseriesCard } from "./timeseries-card";



/** One campaign: its state and actions, live progress while it sends, the funnel, the chart, clicks and recipients. */
export function CampaignDetail({ id }: { id: string }) {
  const campaign = useCampaign(id);
  const details = useCampaignDetails(id);
  const canWrite = useCan("campaigns:write");
  const now = useClock(30_000);

  if (campaign.isError && !campaign.data) return <DetailLoadError what="Campaign" error={campaign.error} icon={MegaphoneOffIcon} list={{ href: "/campaigns", name: "campaigns" }} />;
  if (!campaign.data) return <DetailSkeleton />;
  const c = campaign.data;
  const poll = pollInterval(c, now);
  const counts = details.data?.counts ?? c.counts;
  const started = c.status !== "DRAFT" && c.status !== "SCHEDULED";

  return (
    <div className={PAGE}>
      <BackLink href="/campaigns">All campaigns</BackLink>
      <Header campaign={c} canWrite={canWrite} failureCategories={details.data?.failureCategories ?? {}} />
      {c.status === "FAILED" && (
        <Alert variant="destructive" className="border-destructive/40 bg-destructive/5">
          <CircleXIcon aria-hidden="true" />
          <AlertTitle>The campaign stopped</AlertTitle>
          <AlertDescription>{c.statusReason ?? "Sending failed; the recipients below show why."}</AlertDescription>
        </Alert>
      )}
      <ProgressCard campaign={c} details={details.data ?? null} error={details.isError && !details.data ? errorMessage(details.error) : null} />
      {started && (
        <>
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            <FunnelCard counts={counts} />
            <TimeseriesCard campaignId={c.id} poll={poll} startedAt={c.startedAt} finishedAt={c.finishedAt} />
          </div>
          <ClicksCard campaignId={c.id} poll={poll} />
        </>
      )}
      <RecipientsCard campaign={c} poll={poll} />
    </div>
  );
}

function Header({ campaign: c, canWrite, failureCategories }: { campaign: Campaign; canWrite: boolean; failureCategories: Record<string, number> }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{c.name}</h1>
          <CampaignStatusBadge status={c.status} />
        </div>
        <dl className="text-muted-foreground flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
          <Meta label="Template">
            {c.template ? (
              <Link href={`/templates/${encodeURIComponent(c.template.id)}`} className="font-mono underline-offset-4 hover:underline">
                {c.template.name}
              </Link>
            ) : (
              "deleted"
            )}
          </Meta>
          <Meta label="Pace">
            {c.messagesPerSecond}/s{c.messagesPerDay ? `, ${c.messagesPerDay.toLocaleString("en")} a day` : ""}
          </Meta>
          {c.status === "SCHEDULED" && c.scheduledAt && <Meta label="Starts">{formatDateTime(c.scheduledAt)}</Meta>}
          {c.startedAt && <Meta label="Started">{formatDateTime(c.startedAt)}</Meta>}
          {c.finishedAt && <Meta label="Finished">{formatDateTime(c.finishedAt)}</Meta>}
          {c.autoRetry && <Meta label="Auto-retry">up to {c.maxRetries}×</Meta>}
        </dl>
      </div>
      {canWrite && <CampaignActions campaign={c} failureCategories={failureCategories} />}
    </div>
  );
}

function Meta({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>{label}:</dt>
      <dd className="text-foreground flex items-center gap-1">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading campaign">
      <Skeleton className="h-8 w-32" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-96" />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Skeleton className="h-72 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  );
}
