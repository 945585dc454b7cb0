"use client";

import { Handle, Position, useUpdateNodeInternals, type NodeProps } from "@xyflow/react";
import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, Loader2Icon } from "lucide-react";
import { createContext, memo, useContext, useEffect } from "react";
import { nodeHandles } from "@/lib/client/workflow-graph";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";
import { cn } from "@/lib/utils";
import { NodeIcon } from "../node-icon";
import { nodeSummary } from "../nodes/summary";
import type { FlowNode } from "./flow-elements";
import { CATEGORY_TONE } from "./node-tones";
import { useSummaryLookups } from "./use-summary-lookups";

/** The workflow's event, shown on the trigger node (it lives on the workflow, not in the node's config). */
export const TriggerEventContext = createContext("");

const RUN_ICON = {
  SUCCEEDED: <CircleCheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-label="Succeeded in this run" />,
  FAILED: <CircleXIcon className="text-destructive size-4" aria-label="Failed in this run" />,
  RUNNING: <Loader2Icon className="size-4 animate-spin text-sky-600 dark:text-sky-400" aria-label="Running in this run" />,
};

/**
 * One step on the canvas: icon, title and a line of what it does; an input on the left when
 * its type takes one, and one labelled output per handle on the right (Yes/No, branches,
 * Sent/Failed…). Problems outline it in red; a shown run marks it visited or dims it.
 */
export const WorkflowNodeView = memo(function WorkflowNodeView({ id, data, selected }: NodeProps<FlowNode>) {
  const { node, problems, run, dimmed } = data;
  const def = nodeDefinition(node.type);
  const handles = nodeHandles(node);
  const lookups = useSummaryLookups();
  const triggerEvent = useContext(TriggerEventContext);
  const updateInternals = useUpdateNodeInternals();
  const handleKey = handles.map((h) => h.id).join("|");
  // Outputs come and go with a split's branches: React Flow must measure them again.
  useEffect(() => updateInternals(id), [handleKey, id, updateInternals]);

  const tone = CATEGORY_TONE[def?.category ?? "Logic"];
  return (
    <div
      data-testid="workflow-node"
      data-node-id={id}
      data-node-type={node.type}
      data-problem={problems.length > 0 || undefined}
      data-visited={run ? "true" : undefined}
      data-run-status={run ?? undefined}
      title={problems.length ? problems.join("\n") : undefined}
      className={cn(
        "bg-card text-card-foreground w-52 rounded-lg border shadow-sm transition-[opacity,box-shadow]",
        selected && "ring-primary ring-2",
        problems.length > 0 && "border-destructive ring-destructive/30 ring-2",
        selected && problems.length > 0 && "ring-destructive",
        run && "border-emerald-500 ring-2 ring-emerald-500/40",
        run === "FAILED" && "border-destructive ring-destructive/40",
        dimmed && "opacity-45",
      )}
    >
      {def?.hasInput !== false && <Handle type="target" position={Position.Left} className="!size-3 !border-2 !bg-background !border-muted-foreground" data-testid={`handle-${id}-in`} />}
      <div className="flex items-start gap-2.5 px-3 pt-2.5 pb-2">
        <span className={cn("mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md", tone)}>
          <NodeIcon name={def?.icon ?? ""} className="size-4" />
        </span>
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <div className="flex items-center gap-1.5">
            <span className="truncate text-sm leading-tight font-medium">{node.label || def?.label || node.type}</span>
            <span className="ml-auto flex shrink-0 items-center gap-1">
              {problems.length > 0 && <CircleAlertIcon className="text-destructive size-4" aria-label={`${problems.length} problem${problems.length === 1 ? "" : "s"}`} />}
              {run && RUN_ICON[run]}
            </span>
          </div>
          <span className="text-muted-foreground line-clamp-2 text-xs leading-snug break-words" data-testid="node-summary">
            {nodeSummary(node, { ...lookups, triggerEvent })}
          </span>
          <span className="text-muted-foreground/80 truncate font-mono text-[10px]">{id}</span>
        </div>
      </div>
      {handles.length > 0 && (
        <div className="grid gap-0.5 border-t py-1.5">
          {handles.map((h) => (
            <div key={h.id} className="relative flex h-5 items-center justify-end pr-3 text-[11px] font-medium" data-testid="node-output">
              <span className="text-muted-foreground">{h.label}</span>
              <Handle
                type="source"
                position={Position.Right}
                id={h.id}
                className="!size-3 !border-2 !border-background !bg-primary"
                data-testid={`handle-${id}-${h.id}`}
                title={`${h.label}: drag to the next step`}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
