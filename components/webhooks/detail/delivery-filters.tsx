"use client";

import { XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DELIVERY_STATUS } from "../status-badges";

export type DeliveryFilter = { status: string; event: string; range: string };
export const NO_FILTER: DeliveryFilter = { status: "all", event: "", range: "all" };

const RANGES: { value: string; label: string; hours?: number }[] = [
  { value: "1h", label: "Last hour", hours: 1 },
  { value: "24h", label: "Last 24 hours", hours: 24 },
  { value: "7d", label: "Last 7 days", hours: 24 * 7 },
  { value: "30d", label: "Last 30 days", hours: 24 * 30 },
  { value: "all", label: "Any time" },
];

/** The API query for a filter and page; `now` is fixed by the caller so the cache key stays put while polling. */
export function deliveryQuery(f: DeliveryFilter, page: number, now: number): string {
  const params = new URLSearchParams({ page: String(page), limit: "20" });
  if (f.status !== "all") params.set("status", f.status);
  if (f.event.trim()) params.set("event", f.event.trim());
  const hours = RANGES.find((r) => r.value === f.range)?.hours;
  if (hours) params.set("from", new Date(now - hours * 3600_000).toISOString());
  return params.toString();
}

type Props = { value: DeliveryFilter; onChange: (f: DeliveryFilter) => void };

export function DeliveryFilters({ value, onChange }: Props) {
  // The event box applies after a short pause in typing rather than on every key.
  const [event, setEvent] = useState(value.event);
  useEffect(() => {
    if (event === value.event) return;
    const t = setTimeout(() => onChange({ ...value, event }), 350);
    return () => clearTimeout(t);
  }, [event, value, onChange]);
  const filtered = value.status !== "all" || value.event !== "" || value.range !== "all";

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filter deliveries">
      <Select value={value.status} onValueChange={(status) => onChange({ ...value, status })}>
        <SelectTrigger size="sm" className="w-36" aria-label="Status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {Object.entries(DELIVERY_STATUS).map(([status, s]) => (
            <SelectItem key={status} value={status}>
              {s.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Input value={event} onChange={(e) => setEvent(e.target.value)} placeholder="Event, e.g. contact.*" aria-label="Event" className="h-8 w-52 font-mono text-sm" />
      <Select value={value.range} onValueChange={(range) => onChange({ ...value, range })}>
        <SelectTrigger size="sm" className="w-36" aria-label="Time range">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {RANGES.map((r) => (
            <SelectItem key={r.value} value={r.value}>
              {r.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setEvent("");
            onChange(NO_FILTER);
          }}
        >
          <XIcon aria-hidden="true" />
          Clear
        </Button>
      )}
    </div>
  );
}
