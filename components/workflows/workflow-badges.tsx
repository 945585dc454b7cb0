import { Badge } from "@/components/ui/badge";
import type { WorkflowRunStatus, WorkflowStatus, WorkflowStep } from "@/lib/client/types";
import { cn } from "@/lib/utils";

type Style = { label: string; className: string; dot: string };

const SKY = "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300";
const EMERALD = "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300";
const AMBER = "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300";
const RED = "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300";
const ZINC = "border-zinc-500/30 bg-zinc-500/10 text-zinc-700 dark:text-zinc-300";
const VIOLET = "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300";

export const WORKFLOW_STATUS: Record<WorkflowStatus, Style> = {
  DRAFT: { label: "Draft", className: ZINC, dot: "bg-zinc-400" },
  PUBLISHED: { label: "Published", className: EMERALD, dot: "bg-emerald-500" },
  UNPUBLISHED: { label: "Unpublished", className: AMBER, dot: "bg-amber-500" },
};

export function WorkflowStatusBadge({ status, className }: { status: WorkflowStatus; className?: string }) {
  const s = WORKFLOW_STATUS[status];
  return (
    <Badge variant="outline" className={cn("gap-1.5", s.className, className)} data-testid="workflow-status" data-status={status}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", s.dot)} />
      {s.label}
    </Badge>
  );
}

/** The draft differs from what runs: the next publish takes it live. */
export function UnpublishedChangesHint({ className }: { className?: string }) {
  return (
    <span className={cn("text-xs text-amber-700 dark:text-amber-300", className)} data-testid="unpublished-changes" title="The draft has edits that are not live yet; publish to use them">
      Unpublished changes
    </span>
  );
}

export const RUN_STATUS: Record<WorkflowRunStatus, Style> = {
  RUNNING: { label: "Running", className: SKY, dot: "bg-sky-500 animate-pulse" },
  WAITING: { label: "Waiting", className: VIOLET, dot: "bg-violet-500" },
  COMPLETED: { label: "Completed", className: EMERALD, dot: "bg-emerald-500" },
  FAILED: { label: "Failed", className: RED, dot: "bg-red-500" },
  CANCELLED: { label: "Cancelled", className: ZINC, dot: "bg-zinc-500" },
};

export function RunStatusBadge({ status }: { status: WorkflowRunStatus }) {
  const s = RUN_STATUS[status];
  return (
    <Badge variant="outline" className={cn("gap-1.5", s.className)} data-testid="run-status" data-status={status}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", s.dot)} />
      {s.label}
    </Badge>
  );
}

export const STEP_STATUS: Record<WorkflowStep["status"], Omit<Style, "dot">> = {
  RUNNING: { label: "Running", className: SKY },
  SUCCEEDED: { label: "Succeeded", className: EMERALD },
  FAILED: { label: "Failed", className: RED },
};

export function StepStatusBadge({ status }: { status: WorkflowStep["status"] }) {
  const s = STEP_STATUS[status];
  return (
    <Badge variant="outline" className={s.className} data-testid="step-status" data-status={status}>
      {s.label}
    </Badge>
  );
}
