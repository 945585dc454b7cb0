"use client";

import { ArrowLeftIcon, MegaphoneOffIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/client/api";
import { allows } from "@/lib/client/campaign-view";
import { wizardFromCampaign } from "@/lib/client/campaign-wizard";
import { useCampaign } from "@/lib/client/hooks/use-campaigns";
import { useTemplate } from "@/lib/client/hooks/use-templates";
import type { Campaign } from "@/lib/client/types";
import { CampaignWizard } from "./campaign-wizard";

const PAGE = "mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8";

/** The wizard over a stored DRAFT or SCHEDULED campaign, once it and its template are loaded. */
export function EditCampaign({ id }: { id: string }) {
  const campaign = useCampaign(id);
  const c = campaign.data;
  const back = (
    <Button variant="ghost" size="sm" asChild className="-ml-2 w-fit">
      <Link href={`/campaigns/${encodeURIComponent(id)}`}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to the campaign
      </Link>
    </Button>
  );

  if ((campaign.isError && !c) || (c && !allows("update", c.status))) {
    const missing = campaign.error instanceof ApiError && campaign.error.status === 404;
    return (
      <div className={PAGE}>
        {back}
        <h1 className="sr-only">Edit campaign</h1>
        <EmptyState
          className="bg-muted/30 min-h-72 flex-none border"
          icon={MegaphoneOffIcon}
          title={c ? "This campaign can no longer be edited" : missing ? "Campaign not found" : "Could not load the campaign"}
          description={c ? "Only drafts and scheduled campaigns can be changed; this one has started." : missing ? "It may have been deleted, or the link is wrong." : errorMessage(campaign.error)}
        />
      </div>
    );
  }
  if (!c) return <Loading />;
  return <WithTemplate campaign={c} />;
}

function WithTemplate({ campaign: c }: { campaign: Campaign }) {
  const template = useTemplate(c.templateId);
  // A template deleted since leaves the wizard to pick another one.
  if (template.isPending) return <Loading />;
  const t = template.data ?? null;
  return <CampaignWizard campaign={c} initial={wizardFromCampaign(c, t)} initialTemplate={t} />;
}

function Loading() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading campaign">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
