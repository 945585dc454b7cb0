"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useWebhookStats } from "@/lib/client/hooks/use-webhooks";

const config = {
  succeeded: { label: "Succeeded", theme: { light: "oklch(0.63 0.17 149)", dark: "oklch(0.70 0.16 150)" } },
  failed: { label: "Failed", theme: { light: "oklch(0.58 0.22 27)", dark: "oklch(0.66 0.20 25)" } },
  pending: { label: "Pending or retrying", theme: { light: "oklch(0.75 0.15 75)", dark: "oklch(0.78 0.14 80)" } },
} satisfies ChartConfig;

const RANGES = [
  { hours: 24, label: "Last 24 hours" },
  { hours: 72, label: "Last 3 days" },
  { hours: 168, label: "Last 7 days" },
];

const hourFormat = new Intl.DateTimeFormat("en", { hour: "numeric" });
const dayHourFormat = new Intl.DateTimeFormat("en", { weekday: "short", hour: "numeric" });
const fullFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Deliveries per hour by outcome (GET .../stats), stacked, with the totals of the range above. */
export function DeliveriesChart({ webhookId }: { webhookId: string }) {
  const [hours, setHours] = useState(24);
  const stats = useWebhookStats(webhookId, hours);
  const data = stats.data?.buckets ?? [];
  const t = stats.data?.totals;
  const axisFormat = hours > 24 ? dayHourFormat : hourFormat;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Deliveries per hour</CardTitle>
        <CardDescription>By outcome; test sends are left out.</CardDescription>
        <CardAction>
          <Select value={String(hours)} onValueChange={(v) => setHours(Number(v))}>
            <SelectTrigger size="sm" className="w-36" aria-label="Chart range">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RANGES.map((r) => (
                <SelectItem key={r.hours} value={String(r.hours)}>
                  {r.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {stats.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the statistics: {errorMessage(stats.error)}
          </p>
        ) : !stats.data || !t ? (
          <Skeleton className="h-56 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Figure label="Succeeded" value={t.succeeded.toLocaleString("en")} />
              <Figure label="Failed" value={t.failed.toLocaleString("en")} />
              <Figure label="Success rate" value={stats.data.successRate === null ? "—" : `${Math.round(stats.data.successRate * 1000) / 10}%`} />
              <Figure label="Average latency" value={stats.data.avgLatencyMs === null ? "—" : `${Math.round(stats.data.avgLatencyMs)} ms`} />
            </dl>
            <ChartContainer config={config} className="aspect-auto h-56 w-full" role="img" aria-label={`Deliveries per hour, ${RANGES.find((r) => r.hours === hours)?.label.toLowerCase()}`}>
              <BarChart data={data} margin={{ left: -16, right: 4, top: 4 }}>
                <CartesianGrid vertical={false} />
                <XAxis dataKey="hour" tickLine={false} axisLine={false} minTickGap={24} tickFormatter={(v: string) => axisFormat.format(new Date(v))} />
                <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
                <ChartTooltip cursor={{ fillOpacity: 0.4 }} content={<ChartTooltipContent labelFormatter={(v) => (v ? fullFormat.format(new Date(String(v))) : "")} />} />
                {/* In stacking order, not alphabetical (recharts sorts legends by name unless told otherwise). */}
                <ChartLegend itemSorter={null} content={<ChartLegendContent />} />
                <Bar dataKey="succeeded" stackId="a" fill="var(--color-succeeded)" isAnimationActive={false} />
                <Bar dataKey="failed" stackId="a" fill="var(--color-failed)" isAnimationActive={false} />
                <Bar dataKey="pending" stackId="a" fill="var(--color-pending)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
              </BarChart>
            </ChartContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
}
