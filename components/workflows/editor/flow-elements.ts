import type { Edge, Node } from "@xyflow/react";
import type { CSSProperties } from "react";
import type { StepStatus, RunPath } from "@/lib/client/workflow-run-path";
import { edgeHandle, nodeHandles, type WorkflowDoc } from "@/lib/client/workflow-graph";
import type { WorkflowNode } from "@/lib/workflows/graph";

/**
 * The draft as React Flow's controlled nodes and edges, with what the editor adds on top:
 * selection, measured sizes, problems and a run's path. Each node keeps its React Flow object
 * while nothing about it changed, so dragging one node does not re-render the other 499.
 */
export type FlowNodeData = {
  node: WorkflowNode;
  problems: string[];
  /** The run's latest step on this node, when a run is shown and went through it. */
  run: StepStatus | null;
  /** A run is shown and did not pass here. */
  dimmed: boolean;
  readOnly: boolean;
};
export type FlowNode = Node<FlowNodeData, "workflow">;
export type Measured = Record<string, { width: number; height: number }>;

export type Decorations = {
  selectedNodes: ReadonlySet<string>;
  selectedEdges: ReadonlySet<string>;
  measured: Measured;
  nodeProblems: ReadonlyMap<string, string[]>;
  edgeProblems: ReadonlySet<string>;
  path: RunPath | null;
  readOnly: boolean;
};

const NO_PROBLEMS: string[] = [];
const nodeCache = new WeakMap<WorkflowNode, { key: string; measured: Measured[string] | undefined; flow: FlowNode }>();

export function toFlowNodes(nodes: WorkflowNode[], d: Decorations): FlowNode[] {
  return nodes.map((node) => {
    const selected = d.selectedNodes.has(node.id);
    const problems = d.nodeProblems.get(node.id) ?? NO_PROBLEMS;
    const run = d.path?.nodes.get(node.id) ?? null;
    const dimmed = !!d.path && run === null;
    const measured = d.measured[node.id];
    const key = `${selected}|${run}|${dimmed}|${d.readOnly}|${problems.join("\n")}`;
    const hit = nodeCache.get(node);
    if (hit && hit.key === key && hit.measured === measured) return hit.flow;
    const flow: FlowNode = {
      id: node.id,
      type: "workflow",
      position: node.position ?? { x: 0, y: 0 },
      data: { node, problems, run, dimmed, readOnly: d.readOnly },
      selected,
      measured,
      // The trigger holds the workflow's event: it stays.
      deletable: !d.readOnly && node.type !== "trigger",
      ariaLabel: `${node.label || node.id} (${node.type})`,
    };
    nodeCache.set(node, { key, measured, flow });
    return flow;
  });
}

/** Edges as drawn; an edge between nodes or through an output the draft no longer has is left out (the problems list names it). */
export function toFlowEdges(doc: WorkflowDoc, d: Decorations): Edge[] {
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const out: Edge[] = [];
  for (const e of doc.edges) {
    const source = byId.get(e.source);
    const target = byId.get(e.target);
    if (!source || !target) continue;
    const handles = nodeHandles(source);
    const handle = edgeHandle(e, handles);
    const output = handles.find((h) => h.id === handle);
    if (!output) continue;
    const visited = !!d.path?.edges.has(e.id);
    const problem = d.edgeProblems.has(e.id);
    const state = visited ? "visited" : d.path ? "dimmed" : problem ? "problem" : "normal";
    out.push({
      id: e.id,
      source: e.source,
      target: e.target,
      sourceHandle: output.id,
      selected: d.selectedEdges.has(e.id),
      animated: visited,
      deletable: !d.readOnly,
      style: EDGE_STYLE[state],
      zIndex: visited ? 1 : 0,
      ariaLabel: `From ${source.label || source.id} (${output.label}) to ${target.label || target.id}`,
      // Read by the browser tests and by people inspecting the canvas.
      domAttributes: { "data-source": e.source, "data-target": e.target, "data-handle": output.id, "data-state": state } as Edge["domAttributes"],
    });
  }
  return out;
}

// Emerald as the badges' "succeeded", the theme's destructive red for problems.
const EDGE_STYLE: Record<string, CSSProperties | undefined> = {
  normal: undefined,
  visited: { stroke: "oklch(0.696 0.17 162.48)", strokeWidth: 2.5 },
  dimmed: { opacity: 0.35 },
  problem: { stroke: "var(--destructive)", strokeDasharray: "5 4" },
};
