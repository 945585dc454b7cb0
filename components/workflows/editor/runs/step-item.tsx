"use client";

import { ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import type { WorkflowStep } from "@/lib/client/types";
import { nodeHandles } from "@/lib/client/workflow-graph";
import type { WorkflowNode } from "@/lib/workflows/graph";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";
import { cn } from "@/lib/utils";
import { NodeIcon } from "../../node-icon";
import { StepStatusBadge } from "../../workflow-badges";

/** "8 ms", "1.4 s", "3 min 5 s". */
export function formatMs(ms: number | null): string {
  if (ms === null) return "—";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toLocaleString("en", { maximumFractionDigits: 1 })} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** One step of a run: the node it ran, how it went, the output it left by, and its input and output. */
export function StepItem({ step, node, onShow }: { step: WorkflowStep; node: WorkflowNode | undefined; onShow: (nodeId: string) => void }) {
  const [open, setOpen] = useState(false);
  const def = nodeDefinition(step.nodeType);
  const handle = step.handle ? (node ? nodeHandles(node).find((h) => h.id === step.handle)?.label : undefined) ?? step.handle : null;
  return (
    <li className="rounded-md border" data-testid="run-step" data-node-id={step.nodeId} data-status={step.status} data-handle={step.handle ?? undefined}>
      <Collapsible open={open} onOpenChange={setOpen}>
        <div className="flex items-start gap-2 px-3 py-2">
          <span className="text-muted-foreground mt-0.5 w-5 shrink-0 text-right font-mono text-xs tabular-nums">{step.seq}</span>
          <NodeIcon name={def?.icon ?? ""} className="text-muted-foreground mt-0.5 size-4 shrink-0" />
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex items-center justify-between gap-2">
              <button type="button" className="truncate text-left text-sm font-medium underline-offset-4 hover:underline" onClick={() => onShow(step.nodeId)} title="Show this step on the canvas">
                {node?.label || def?.label || step.nodeType}
              </button>
              <StepStatusBadge status={step.status} />
            </div>
            <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs">
              <span className="font-mono">{step.nodeId}</span>
              {handle && <span data-testid="step-handle">→ {handle}</span>}
              <span>{formatMs(step.durationMs)}</span>
              {step.attempts > 1 && <span>{step.attempts} attempts</span>}
            </div>
            {step.error && (
              <p className="text-destructive text-xs break-words" data-testid="step-error">
                {step.error}
              </p>
            )}
            <CollapsibleTrigger className="text-muted-foreground hover:text-foreground flex w-fit items-center gap-1 text-xs">
              <ChevronRightIcon className={cn("size-3.5 transition-transform", open && "rotate-90")} aria-hidden="true" />
              Input and output
            </CollapsibleTrigger>
          </div>
        </div>
        <CollapsibleContent className="grid gap-2 border-t px-3 py-2">
          <Json label="Input" value={step.input} />
          <Json label="Output" value={step.output} />
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}

export function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="grid gap-1">
      <span className="text-muted-foreground text-[11px] font-medium tracking-wide uppercase">{label}</span>
      {value === null || value === undefined ? (
        <span className="text-muted-foreground text-xs">None</span>
      ) : (
        <pre className="bg-muted/50 max-h-56 overflow-auto rounded p-2 font-mono text-[11px] leading-relaxed">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}
