import { cn } from "@/lib/utils";

/** "98%" with a small bar, over the number of finished deliveries it was measured on. */
export function SuccessRate({ rate, count, className }: { rate: number | null; count: number; className?: string }) {
  if (rate === null || count === 0) return <span className="text-muted-foreground text-sm">No deliveries</span>;
  const pct = Math.round(rate * 1000) / 10;
  const tone = rate >= 0.95 ? "bg-emerald-500" : rate >= 0.8 ? "bg-amber-500" : "bg-red-500";
  return (
    <div className={cn("grid w-28 gap-1", className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm tabular-nums">
        <span className="font-medium">{pct}%</span>
        <span className="text-muted-foreground text-xs">of {count.toLocaleString("en")}</span>
      </div>
      <div className="bg-muted h-1.5 overflow-hidden rounded-full" role="meter" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label="Success rate">
        <div className={cn("h-full rounded-full", tone)} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
