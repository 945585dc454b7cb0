"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { useAnalyticsMessages, useAnalyticsTrends } from "@/lib/client/hooks/use-analytics";
import { ChartCard } from "./chart-card";
import { formatRate, pointLabel } from "@/lib/analytics/display";

const volumeConfig = {
  inbound: { label: "Received", theme: { light: "oklch(0.60 0.16 230)", dark: "oklch(0.72 0.13 230)" } },
  outbound: { label: "Sent", theme: { light: "oklch(0.52 0.20 262)", dark: "oklch(0.68 0.17 262)" } },
} satisfies ChartConfig;

const trendsConfig = {
  deliveryRate: { label: "Delivered", theme: { light: "oklch(0.60 0.14 230)", dark: "oklch(0.74 0.13 230)" } },
  readRate: { label: "Read", theme: { light: "oklch(0.58 0.17 149)", dark: "oklch(0.70 0.16 150)" } },
  replyRate: { label: "Replied", theme: { light: "oklch(0.54 0.22 293)", dark: "oklch(0.68 0.18 293)" } },
  failureRate: { label: "Failed", theme: { light: "oklch(0.58 0.22 27)", dark: "oklch(0.66 0.20 25)" } },
} satisfies ChartConfig;

/** Messages received and sent per day (or month). */
export function VolumeCard({ query }: { query: string }) {
  const q = useAnalyticsMessages(query);
  const d = q.data;
  const empty = !d || d.totals.total === 0;
  return (
    <ChartCard
      id="volume"
      title="Message volume"
      description={`Messages received and sent per ${d?.interval ?? "day"}.`}
      query={q}
      empty={empty}
      csv={d && { filename: "message-volume.csv", columns: [{ key: "date", label: "date" }, ...["inbound", "outbound", "sent", "delivered", "read", "failed", "replied"].map((k) => ({ key: k, label: k }))], rows: d.series }}
    >
      {d && (
        <ChartContainer config={volumeConfig} className="aspect-auto h-64 w-full" role="img" aria-label="Messages per day">
          <BarChart data={d.series} margin={{ left: -12, right: 8, top: 4 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="date" tickLine={false} axisLine={false} minTickGap={24} tickFormatter={(v: string) => pointLabel(v, d.interval)} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={52} />
            <ChartTooltip content={<ChartTooltipContent labelFormatter={(v) => pointLabel(String(v), d.interval)} />} />
            <ChartLegend content={<ChartLegendContent />} />
            <Bar dataKey="inbound" stackId="v" fill="var(--color-inbound)" isAnimationActive={false} />
            <Bar dataKey="outbound" stackId="v" fill="var(--color-outbound)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ChartContainer>
      )}
    </ChartCard>
  );
}

/** Delivery, read, reply and failure rates over time, and the change against the previous period. */
export function TrendsCard({ query }: { query: string }) {
  const q = useAnalyticsTrends(query);
  const d = q.data;
  const empty = !d || d.series.every((p) => p.total === 0);
  const change = d?.change.total ?? null;
  return (
    <ChartCard
      id="trends"
      title="Trends"
      description={d?.previous ? `Rates of sent messages. Volume ${change === null ? "has no earlier period to compare" : `${change >= 0 ? "up" : "down"} ${formatRate(Math.abs(change))} on the previous ${d.previous.startDate} – ${d.previous.endDate}`}.` : "Rates of sent messages over time."}
      query={q}
      empty={empty}
      csv={d && { filename: "message-trends.csv", columns: ["date", "total", "deliveryRate", "readRate", "replyRate", "failureRate"].map((k) => ({ key: k, label: k })), rows: d.series }}
    >
      {d && (
        <ChartContainer config={trendsConfig} className="aspect-auto h-64 w-full" role="img" aria-label="Message rates over time">
          <LineChart data={d.series} margin={{ left: -12, right: 8, top: 4 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="date" tickLine={false} axisLine={false} minTickGap={24} tickFormatter={(v: string) => pointLabel(v, d.interval)} />
            <YAxis tickLine={false} axisLine={false} width={52} domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} />
            <ChartTooltip content={<ChartTooltipContent labelFormatter={(v) => pointLabel(String(v), d.interval)} />} />
            <ChartLegend content={<ChartLegendContent />} />
            {(Object.keys(trendsConfig) as (keyof typeof trendsConfig)[]).map((k) => (
              <Line key={k} dataKey={k} type="monotone" stroke={`var(--color-${k})`} strokeWidth={2} dot={{ r: 2 }} connectNulls isAnimationActive={false} />
            ))}
          </LineChart>
        </ChartContainer>
      )}
    </ChartCard>
  );
}
