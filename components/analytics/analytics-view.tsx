"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { navItem } from "@/components/dashboard/nav-items";
import { CsatCard } from "@/components/csat/csat-card";
import { CsatResponses } from "@/components/csat/csat-responses";
import { AgentsCard, ChannelsCard, ResponseTimesCard, TemplatesCard } from "./detail-charts";
import { RangePicker } from "./range-picker";
import { rangeFromParams, rangeQueryString, rangeToParams, type RangeState } from "@/lib/analytics/range-presets";
import { SlaBreachesCard } from "./sla-breaches-card";
import { SummaryTiles } from "./summary-tiles";
import { LabelsCard } from "./labels-card";
import { TrendsCard, VolumeCard } from "./volume-charts";

/** The analytics page: a range (kept in the URL), the summary tiles and the charts. */
export function AnalyticsView() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const range = rangeFromParams(new URLSearchParams(params.toString()));
  const query = rangeQueryString(range);
  const setRange = (r: RangeState) => router.replace(`${pathname}?${rangeToParams(r)}`, { scroll: false });
  const item = navItem("/analytics");
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title={item.title} description="Volumes, response times, templates, agents, channels and satisfaction. Days are in your company's time zone." actions={<RangePicker value={range} onChange={setRange} />} />
      <SummaryTiles query={query} />
      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <VolumeCard query={query} />
        <TrendsCard query={query} />
        <ResponseTimesCard query={query} />
        <TemplatesCard query={query} />
        <AgentsCard query={query} />
        <ChannelsCard query={query} />
        <SlaBreachesCard query={query} />
        <CsatCard query={query} />
        <CsatResponses query={query} />
        <LabelsCard query={query} />
      </div>
    </div>
  );
}
