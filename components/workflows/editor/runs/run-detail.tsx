"use client";

import { ArrowLeftIcon, CircleXIcon, InfoIcon } from "lucide-react";
import Link from "next/link";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { isActiveRun, useCancelRun, useWorkflowRun } from "@/lib/client/hooks/use-workflows";
import type { WorkflowNode } from "@/lib/workflows/graph";
import { RunStatusBadge } from "../../workflow-badges";
import { Json, StepItem } from "./step-item";

type Props = { workflowId: string; runId: string; nodes: WorkflowNode[]; publishedVersion: number | null; onBack: () => void; onShowNode: (nodeId: string) => void };

/** One run: who and what started it, each step in order (the canvas shows the same path), and cancelling it while it goes on. */
export function RunDetail({ workflowId, runId, nodes, publishedVersion, onBack, onShowNode }: Props) {
  const run = useWorkflowRun(workflowId, runId);
  const cancel = useCancelRun(workflowId);
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={onBack}>
      <ArrowLeftIcon aria-hidden="true" />
      All runs
    </Button>
  );
  if (run.isError && !run.data) {
    return (
      <div className="grid gap-3 p-4">
        {back}
        <p role="alert" className="text-destructive text-sm">
          Could not load the run: {errorMessage(run.error)}
        </p>
      </div>
    );
  }
  if (!run.data) {
    return (
      <div className="grid gap-3 p-4" aria-busy="true">
        {back}
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const r = run.data;
  const steps = [...r.steps].sort((a, b) => a.seq - b.seq);

  async function confirmCancel() {
    try {
      await cancel.mutateAsync(r.id);
      toast.success("The run was cancelled", { description: "A step already under way finishes; nothing after it runs." });
      return true;
    } catch (err) {
      toast.error("Could not cancel the run", { description: errorMessage(err) });
      return false;
    }
  }

  return (
    <div className="grid gap-3 p-4" data-testid="run-detail" data-run-id={r.id} data-status={r.status}>
      {back}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 className="font-semibold">
            {r.contact ? (
              <Link href={`/contacts/${encodeURIComponent(r.contact.id)}`} className="underline-offset-4 hover:underline">
                {r.contact.name}
              </Link>
            ) : (
              "Run without a contact"
            )}
          </h2>
          <span className="text-muted-foreground font-mono text-xs">{r.event}</span>
        </div>
        <RunStatusBadge status={r.status} />
      </div>
      <dl className="text-muted-foreground grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
        <dt>Started</dt>
        <dd>{formatDateTime(r.startedAt)}</dd>
        {r.finishedAt && (
          <>
            <dt>Finished</dt>
            <dd>{formatDateTime(r.finishedAt)}</dd>
          </>
        )}
        {/* A delay sleeps as RUNNING, a wait for a reply as WAITING: either goes on at wakeAt. */}
        {r.wakeAt && isActiveRun(r) && (
          <>
            <dt>Continues</dt>
            <dd>{formatDateTime(r.wakeAt)}</dd>
          </>
        )}
        <dt>Version</dt>
        <dd>{r.version}</dd>
      </dl>
      {publishedVersion !== null && r.version !== publishedVersion && (
        <p className="text-muted-foreground flex gap-1.5 text-xs">
          <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          This run is on version {r.version}; the canvas shows the draft, so its path may differ.
        </p>
      )}
      {r.error && (
        <Alert variant="destructive" className="border-destructive/40 bg-destructive/5">
          <CircleXIcon aria-hidden="true" />
          <AlertDescription>{r.error}</AlertDescription>
        </Alert>
      )}
      {isActiveRun(r) && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive w-fit">
              Cancel run
            </Button>
          }
          title="Cancel this run?"
          description="A step already under way finishes; nothing after it runs. The run cannot be resumed."
          confirmLabel="Cancel run"
          pending={cancel.isPending}
          onConfirm={confirmCancel}
        />
      )}
      <h3 className="mt-1 text-sm font-medium">Steps</h3>
      {steps.length === 0 ? (
        <p className="text-muted-foreground text-sm">No steps yet.</p>
      ) : (
        <ol className="grid gap-1.5" aria-label="Steps">
          {steps.map((s) => (
            <StepItem key={s.id} step={s} node={byId.get(s.nodeId)} onShow={onShowNode} />
          ))}
        </ol>
      )}
      <details className="text-xs">
        <summary className="text-muted-foreground hover:text-foreground cursor-pointer">Event payload</summary>
        <div className="pt-2">
          <Json label="Payload" value={r.eventPayload} />
        </div>
      </details>
    </div>
  );
}
