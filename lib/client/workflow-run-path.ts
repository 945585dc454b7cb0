import type { WorkflowStep } from "@/lib/client/types";
import type { WorkflowEdge, WorkflowNode } from "@/lib/workflows/graph";
import { edgeHandle, nodeHandles } from "./workflow-graph";

export type StepStatus = WorkflowStep["status"];
export type RunPath = { nodes: Map<string, StepStatus>; edges: Set<string> };
export const NO_PATH: RunPath = { nodes: new Map(), edges: new Set() };

/**
 * The way a run took through the graph on the canvas: every node it has a step on (with the
 * status of its latest step there) and, between consecutive steps, the edge that leaves the
 * earlier node by the output the step names and ends at the later one. Runs go by their
 * published version: a node or edge the draft no longer has is simply not drawn.
 */
export function runPath(steps: WorkflowStep[], nodes: WorkflowNode[], edges: WorkflowEdge[]): RunPath {
  const ordered = [...steps].sort((a, b) => a.seq - b.seq);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const visited = new Map<string, StepStatus>();
  for (const s of ordered) visited.set(s.nodeId, s.status);
  const taken = new Set<string>();
  for (let i = 0; i + 1 < ordered.length; i++) {
    const from = ordered[i];
    const to = ordered[i + 1];
    const node = byId.get(from.nodeId);
    if (!node) continue;
    const handles = nodeHandles(node);
    const edge = edges.find((e) => e.source === from.nodeId && e.target === to.nodeId && (from.handle === null || edgeHandle(e, handles) === from.handle));
    if (edge) taken.add(edge.id);
  }
  return { nodes: visited, edges: taken };
}
