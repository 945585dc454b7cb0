import { Progress } from "@/components/ui/progress";
import { progressOf } from "@/lib/client/campaign-view";
import type { Campaign, CampaignStatus } from "@/lib/client/types";
import { cn } from "@/lib/utils";

const BAR: Partial<Record<CampaignStatus, string>> = {
  RUNNING: "bg-sky-500",
  PAUSED: "bg-amber-500",
  COMPLETED: "bg-emerald-500",
  FAILED: "bg-red-500",
  CANCELLED: "bg-zinc-400",
};

/** Recipients done of all recipients as a bar and "done / total"; nothing to count before the run. */
export function CampaignProgress({
  counts,
  status,
  audienceSize,
  className,
}: {
  counts: Campaign["counts"];
  status: CampaignStatus;
  audienceSize: number | null;
  className?: string;
}) {
  const p = progressOf(counts);
  if (p.total === 0 && (status === "DRAFT" || status === "SCHEDULED" || audienceSize === null)) {
    return <span className={cn("text-muted-foreground block text-sm", className)}>Not started</span>;
  }
  const label = `${p.done.toLocaleString("en")} / ${p.total.toLocaleString("en")}`;
  return (
    <div className={cn("grid gap-1", className)} data-testid="campaign-progress">
      <Progress value={p.percent} aria-label={`Progress: ${label} recipients done`} indicatorClassName={BAR[status]} className="bg-muted h-1.5" />
      <span className="text-muted-foreground flex justify-between text-xs tabular-nums">
        <span>{label}</span>
        <span>{p.total ? `${Math.floor(p.percent)}%` : "—"}</span>
      </span>
    </div>
  );
}
