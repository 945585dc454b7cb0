"use client";

import { HistoryIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime, formatRelative } from "@/lib/client/format";
import { useWorkflowRuns } from "@/lib/client/hooks/use-workflows";
import { cn } from "@/lib/utils";
import { RunStatusBadge } from "../../workflow-badges";

const QUERY = "limit=50";

/** The latest runs, newest first, asked again every few seconds while the panel is open. */
export function RunList({ workflowId, live, now, onPick }: { workflowId: string; live: boolean; now: number; onPick: (runId: string) => void }) {
  const runs = useWorkflowRuns(workflowId, QUERY, live);
  if (runs.isPending) {
    return (
      <div className="grid gap-2 p-4" aria-busy="true" aria-label="Loading runs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (runs.isError && !runs.data) {
    return (
      <div role="alert" className="text-destructive grid gap-2 p-4 text-sm">
        <p>Could not load the runs: {errorMessage(runs.error)}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void runs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = runs.data?.data ?? [];
  if (list.length === 0) {
    return (
      <div className="text-muted-foreground grid justify-items-center gap-2 px-6 py-12 text-center text-sm" data-testid="runs-empty">
        <HistoryIcon className="size-6" aria-hidden="true" />
        <p className="text-foreground font-medium">No runs yet</p>
        <p>Runs show up here as their trigger event happens, once the workflow is published.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-2 p-4">
      <p className="text-muted-foreground flex items-center gap-2 text-xs">
        {runs.isFetching && <Loader2Icon className="size-3 animate-spin" aria-hidden="true" />}
        Latest {list.length === runs.data?.pagination.total ? list.length : `${list.length} of ${runs.data?.pagination.total.toLocaleString("en")}`} runs, updated live
      </p>
      <ul className="grid gap-1.5" aria-label="Runs">
        {list.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              onClick={() => onPick(r.id)}
              data-testid="run-row"
              data-run-id={r.id}
              data-status={r.status}
              className={cn("hover:bg-accent focus-visible:ring-ring/50 grid w-full gap-1 rounded-md border px-3 py-2 text-left text-sm outline-none focus-visible:ring-[3px]")}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{r.contact?.name ?? "No contact"}</span>
                <RunStatusBadge status={r.status} />
              </span>
              <span className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
                <time dateTime={r.startedAt} title={formatDateTime(r.startedAt)}>
                  {formatRelative(r.startedAt, now)}
                </time>
                <span>
                  {r.stepCount} step{r.stepCount === 1 ? "" : "s"} · v{r.version}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
