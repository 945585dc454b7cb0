"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCampaignTimeseries } from "@/lib/client/hooks/use-campaigns";

const config = {
  sent: { label: "Sent", theme: { light: "oklch(0.55 0.20 262)", dark: "oklch(0.68 0.17 262)" } },
  delivered: { label: "Delivered", theme: { light: "oklch(0.65 0.14 230)", dark: "oklch(0.74 0.13 230)" } },
  read: { label: "Read", theme: { light: "oklch(0.63 0.17 149)", dark: "oklch(0.70 0.16 150)" } },
  replied: { label: "Replied", theme: { light: "oklch(0.56 0.22 293)", dark: "oklch(0.68 0.18 293)" } },
  failed: { label: "Failed", theme: { light: "oklch(0.58 0.22 27)", dark: "oklch(0.66 0.20 25)" } },
} satisfies ChartConfig;
const KEYS = Object.keys(config) as (keyof typeof config)[];

const minuteFormat = new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit" });
const hourFormat = new Intl.DateTimeFormat("en", { weekday: "short", hour: "numeric" });
const fullFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const SIX_HOURS = 6 * 3600 * 1000;

/** Sent, delivered, read, replied and failed per minute or hour since the campaign started. */
export function TimeseriesCard({ campaignId, poll, startedAt, finishedAt }: { campaignId: string; poll: number | false; startedAt: string | null; finishedAt: string | null }) {
  // As the API picks by default: minutes for a campaign shorter than six hours.
  const [interval, setSpan] = useState<"minute" | "hour">(() =>
    startedAt && (finishedAt ? Date.parse(finishedAt) : Date.now()) - Date.parse(startedAt) > SIX_HOURS ? "hour" : "minute",
  );
  const series = useCampaignTimeseries(campaignId, interval, poll);
  const points = series.data?.points ?? [];
  const axis = interval === "minute" ? minuteFormat : hourFormat;

  return (
    <Card className="min-w-0 gap-4" data-testid="timeseries">
      <CardHeader>
        <CardTitle>Over time</CardTitle>
        <CardDescription>Messages per {interval}, by what happened to them.</CardDescription>
        <CardAction>
          <Select value={interval} onValueChange={(v) => setSpan(v as "minute" | "hour")}>
            <SelectTrigger size="sm" className="w-32" aria-label="Chart interval">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="minute">Per minute</SelectItem>
              <SelectItem value="hour">Per hour</SelectItem>
            </SelectContent>
          </Select>
        </CardAction>
      </CardHeader>
      <CardContent>
        {series.isError && !series.data ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the chart: {errorMessage(series.error)}
          </p>
        ) : !series.data ? (
          <Skeleton className="h-60 w-full" />
        ) : points.length === 0 ? (
          <p className="text-muted-foreground flex h-60 items-center justify-center rounded-md border border-dashed text-sm">Nothing sent yet.</p>
        ) : (
          <ChartContainer config={config} className="aspect-auto h-60 w-full" role="img" aria-label={`Messages per ${interval}`}>
            <BarChart data={points} margin={{ left: -16, right: 8, top: 4 }} barCategoryGap="20%" barGap={2}>
              <CartesianGrid vertical={false} />
              <XAxis dataKey="at" tickLine={false} axisLine={false} minTickGap={32} tickFormatter={(v: string) => axis.format(new Date(v))} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
              <ChartTooltip cursor={{ fillOpacity: 0.4 }} content={<ChartTooltipContent labelFormatter={(v) => (v ? fullFormat.format(new Date(String(v))) : "")} />} />
              <ChartLegend itemSorter={null} content={<ChartLegendContent />} />
              {/* Side by side, not stacked: a read message was also sent and delivered. */}
              {KEYS.map((k) => (
                <Bar key={k} dataKey={k} fill={`var(--color-${k})`} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
              ))}
            </BarChart>
          </ChartContainer>
        )}
      </CardContent>
    </Card>
  );
}
