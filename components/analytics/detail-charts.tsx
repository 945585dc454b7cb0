"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAnalyticsAgents, useAnalyticsChannels, useAnalyticsResponseTimes, useAnalyticsTemplates } from "@/lib/client/hooks/use-analytics";
import { ChartCard } from "./chart-card";
import { bucketLabel, channelLabel, formatCount, formatDuration, formatRate } from "@/lib/analytics/display";

const funnelConfig = {
  sent: { label: "Sent", theme: { light: "oklch(0.52 0.20 262)", dark: "oklch(0.68 0.17 262)" } },
  delivered: { label: "Delivered", theme: { light: "oklch(0.60 0.14 230)", dark: "oklch(0.74 0.13 230)" } },
  read: { label: "Read", theme: { light: "oklch(0.58 0.17 149)", dark: "oklch(0.70 0.16 150)" } },
  replied: { label: "Replied", theme: { light: "oklch(0.54 0.22 293)", dark: "oklch(0.68 0.18 293)" } },
  failed: { label: "Failed", theme: { light: "oklch(0.58 0.22 27)", dark: "oklch(0.66 0.20 25)" } },
} satisfies ChartConfig;
const countConfig = { count: { label: "Conversations", theme: { light: "oklch(0.52 0.20 262)", dark: "oklch(0.68 0.17 262)" } } } satisfies ChartConfig;
const SLICES = ["oklch(0.55 0.20 262)", "oklch(0.63 0.17 149)", "oklch(0.65 0.16 60)", "oklch(0.56 0.22 293)", "oklch(0.60 0.14 230)", "oklch(0.58 0.22 27)"];

/** How long customers waited: the distribution of first response or resolution times. */
export function ResponseTimesCard({ query }: { query: string }) {
  const q = useAnalyticsResponseTimes(query);
  const [kind, setKind] = useState<"firstResponse" | "resolution">("firstResponse");
  const d = q.data?.[kind];
  // The fixed buckets from the first to the last with any count, labelled.
  const used = d ? d.distribution.map((b, i) => ({ ...b, i })).filter((b) => b.count > 0) : [];
  const bars = d && used.length ? d.distribution.slice(used[0].i, used[used.length - 1].i + 1).map((b) => ({ bucket: bucketLabel(b), ...b })) : [];
  return (
    <ChartCard
      id="response-times"
      title="Response times"
      description={d && d.count ? `Median ${formatDuration(d.medianSeconds)} · p90 ${formatDuration(d.p90Seconds)} · ${formatCount(d.count)} ${kind === "firstResponse" ? "first responses" : "resolutions"}` : "First response and resolution times."}
      query={q}
      empty={!d || d.count === 0}
      csv={d && { filename: `${kind === "firstResponse" ? "first-response" : "resolution"}-times.csv`, columns: [{ key: "bucket", label: "bucket" }, { key: "fromSeconds", label: "fromSeconds" }, { key: "toSeconds", label: "toSeconds" }, { key: "count", label: "count" }], rows: bars }}
    >
      <Tabs value={kind} onValueChange={(v) => setKind(v as typeof kind)} className="mb-3">
        <TabsList>
          <TabsTrigger value="firstResponse">First response</TabsTrigger>
          <TabsTrigger value="resolution">Resolution</TabsTrigger>
        </TabsList>
      </Tabs>
      <ChartContainer config={countConfig} className="aspect-auto h-52 w-full" role="img" aria-label="Response time distribution">
        <BarChart data={bars} margin={{ left: -12, right: 8, top: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="bucket" tickLine={false} axisLine={false} minTickGap={8} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={52} />
          <ChartTooltip content={<ChartTooltipContent />} />
          <Bar dataKey="count" fill="var(--color-count)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

/** Each template's funnel: sent, delivered, read, replied and failed. */
export function TemplatesCard({ query }: { query: string }) {
  const q = useAnalyticsTemplates(`${query}${query ? "&" : ""}limit=8`);
  const d = q.data;
  return (
    <ChartCard
      id="templates"
      title="Template performance"
      description="Template sends by how far they got (top 8 by volume)."
      query={q}
      empty={!d || d.templates.length === 0}
      csv={d && { filename: "template-performance.csv", columns: ["name", "total", "sent", "delivered", "read", "replied", "failed", "deliveryRate", "readRate", "replyRate"].map((k) => ({ key: k, label: k })), rows: d.templates }}
    >
      {d && (
        <ChartContainer config={funnelConfig} className="aspect-auto h-64 w-full" role="img" aria-label="Template funnel">
          <BarChart data={d.templates} margin={{ left: -12, right: 8, top: 4 }} barGap={1}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="name" tickLine={false} axisLine={false} interval={0} tickFormatter={(v: string) => (v.length > 14 ? `${v.slice(0, 13)}…` : v)} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={52} />
            <ChartTooltip content={<ChartTooltipContent />} />
            <ChartLegend content={<ChartLegendContent />} />
            {(Object.keys(funnelConfig) as (keyof typeof funnelConfig)[]).map((k) => (
              <Bar key={k} dataKey={k} fill={`var(--color-${k})`} radius={[2, 2, 0, 0]} maxBarSize={18} isAnimationActive={false} />
            ))}
          </BarChart>
        </ChartContainer>
      )}
    </ChartCard>
  );
}

/** Messages, conversations and response times per agent. */
export function AgentsCard({ query }: { query: string }) {
  const q = useAnalyticsAgents(`${query}${query ? "&" : ""}limit=20`);
  const d = q.data;
  const rows = (d?.agents ?? []).map((a) => ({
    agent: a.name ?? a.email ?? a.agentId,
    messages: a.messages,
    conversations: a.conversations,
    resolved: a.resolved,
    firstResponseMedian: a.firstResponse.medianSeconds,
    firstResponseP90: a.firstResponse.p90Seconds,
    resolutionMedian: a.resolution.medianSeconds,
  }));
  return (
    <ChartCard
      id="agents"
      title="Agents"
      description="Messages sent, conversations assigned and resolved, and how fast they answered."
      query={q}
      empty={rows.length === 0}
      height="h-40"
      className="lg:col-span-2"
      csv={{ filename: "agents.csv", columns: ["agent", "messages", "conversations", "resolved", "firstResponseMedian", "firstResponseP90", "resolutionMedian"].map((k) => ({ key: k, label: k })), rows }}
    >
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Agent</TableHead>
            <TableHead className="text-right">Messages</TableHead>
            <TableHead className="text-right">Conversations</TableHead>
            <TableHead className="text-right">Resolved</TableHead>
            <TableHead className="text-right">First response (median · p90)</TableHead>
            <TableHead className="text-right">Resolution (median)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.agent}>
              <TableCell className="font-medium">{r.agent}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(r.messages)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(r.conversations)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(r.resolved)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatDuration(r.firstResponseMedian)} · {formatDuration(r.firstResponseP90)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatDuration(r.resolutionMedian)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ChartCard>
  );
}

/** The share of messages per channel. */
export function ChannelsCard({ query }: { query: string }) {
  const q = useAnalyticsChannels(query);
  const d = q.data;
  const rows = (d?.channels ?? []).map((c, i) => ({ ...c, label: channelLabel(c.channel), fill: SLICES[i % SLICES.length] }));
  const config = Object.fromEntries(rows.map((r) => [r.channel, { label: r.label, color: r.fill }])) satisfies ChartConfig;
  return (
    <ChartCard
      id="channels"
      title="Channels"
      description="Messages per channel."
      query={q}
      empty={rows.length === 0}
      csv={{ filename: "channels.csv", columns: ["channel", "messages", "inbound", "outbound", "delivered", "read", "failed", "conversations", "share"].map((k) => ({ key: k, label: k })), rows }}
    >
      <ChartContainer config={config} className="aspect-auto h-64 w-full" role="img" aria-label="Messages per channel">
        <PieChart>
          <ChartTooltip content={<PieTip />} />
          <Pie data={rows} dataKey="messages" nameKey="channel" innerRadius="50%" outerRadius="80%" stroke="var(--card)" isAnimationActive={false}>
            {rows.map((r) => (
              <Cell key={r.channel} fill={r.fill} />
            ))}
          </Pie>
        </PieChart>
      </ChartContainer>
      <ul className="mt-2 flex flex-wrap justify-center gap-4 text-xs" aria-label="Channel shares">
        {rows.map((r) => (
          <li key={r.channel} className="flex items-center gap-1.5">
            <span className="size-2 rounded-[2px]" style={{ backgroundColor: r.fill }} aria-hidden="true" />
            <span className="text-muted-foreground">{r.label}</span>
            <span className="tabular-nums">{formatRate(r.share)}</span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}

function PieTip({ active, payload }: { active?: boolean; payload?: { payload?: { label: string; messages: number; share: number | null } }[] }) {
  const p = active ? payload?.[0]?.payload : undefined;
  if (!p) return null;
  return (
    <div className="bg-background rounded-md border px-2.5 py-1.5 text-xs shadow-md">
      <span className="font-medium">{p.label}</span> {formatCount(p.messages)} messages ({formatRate(p.share)})
    </div>
  );
}
