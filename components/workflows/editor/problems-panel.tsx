"use client";

import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import type { WorkflowProblem } from "@/lib/client/types";
import type { WorkflowNode } from "@/lib/workflows/graph";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";

type Props = {
  /** What validateGraph finds in the draft as it is now. */
  live: WorkflowProblem[];
  /** What the API answered to the last publish, while the draft is still the one it judged. */
  refused: WorkflowProblem[] | null;
  nodes: WorkflowNode[];
  onPick: (p: WorkflowProblem) => void;
};

/**
 * What stops a publish, each tied to its step: picking one selects the step (or connection)
 * and brings it into view. The API's refusal is shown as it answered, until the next edit.
 */
export function ProblemsPanel({ live, refused, nodes, onPick }: Props) {
  const problems = refused ?? live;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  if (problems.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-6 py-12 text-center text-sm" data-testid="problems-panel" data-count={0}>
        <CircleCheckIcon className="size-6 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <p className="font-medium">Ready to publish</p>
        <p className="text-muted-foreground">Every step is set up and reachable from the trigger.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3 p-4" data-testid="problems-panel" data-count={problems.length}>
      <p className="text-sm" role={refused ? "alert" : undefined}>
        {refused ? "Publishing was refused. Fix these, then publish again:" : `${problems.length} thing${problems.length === 1 ? "" : "s"} to fix before publishing:`}
      </p>
      <ul className="grid gap-1.5">
        {problems.map((p, i) => {
          const node = p.nodeId ? byId.get(p.nodeId) : undefined;
          const title = node ? node.label || nodeDefinition(node.type)?.label || node.id : p.edgeId ? "A connection" : "The workflow";
          return (
            <li key={`${p.code}-${p.nodeId ?? p.edgeId ?? ""}-${p.path ?? ""}-${i}`}>
              <button
                type="button"
                onClick={() => onPick(p)}
                disabled={!p.nodeId && !p.edgeId}
                data-testid="problem-item"
                data-node-id={p.nodeId}
                data-code={p.code}
                className="hover:bg-accent focus-visible:ring-ring/50 flex w-full items-start gap-2 rounded-md border px-3 py-2 text-left text-sm outline-none focus-visible:ring-[3px] disabled:cursor-default disabled:hover:bg-transparent"
              >
                <CircleAlertIcon className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{title}</span>
                  {node && <span className="text-muted-foreground font-mono text-xs">{node.id}</span>}
                  {/* Config problems start with the step's type ("Condition: …"), which the title already says. */}
                  <span className="text-muted-foreground">{node ? p.message.replace(`${nodeDefinition(node.type)?.label}: `, "") : p.message}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
