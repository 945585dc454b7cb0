import type { WorkflowEdge, WorkflowNode } from "@/lib/workflows/graph";
import type { NodeHandle } from "@/lib/workflows/nodes/types";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";

/**
 * The editor's draft (what autosave PUTs) and the pure edits made to it: adding, removing,
 * connecting and configuring nodes. The history reducer applies them; nothing here knows React.
 */
export type WorkflowDoc = { name: string; triggerEvent: string; allowReentry: boolean; nodes: WorkflowNode[]; edges: WorkflowEdge[] };

export const TRIGGER_NODE_ID = "trigger";

/** What a new workflow starts with: its trigger already on the canvas, nothing after it. */
export function starterGraph(): Pick<WorkflowDoc, "nodes" | "edges"> {
  return { nodes: [{ id: TRIGGER_NODE_ID, type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } }], edges: [] };
}

/**
 * A node's outputs as the canvas draws them. A half-edited config still has outputs: a split
 * whose shares do not add up yet keeps its branches' handles (and their edges) while it is fixed.
 */
export function nodeHandles(node: Pick<WorkflowNode, "type" | "config">): NodeHandle[] {
  const def = nodeDefinition(node.type);
  if (!def) return [];
  const parsed = def.config.safeParse(node.config ?? {});
  if (parsed.success) return def.outputs(parsed.data);
  try {
    // Only a split's outputs read the config; the raw one is the best guess while it is invalid.
    return def.outputs(node.config as never).filter((h) => typeof h.id === "string" && h.id !== "");
  } catch {
    return [];
  }
}

/** The output an edge leaves by: its sourceHandle, or the node's only output. */
export function edgeHandle(edge: Pick<WorkflowEdge, "sourceHandle">, handles: NodeHandle[]): string | null {
  if (edge.sourceHandle) return edge.sourceHandle;
  return handles.length === 1 ? handles[0].id : null;
}

/** Short, readable ids ("condition-2", "send-text-1"): steps name them in {{steps.<nodeId>…}}. */
export function nextNodeId(nodes: Pick<WorkflowNode, "id">[], type: string): string {
  const base = type.replace(/^chatapp-/, "");
  const taken = new Set(nodes.map((n) => n.id));
  let n = 1;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A node's footprint on the canvas, in flow units (w-52; a few lines of summary and outputs). */
export const NODE_BOX = { width: 208, height: 120 };

/**
 * The first place from `start` where a new node covers no other one: further down, then a
 * column to the right. Keyboard users add steps without dropping them, so this is their "where".
 */
export function freeSpot(nodes: Pick<WorkflowNode, "position">[], start: { x: number; y: number }): { x: number; y: number } {
  const gap = 24;
  const taken = (x: number, y: number) =>
    nodes.some((n) => {
      const p = n.position ?? { x: 0, y: 0 };
      return x < p.x + NODE_BOX.width + gap && x + NODE_BOX.width + gap > p.x && y < p.y + NODE_BOX.height + gap && y + NODE_BOX.height + gap > p.y;
    });
  for (let col = 0; col < 20; col++) {
    for (let row = 0; row < 6; row++) {
      const x = start.x + col * (NODE_BOX.width + 2 * gap);
      const y = start.y + row * (NODE_BOX.height + gap);
      if (!taken(x, y)) return { x, y };
    }
  }
  return start;
}

export function newEdgeId(): string {
  return `e-${Math.random().toString(36).slice(2, 10)}`;
}

/** A node of `type` with the type's defaults (a deep copy: nodes never share config objects). */
export function addNode(doc: WorkflowDoc, type: string, position: { x: number; y: number }, id = nextNodeId(doc.nodes, type)): { doc: WorkflowDoc; id: string } {
  const def = nodeDefinition(type);
  if (doc.nodes.some((n) => n.id === id)) id = nextNodeId(doc.nodes, type);
  const config = structuredClone((def?.defaults ?? {}) as Record<string, unknown>);
  return { doc: { ...doc, nodes: [...doc.nodes, { id, type, position: { x: Math.round(position.x), y: Math.round(position.y) }, config }] }, id };
}

/** Removes nodes (never the trigger: the workflow's event lives on it) with their edges, and edges. */
export function removeElements(doc: WorkflowDoc, nodeIds: Iterable<string>, edgeIds: Iterable<string> = []): WorkflowDoc {
  const nodes = new Set(nodeIds);
  nodes.delete(TRIGGER_NODE_ID);
  for (const n of doc.nodes) if (n.type === "trigger") nodes.delete(n.id);
  const edges = new Set(edgeIds);
  if (nodes.size === 0 && edges.size === 0) return doc;
  return {
    ...doc,
    nodes: doc.nodes.filter((n) => !nodes.has(n.id)),
    edges: doc.edges.filter((e) => !edges.has(e.id) && !nodes.has(e.source) && !nodes.has(e.target)),
  };
}

export type Connection = { source: string; sourceHandle: string | null; target: string };

/** Why an edge may not be drawn, or null when it may (the same rules publish applies). */
export function connectionRefusal(doc: WorkflowDoc, c: Connection): string | null {
  if (c.source === c.target) return "A node cannot lead into itself";
  const target = doc.nodes.find((n) => n.id === c.target);
  if (!target) return "No such node";
  if (nodeDefinition(target.type)?.hasInput === false) return "Nothing can lead into the trigger";
  return null;
}

/** Draws an edge; an output holds one edge, so a new one from the same output replaces the old. */
export function connect(doc: WorkflowDoc, c: Connection): WorkflowDoc {
  if (connectionRefusal(doc, c)) return doc;
  const source = doc.nodes.find((n) => n.id === c.source);
  if (!source) return doc;
  const handles = nodeHandles(source);
  const handle = c.sourceHandle ?? (handles.length === 1 ? handles[0].id : null);
  const kept = doc.edges.filter((e) => !(e.source === c.source && edgeHandle(e, handles) === handle));
  if (kept.some((e) => e.source === c.source && e.target === c.target && edgeHandle(e, handles) === handle)) return doc;
  return { ...doc, edges: [...kept, { id: newEdgeId(), source: c.source, target: c.target, sourceHandle: handle }] };
}

/** Replaces a node's config; edges from outputs the new config no longer has go with them. */
export function updateConfig(doc: WorkflowDoc, nodeId: string, config: Record<string, unknown>): WorkflowDoc {
  const node = doc.nodes.find((n) => n.id === nodeId);
  // Forms report their values on more than edits (validation, remounts): the same config changes nothing.
  if (!node || JSON.stringify(node.config ?? {}) === JSON.stringify(config)) return doc;
  const next = { ...node, config };
  const handles = new Set(nodeHandles(next).map((h) => h.id));
  const before = new Set(nodeHandles(node).map((h) => h.id));
  const gone = [...before].filter((h) => !handles.has(h));
  return {
    ...doc,
    nodes: doc.nodes.map((n) => (n.id === nodeId ? next : n)),
    edges: gone.length ? doc.edges.filter((e) => !(e.source === nodeId && e.sourceHandle && gone.includes(e.sourceHandle))) : doc.edges,
  };
}

export function updateNode(doc: WorkflowDoc, nodeId: string, patch: Partial<Pick<WorkflowNode, "label" | "position">>): WorkflowDoc {
  return { ...doc, nodes: doc.nodes.map((n) => (n.id === nodeId ? { ...n, ...patch } : n)) };
}

export function moveNodes(doc: WorkflowDoc, moves: Map<string, { x: number; y: number }>): WorkflowDoc {
  if (moves.size === 0) return doc;
  return { ...doc, nodes: doc.nodes.map((n) => (moves.has(n.id) ? { ...n, position: moves.get(n.id) } : n)) };
}

/** What the API stores: the draft with nothing the editor added. */
export function docBody(doc: WorkflowDoc) {
  return { name: doc.name, triggerEvent: doc.triggerEvent, allowReentry: doc.allowReentry, nodes: doc.nodes, edges: doc.edges };
}
