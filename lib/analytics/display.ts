import { CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import { safeCsvCell } from "@/lib/csv/safe-cell";

/** Display helpers of the analytics page (browser-safe, no React; unit-tested in dashboard.test.ts). */

/** 0 → "0s", 150 → "2m 30s", 9000 → "2h 30m", 200000 → "2d 7h"; null → "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${s % 60 ? ` ${s % 60}s` : ""}`;
  if (s < 86400) return `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60) ? ` ${Math.floor((s % 3600) / 60)}m` : ""}`;
  return `${Math.floor(s / 86400)}d${Math.floor((s % 86400) / 3600) ? ` ${Math.floor((s % 86400) / 3600)}h` : ""}`;
}

export const formatRate = (v: number | null) => (v === null ? "—" : `${v.toLocaleString("en", { maximumFractionDigits: 1 })}%`);
export const formatCount = (v: number) => v.toLocaleString("en");

export const channelLabel = (key: string) => CHANNEL_META[key.toUpperCase() as ChannelType]?.label ?? key;

/** A bucket's label for the distribution chart: "<5s", "1m–1m 30s", "≥30d". */
export function bucketLabel(b: { fromSeconds: number; toSeconds: number | null }): string {
  if (b.fromSeconds === 0) return `<${formatDuration(b.toSeconds)}`;
  if (b.toSeconds === null) return `≥${formatDuration(b.fromSeconds)}`;
  return `${formatDuration(b.fromSeconds)}–${formatDuration(b.toSeconds)}`;
}

const dayFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en", { month: "short", year: "numeric", timeZone: "UTC" });
/** An ISO date of a series point as an axis label. */
export const pointLabel = (date: string, interval: "day" | "month") => (interval === "day" ? dayFormat : monthFormat).format(new Date(`${date}T00:00:00Z`));

/** Rows as CSV (RFC 4180 quoting, formula cells neutralised by lib/csv), header first. */
export function toCsv(columns: { key: string; label: string }[], rows: Record<string, unknown>[]): string {
  const cell = (v: unknown) => {
    const s = safeCsvCell(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns.map((c) => cell(c.label)), ...rows.map((r) => columns.map((c) => cell(r[c.key])))].map((l) => l.join(",")).join("\r\n") + "\r\n";
}

export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
