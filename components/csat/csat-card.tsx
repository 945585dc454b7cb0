"use client";

import { StarIcon } from "lucide-react";
import { useState } from "react";
import { ChartCard } from "@/components/analytics/chart-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { channelLabel, formatCount, formatRate } from "@/lib/analytics/display";
import type { CsatFigures } from "@/lib/csat/schemas";
import { useCsatReport } from "./use-csat";

type By = "agent" | "team" | "inbox";
type Row = CsatFigures & { key: string; name: string };

const average = (v: number | null) => (v === null ? "—" : v.toFixed(2));

/** One figure of the totals: big number, small label. */
function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="bg-muted/40 grid gap-0.5 rounded-md p-3">
      <span className="text-muted-foreground text-xs">{label}</span>
      <span className="text-xl font-semibold tabular-nums">{value}</span>
      {hint && <span className="text-muted-foreground text-xs">{hint}</span>}
    </div>
  );
}

/**
 * Customer satisfaction on the analytics page: the surveys' totals (average, percent
 * satisfied, answers, response rate) and the same by agent, team or inbox, credited to whoever
 * held the conversation when it was resolved.
 */
export function CsatCard({ query }: { query: string }) {
  const q = useCsatReport(query);
  const [by, setBy] = useState<By>("agent");
  const d = q.data;
  const rows: Row[] = !d
    ? []
    : by === "agent"
      ? d.byAgent.map((r) => ({ ...r, key: r.agentId ?? "none", name: r.name ?? (r.agentId ? r.agentId : "Unassigned") }))
      : by === "team"
        ? d.byTeam.map((r) => ({ ...r, key: r.teamId ?? "none", name: r.name ?? (r.teamId ? r.teamId : "No team") }))
        : d.byInbox.map((r) => ({ ...r, key: r.inboxId, name: `${r.name ?? r.inboxId} · ${channelLabel(r.channel)}` }));
  const t = d?.totals;
  return (
    <ChartCard
      id="csat"
      title="Customer satisfaction"
      description={t && t.sent ? `${formatCount(t.answered)} of ${formatCount(t.sent)} surveys answered. Satisfied: a rating of 4 or 5.` : "Ratings customers gave their resolved conversations. Turn the survey on per inbox in Settings → Inboxes."}
      query={q}
      empty={!t || t.sent === 0}
      height="h-40"
      className="lg:col-span-2"
      csv={{ filename: `csat-by-${by}.csv`, columns: ["name", "sent", "answered", "averageRating", "satisfiedPercent", "responseRate"].map((k) => ({ key: k, label: k })), rows }}
    >
      {t && (
        <div className="grid gap-4">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Tile label="Average rating" value={average(t.averageRating)} hint="out of 5" />
            <Tile label="Satisfied" value={formatRate(t.satisfiedPercent)} />
            <Tile label="Answers" value={formatCount(t.answered)} />
            <Tile label="Response rate" value={formatRate(t.responseRate)} hint={`${formatCount(t.sent)} sent`} />
          </div>
          <div className="flex flex-wrap items-center gap-2" aria-label="Ratings given">
            {[5, 4, 3, 2, 1].map((n) => (
              <span key={n} className="text-muted-foreground inline-flex items-center gap-1 text-xs tabular-nums">
                {n}
                <StarIcon className="size-3 fill-amber-400 text-amber-400" aria-label="stars" />
                {formatCount(t.distribution[n - 1])}
              </span>
            ))}
          </div>
          <Tabs value={by} onValueChange={(v) => setBy(v as By)}>
            <TabsList>
              <TabsTrigger value="agent">By agent</TabsTrigger>
              <TabsTrigger value="team">By team</TabsTrigger>
              <TabsTrigger value="inbox">By inbox</TabsTrigger>
            </TabsList>
          </Tabs>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{by === "agent" ? "Agent" : by === "team" ? "Team" : "Inbox"}</TableHead>
                <TableHead className="text-right">Answers</TableHead>
                <TableHead className="text-right">Average</TableHead>
                <TableHead className="text-right">Satisfied</TableHead>
                <TableHead className="text-right">Response rate</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell className="font-medium">{r.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(r.answered)}</TableCell>
                  <TableCell className="text-right tabular-nums">{average(r.averageRating)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRate(r.satisfiedPercent)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRate(r.responseRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </ChartCard>
  );
}
