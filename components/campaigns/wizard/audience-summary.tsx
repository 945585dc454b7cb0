"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2Icon, UsersIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatMoney } from "@/lib/client/campaign-view";
import type { CampaignPreview } from "@/lib/client/types";
import { cn } from "@/lib/utils";

/** What a run would send to right now (POST /preview), asked again as the audience changes. */
export function AudienceSummary({ preview, complete, hasTemplate }: { preview: UseQueryResult<CampaignPreview>; complete: boolean; hasTemplate: boolean }) {
  const p = preview.data;
  const waiting = !hasTemplate || !complete;
  return (
    <Card className="gap-3 py-5" data-testid="audience-summary" aria-busy={preview.isFetching || undefined}>
      <CardHeader className="px-5">
        <CardTitle className="flex items-center justify-between gap-2 text-sm font-medium">
          <span className="flex items-center gap-2">
            <UsersIcon className="text-muted-foreground size-4" aria-hidden="true" />
            Audience
          </span>
          {preview.isFetching && <Loader2Icon className="text-muted-foreground size-4 animate-spin" aria-label="Updating" />}
        </CardTitle>
        {waiting && <CardDescription>{hasTemplate ? "Choose who receives it to see how many it reaches." : "Pick a template first."}</CardDescription>}
      </CardHeader>
      {!waiting && (
        <CardContent className="grid gap-3 px-5">
          {preview.isError && !p ? (
            <p role="alert" className="text-destructive text-sm">
              Could not size the audience: {errorMessage(preview.error)}
            </p>
          ) : !p ? (
            <div className="grid gap-2">
              <Skeleton className="h-9 w-24" />
              <Skeleton className="h-4 w-full" />
            </div>
          ) : (
            <>
              <div aria-live="polite">
                <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="audience-size">
                  {p.audienceSize.toLocaleString("en")}
                </p>
                <p className="text-muted-foreground text-xs">
                  {p.audienceSize === 1 ? "recipient" : "recipients"} of {p.matched.toLocaleString("en")} matched {p.matched === 1 ? "contact" : "contacts"}
                </p>
              </div>
              <dl className="grid gap-1.5 border-t pt-3 text-sm">
                <Row label="Opted out of marketing" value={p.excludedOptedOut} testId="excluded-opted-out" />
                <Row label="Without a phone number" value={p.unreachable} testId="unreachable" />
                <Row label="Duplicate phone numbers" value={p.duplicates} testId="duplicates" />
              </dl>
              <div className="bg-muted/40 flex items-baseline justify-between gap-2 rounded-md px-3 py-2">
                <span className="text-muted-foreground text-xs">Estimated cost</span>
                <span className="text-right">
                  <span className="font-semibold tabular-nums" data-testid="estimated-cost">
                    {formatMoney(p.estimatedCost.total, p.estimatedCost.currency)}
                  </span>
                  <span className="text-muted-foreground block text-[11px]">
                    {formatMoney(p.estimatedCost.perMessage, p.estimatedCost.currency)} per {p.estimatedCost.category.toLowerCase()} message
                  </span>
                </span>
              </div>
              {preview.isError && <p className="text-destructive text-xs">Could not update: {errorMessage(preview.error)}</p>}
            </>
          )}
        </CardContent>
      )}
    </Card>
  );
}

function Row({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("tabular-nums", value > 0 ? "font-medium" : "text-muted-foreground")} data-testid={testId}>
        {value > 0 ? `−${value.toLocaleString("en")}` : "0"}
      </dd>
    </div>
  );
}
