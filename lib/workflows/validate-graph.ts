import type { WorkflowEdge, WorkflowNode } from "./graph";
import { MAX_EDGES, MAX_NODES } from "./graph";
import { nodeDefinition } from "./nodes/registry";

/** One thing that stops a publish, tied to the node or edge it is about. */
export interface GraphProblem {
  nodeId?: string;
  edgeId?: string;
  /** A dotted path into the node's config, when a field is at fault. */
  path?: string;
  code: string;
  message: string;
}

/**
 * Everything publishing requires, each problem once with the node or edge it concerns: exactly
 * one trigger, known types with valid configs, edges between existing nodes through handles
 * their types have (one edge per output), every node reachable from the trigger, and no cycle
 * that does not pass through a delay or a wait. Pure, so the editor shows the same problems
 * live that publishing would refuse with.
 */
export function validateGraph(nodes: WorkflowNode[], edges: WorkflowEdge[]): GraphProblem[] {
  const problems: GraphProblem[] = [];
  if (nodes.length > MAX_NODES) problems.push({ code: "too_many_nodes", message: `A workflow has at most ${MAX_NODES} nodes; this one has ${nodes.length}` });
  if (edges.length > MAX_EDGES) problems.push({ code: "too_many_edges", message: `A workflow has at most ${MAX_EDGES} edges; this one has ${edges.length}` });

  const byId = new Map<string, WorkflowNode>();
  const outputs = new Map<string, Set<string>>();
  for (const n of nodes) {
    if (byId.has(n.id)) {
      problems.push({ nodeId: n.id, code: "duplicate_id", message: `Node id ${n.id} is used twice` });
      continue;
    }
    byId.set(n.id, n);
    const def = nodeDefinition(n.type);
    if (!def) {
      problems.push({ nodeId: n.id, code: "unknown_type", message: `Unknown node type ${n.type}` });
      continue;
    }
    const parsed = def.config.safeParse(n.config ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join(".");
        problems.push({ nodeId: n.id, path, code: "invalid_config", message: `${def.label}: ${path ? `${path} ` : ""}${issue.message}` });
      }
    }
    outputs.set(n.id, new Set(def.outputs(parsed.success ? parsed.data : undefined).map((h) => h.id)));
  }

  const triggers = nodes.filter((n) => n.type === "trigger");
  if (triggers.length === 0) problems.push({ code: "no_trigger", message: "A workflow needs exactly one trigger node; it has none" });
  for (const t of triggers.slice(1)) problems.push({ nodeId: t.id, code: "extra_trigger", message: "A workflow needs exactly one trigger node; this is an extra one" });

  const next = new Map<string, string[]>();
  const usedHandles = new Set<string>();
  const edgeIds = new Set<string>();
  for (const e of edges) {
    if (edgeIds.has(e.id)) problems.push({ edgeId: e.id, code: "duplicate_id", message: `Edge id ${e.id} is used twice` });
    edgeIds.add(e.id);
    const source = byId.get(e.source);
    const target = byId.get(e.target);
    if (!source) problems.push({ edgeId: e.id, code: "unknown_source", message: `The edge starts at ${e.source}, which is not a node of this workflow` });
    if (!target) problems.push({ edgeId: e.id, code: "unknown_target", message: `The edge ends at ${e.target}, which is not a node of this workflow` });
    if (!source || !target) continue;
    if (e.source === e.target) problems.push({ edgeId: e.id, code: "self_loop", message: "An edge cannot connect a node to itself" });
    if (!nodeDefinition(target.type)?.hasInput && nodeDefinition(target.type)) problems.push({ edgeId: e.id, code: "into_trigger", message: "Nothing can lead into the trigger" });
    const handles = outputs.get(source.id);
    if (!handles) continue;
    const handle = resolveHandle(e, handles);
    if (handle === null) {
      const list = [...handles].join(", ") || "none";
      problems.push({ edgeId: e.id, code: "invalid_handle", message: e.sourceHandle ? `${source.type} has no output ${e.sourceHandle} (outputs: ${list})` : `${source.type} has several outputs (${list}): name one in sourceHandle` });
      continue;
    }
    const key = `${source.id}\u0000${handle}`;
    if (usedHandles.has(key)) problems.push({ edgeId: e.id, code: "handle_in_use", message: `Output ${handle} of ${source.id} already has an edge: one edge per output` });
    usedHandles.add(key);
    next.set(source.id, [...(next.get(source.id) ?? []), target.id]);
  }

  if (triggers.length === 1) {
    const reached = new Set<string>([triggers[0]!.id]);
    const queue = [triggers[0]!.id];
    while (queue.length) {
      for (const t of next.get(queue.shift()!) ?? []) {
        if (reached.has(t)) continue;
        reached.add(t);
        queue.push(t);
      }
    }
    for (const n of byId.values()) if (!reached.has(n.id)) problems.push({ nodeId: n.id, code: "unreachable", message: `${n.label || n.id} cannot be reached from the trigger` });
  }

  for (const cycle of cyclesWithoutPause(byId, next)) {
    problems.push({ nodeId: cycle[0], code: "cycle", message: `A loop (${cycle.join(" → ")}) must pass through a delay or a wait for reply` });
  }
  return problems;
}

/** The output an edge leaves by: its sourceHandle, or the only output; null when neither fits. */
export function resolveHandle(e: Pick<WorkflowEdge, "sourceHandle">, handles: Set<string>): string | null {
  if (e.sourceHandle) return handles.has(e.sourceHandle) ? e.sourceHandle : null;
  return handles.size === 1 ? [...handles][0]! : null;
}

/** Cycles of the graph with the pausing nodes (delay, wait) taken out: each is a loop that could spin. */
function cyclesWithoutPause(byId: Map<string, WorkflowNode>, next: Map<string, string[]>): string[][] {
  const pauses = (id: string) => nodeDefinition(byId.get(id)?.type ?? "")?.pauses === true;
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (id: string) => {
    state.set(id, 1);
    stack.push(id);
    for (const t of next.get(id) ?? []) {
      if (pauses(t)) continue;
      if (state.get(t) === 1) found.push([...stack.slice(stack.indexOf(t)), t]);
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(id, 2);
  };
  for (const id of byId.keys()) if (!pauses(id) && !state.has(id)) visit(id);
  return found;
}
