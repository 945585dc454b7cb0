"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { formatCount } from "@/lib/analytics/display";
import type { LabelAnalytics } from "@/lib/labels/schemas";
import { ChartCard } from "./chart-card";

/** Conversations per label in the range, as bars in each label's own colour (GET …/analytics/labels). */
export function LabelsCard({ query }: { query: string }) {
  const q = useQuery({ queryKey: ["analytics", "labels", query], queryFn: ({ signal }) => apiFetch<LabelAnalytics>(`/api/v1/chatapp/analytics/labels?${query}`, { signal }) });
  const rows = (q.data?.labels ?? []).filter((l) => l.conversations > 0);
  const max = Math.max(1, ...rows.map((r) => r.conversations));
  return (
    <ChartCard
      id="labels"
      title="Labels"
      description="Conversations opened in the range, by the labels they carry."
      query={q}
      empty={rows.length === 0}
      csv={{ filename: "labels.csv", columns: ["name", "conversations", "resolved", "share"].map((k) => ({ key: k, label: k })), rows }}
    >
      <ul className="grid gap-2" aria-label="Conversations per label" data-testid="labels-card">
        {rows.map((r) => (
          <li key={r.id} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="truncate">{r.name}</span>
              <span className="text-muted-foreground shrink-0 text-xs tabular-nums">
                {formatCount(r.conversations)} · {formatCount(r.resolved)} resolved
              </span>
            </div>
            <div className="bg-muted h-2 rounded-full" aria-hidden="true">
              <div className="h-2 rounded-full" style={{ width: `${(r.conversations / max) * 100}%`, backgroundColor: r.color }} />
            </div>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
