/** The range picker's presets and the query string each one sends (browser-safe). */
export const PRESETS = [
  { key: "today", label: "Today", days: 1 },
  { key: "7d", label: "Last 7 days", days: 7 },
  { key: "30d", label: "Last 30 days", days: 30 },
  { key: "90d", label: "Last 90 days", days: 90 },
  { key: "12m", label: "Last 12 months", days: 365 },
  { key: "all", label: "All time", days: null },
  { key: "custom", label: "Custom range", days: null },
] as const;
export type PresetKey = (typeof PRESETS)[number]["key"];

export interface RangeState {
  preset: PresetKey;
  startDate?: string;
  endDate?: string;
  channel?: string;
}

export function rangeQueryString(r: RangeState): string {
  const p = new URLSearchParams();
  const preset = PRESETS.find((x) => x.key === r.preset);
  if (r.preset === "custom" && r.startDate && r.endDate) {
    p.set("startDate", r.startDate);
    p.set("endDate", r.endDate);
  } else if (preset?.days) p.set("days", String(preset.days));
  if (r.channel) p.set("channel", r.channel);
  return p.toString();
}

/** The page's URL parameters back into a range (unknown values fall back to the last 30 days). */
export function rangeFromParams(p: URLSearchParams): RangeState {
  const preset = PRESETS.find((x) => x.key === p.get("range"))?.key ?? "30d";
  const channel = p.get("channel") ?? undefined;
  if (preset === "custom") return { preset, startDate: p.get("from") ?? undefined, endDate: p.get("to") ?? undefined, channel };
  return { preset, channel };
}

export function rangeToParams(r: RangeState): string {
  const p = new URLSearchParams({ range: r.preset });
  if (r.preset === "custom" && r.startDate && r.endDate) {
    p.set("from", r.startDate);
    p.set("to", r.endDate);
  }
  if (r.channel) p.set("channel", r.channel);
  return p.toString();
}
