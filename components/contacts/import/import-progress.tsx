/** A determinate progress bar (there is no shadcn Progress in this project yet). */
export function ImportProgress({ done, total, label }: { done: number; total: number; label: string }) {
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {done.toLocaleString("en")} / {total.toLocaleString("en")} rows
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${pct}%`}
        className="bg-muted h-2 overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full rounded-full transition-[width] duration-300" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
