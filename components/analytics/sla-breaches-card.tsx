"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { SlaBreachAnalytics } from "@/lib/sla/schemas";
import { ChartCard } from "./chart-card";

const METRIC = { first_response: "First response", next_response: "Next response", resolution: "Resolution" } as const;

function useSlaBreaches(query: string) {
  return useQuery({
    queryKey: ["analytics", "sla", query],
    queryFn: ({ signal }) => apiFetch<SlaBreachAnalytics>(`/api/v1/chatapp/analytics/sla${query ? `?${query}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

function Group({ title, rows, none }: { title: string; rows: SlaBreachAnalytics["byAgent"]; none: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <h3 className="text-muted-foreground text-xs font-medium">{title}</h3>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>{title}</th>
            <th>Breached</th>
            <th>Due soon</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 5).map((r) => (
            <tr key={r.id ?? "none"} className="border-b last:border-0">
              <td className="truncate py-1 pr-2">{r.id ? (r.name ?? "Removed") : none}</td>
              <td className="text-destructive py-1 text-right tabular-nums">{r.breached}</td>
              <td className="text-muted-foreground py-1 pl-2 text-right tabular-nums">{r.warned}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** SLA breaches and warnings in the range, by clock, and the agents, teams and inboxes with the most. */
export function SlaBreachesCard({ query }: { query: string }) {
  const q = useSlaBreaches(query);
  const d = q.data;
  const rows = [...(d?.byAgent ?? []).map((r) => ({ by: "agent", ...r })), ...(d?.byTeam ?? []).map((r) => ({ by: "team", ...r })), ...(d?.byInbox ?? []).map((r) => ({ by: "inbox", ...r }))];
  return (
    <ChartCard
      id="sla"
      title="Service levels"
      description="SLA breaches (and warnings) by agent, team and inbox, as they were when the clock ran out."
      query={q}
      empty={!d || (d.breached === 0 && d.warned === 0)}
      csv={{ filename: "sla-breaches.csv", columns: ["by", "id", "name", "breached", "warned"].map((k) => ({ key: k, label: k })), rows }}
      height="h-40"
    >
      {d && (
        <div className="grid gap-4" data-testid="sla-breaches">
          <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <span>
              <span className="text-destructive text-2xl font-semibold tabular-nums">{d.breached}</span> breached
            </span>
            <span>
              <span className="text-2xl font-semibold tabular-nums">{d.warned}</span> due-soon warnings
            </span>
            {d.byMetric.map((m) => (
              <span key={m.metric} className="text-muted-foreground self-end">
                {METRIC[m.metric]}: {m.breached}
              </span>
            ))}
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <Group title="Agents" rows={d.byAgent} none="Unassigned" />
            <Group title="Teams" rows={d.byTeam} none="No team" />
            <Group title="Inboxes" rows={d.byInbox} none="Unknown inbox" />
          </div>
        </div>
      )}
    </ChartCard>
  );
}
