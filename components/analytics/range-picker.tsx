"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ANALYTICS_CHANNELS } from "@/lib/analytics/schemas";
import { channelLabel } from "@/lib/analytics/display";
import { PRESETS, type PresetKey, type RangeState } from "@/lib/analytics/range-presets";

const ALL = "all-channels";

/** Presets, a custom from–to (both days included, in the company's time zone) and a channel filter. */
export function RangePicker({ value, onChange }: { value: RangeState; onChange: (r: RangeState) => void }) {
  const [from, setFrom] = useState(value.startDate ?? "");
  const [to, setTo] = useState(value.endDate ?? "");
  const invalid = !from || !to || to < from;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="range-picker">
      <Select value={value.preset} onValueChange={(v) => onChange({ ...value, preset: v as PresetKey })}>
        <SelectTrigger className="w-40" aria-label="Date range">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PRESETS.map((p) => (
            <SelectItem key={p.key} value={p.key}>
              {p.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value.preset === "custom" && (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) onChange({ ...value, startDate: from, endDate: to });
          }}
        >
          <Input type="date" className="w-38" aria-label="From" value={from} onChange={(e) => setFrom(e.target.value)} />
          <span className="text-muted-foreground text-sm">to</span>
          <Input type="date" className="w-38" aria-label="To" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
          <Button type="submit" size="sm" disabled={invalid}>
            Apply
          </Button>
        </form>
      )}
      <Select value={value.channel ?? ALL} onValueChange={(v) => onChange({ ...value, channel: v === ALL ? undefined : v })}>
        <SelectTrigger className="w-40" aria-label="Channel">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All channels</SelectItem>
          {ANALYTICS_CHANNELS.map((c) => (
            <SelectItem key={c} value={c}>
              {channelLabel(c)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
