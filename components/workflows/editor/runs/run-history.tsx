"use client";

import { useClock } from "@/lib/client/hooks/use-clock";
import type { WorkflowNode } from "@/lib/workflows/graph";
import { RunDetail } from "./run-detail";
import { RunList } from "./run-list";

type Props = {
  workflowId: string;
  /** The panel is on screen: lists poll only then. */
  live: boolean;
  runId: string | null;
  onRunChange: (runId: string | null) => void;
  nodes: WorkflowNode[];
  publishedVersion: number | null;
  onShowNode: (nodeId: string) => void;
};

/** The runs, then one run with its steps; the editor highlights the chosen run's path on the canvas. */
export function RunHistory({ workflowId, live, runId, onRunChange, nodes, publishedVersion, onShowNode }: Props) {
  const now = useClock(15_000);
  if (runId) return <RunDetail workflowId={workflowId} runId={runId} nodes={nodes} publishedVersion={publishedVersion} onBack={() => onRunChange(null)} onShowNode={onShowNode} />;
  return <RunList workflowId={workflowId} live={live} now={now} onPick={onRunChange} />;
}
