import { StatusBadge, TONE, type StatusStyle } from "@/components/dashboard/status-badge";
import type { WorkflowRunStatus, WorkflowStatus, WorkflowStep } from "@/lib/client/types";
import { cn } from "@/lib/utils";

export const WORKFLOW_STATUS: Record<WorkflowStatus, StatusStyle> = {
  DRAFT: { label: "Draft", className: TONE.zinc, dot: "bg-zinc-400" },
  PUBLISHED: { label: "Published", className: TONE.emerald, dot: "bg-emerald-500" },
  UNPUBLISHED: { label: "Unpublished", className: TONE.amber, dot: "bg-amber-500" },
};

export function WorkflowStatusBadge({ status, className }: { status: WorkflowStatus; className?: string }) {
  return <StatusBadge style={WORKFLOW_STATUS[status]} status={status} testId="workflow-status" className={className} />;
}

/** The draft differs from what runs: the next publish takes it live. */
export function UnpublishedChangesHint({ className }: { className?: string }) {
  return (
    <span className={cn("text-xs text-amber-700 dark:text-amber-300", className)} data-testid="unpublished-changes" title="The draft has edits that are not live yet; publish to use them">
      Unpublished changes
    </span>
  );
}

export const RUN_STATUS: Record<WorkflowRunStatus, StatusStyle> = {
  RUNNING: { label: "Running", className: TONE.sky, dot: "bg-sky-500 animate-pulse" },
  WAITING: { label: "Waiting", className: TONE.violet, dot: "bg-violet-500" },
  COMPLETED: { label: "Completed", className: TONE.emerald, dot: "bg-emerald-500" },
  FAILED: { label: "Failed", className: TONE.red, dot: "bg-red-500" },
  CANCELLED: { label: "Cancelled", className: TONE.zinc, dot: "bg-zinc-500" },
};

export function RunStatusBadge({ status }: { status: WorkflowRunStatus }) {
  return <StatusBadge style={RUN_STATUS[status]} status={status} testId="run-status" />;
}

export const STEP_STATUS: Record<WorkflowStep["status"], StatusStyle> = {
  RUNNING: { label: "Running", className: TONE.sky },
  SUCCEEDED: { label: "Succeeded", className: TONE.emerald },
  FAILED: { label: "Failed", className: TONE.red },
};

export function StepStatusBadge({ status }: { status: WorkflowStep["status"] }) {
  return <StatusBadge style={STEP_STATUS[status]} status={status} testId="step-status" />;
}
