"use client";

import "@xyflow/react/dist/style.css";
import { Background, BackgroundVariant, Controls, MiniMap, ReactFlow, useNodesInitialized, useReactFlow, type Connection, type EdgeChange, type NodeChange, type OnBeforeDelete } from "@xyflow/react";
import { useTheme } from "next-themes";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from "react";
import { connect, connectionRefusal, moveNodes, removeElements } from "@/lib/client/workflow-graph";
import type { RunPath } from "@/lib/client/workflow-run-path";
import { PALETTE_MIME } from "./palette";
import { toFlowEdges, toFlowNodes, type FlowNode, type Measured } from "./flow-elements";
import { typing, type EditorState, type Selection } from "./use-editor-state";
import { FIT, initialView } from "./initial-view";
import { TriggerEventContext, WorkflowNodeView } from "./workflow-node";

const NODE_TYPES = { workflow: WorkflowNodeView };
const DELETE_KEYS = ["Delete", "Backspace"];

// React Flow's colours taken from the theme's tokens, so light and dark follow the dashboard.
const THEME = {
  "--xy-background-color": "var(--background)",
  "--xy-background-pattern-color": "color-mix(in oklab, var(--muted-foreground) 35%, transparent)",
  "--xy-edge-stroke": "var(--muted-foreground)",
  "--xy-edge-stroke-selected": "var(--primary)",
  "--xy-connectionline-stroke": "var(--primary)",
  "--xy-minimap-background-color": "var(--card)",
  "--xy-minimap-mask-background-color": "color-mix(in oklab, var(--muted) 70%, transparent)",
  "--xy-controls-button-background-color": "var(--card)",
  "--xy-controls-button-background-color-hover": "var(--accent)",
  "--xy-controls-button-color": "var(--foreground)",
  "--xy-controls-button-color-hover": "var(--foreground)",
  "--xy-controls-button-border-color": "var(--border)",
  "--xy-attribution-background-color": "transparent",
} as CSSProperties;

type Props = {
  editor: EditorState;
  problems: { nodes: ReadonlyMap<string, string[]>; edges: ReadonlySet<string> };
  path: RunPath | null;
  readOnly: boolean;
  containerRef: RefObject<HTMLDivElement | null>;
  onDropType: (type: string, at: { clientX: number; clientY: number }) => void;
  onNodeClick: (id: string) => void;
};

/**
 * The graph itself, as React Flow's controlled nodes and edges: every change comes back here
 * and becomes an edit of the draft (one undo step per drag, per connection, per deletion).
 * Delete or Backspace removes what is selected while the canvas has the focus.
 */
export function Canvas({ editor, problems, path, readOnly, containerRef, onDropType, onNodeClick }: Props) {
  const { doc, change, setSelection } = editor;
  const { resolvedTheme } = useTheme();
  const [measured, setMeasured] = useState<Measured>({});
  // The undo group of the drag under way: one drag, one undo step.
  const gesture = useRef<string | null>(null);

  // The first view, once every node has its size (React Flow's own fitView can run while the
  // dashboard's layout is still settling and frame only part of the graph).
  const initialized = useNodesInitialized();
  const flow = useReactFlow();
  const fitted = useRef(false);
  useEffect(() => {
    if (!initialized || fitted.current) return;
    const frame = requestAnimationFrame(() => {
      fitted.current = true;
      void initialView(flow, containerRef.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [initialized, flow, containerRef]);

  const decorations = useMemo(
    () => ({
      selectedNodes: new Set(editor.selection.nodes),
      selectedEdges: new Set(editor.selection.edges),
      measured,
      nodeProblems: problems.nodes,
      edgeProblems: problems.edges,
      path,
      readOnly,
    }),
    [editor.selection, measured, problems, path, readOnly],
  );
  const nodes = useMemo(() => toFlowNodes(doc.nodes, decorations), [doc.nodes, decorations]);
  const edges = useMemo(() => toFlowEdges(doc, decorations), [doc, decorations]);

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      const sizes: Measured = {};
      const moves = new Map<string, { x: number; y: number }>();
      let dragging = false;
      const picks: { id: string; selected: boolean }[] = [];
      for (const c of changes) {
        if (c.type === "dimensions" && c.dimensions) sizes[c.id] = c.dimensions;
        else if (c.type === "position" && c.position) {
          moves.set(c.id, c.position);
          dragging ||= !!c.dragging;
        } else if (c.type === "select") picks.push(c);
      }
      if (Object.keys(sizes).length) setMeasured((m) => ({ ...m, ...sizes }));
      if (moves.size) {
        if (dragging && !gesture.current) gesture.current = `move:${Date.now()}`;
        change((d) => moveNodes(d, moves), gesture.current ? { key: gesture.current } : typing("move:keys"));
        if (!dragging) gesture.current = null;
      }
      if (picks.length) setSelection((s) => ({ ...s, nodes: applyPicks(s.nodes, picks) }));
    },
    [change, setSelection],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const picks = changes.filter((c) => c.type === "select");
      if (picks.length) setSelection((s: Selection) => ({ ...s, edges: applyPicks(s.edges, picks) }));
    },
    [setSelection],
  );

  const onConnect = useCallback((c: Connection) => change((d) => connect(d, { source: c.source, sourceHandle: c.sourceHandle ?? null, target: c.target })), [change]);
  const isValidConnection = useCallback(
    (c: { source: string; target: string; sourceHandle?: string | null }) => connectionRefusal(doc, { source: c.source, target: c.target, sourceHandle: c.sourceHandle ?? null }) === null,
    [doc],
  );

  // Delete and Backspace belong to the canvas: typed in the inspector or on a button there, they delete nothing.
  const onBeforeDelete: OnBeforeDelete<FlowNode> = useCallback(async () => {
    const active = document.activeElement;
    return !active || active === document.body || !!containerRef.current?.contains(active);
  }, [containerRef]);
  const onDelete = useCallback(
    ({ nodes: n, edges: e }: { nodes: { id: string }[]; edges: { id: string }[] }) => change((d) => removeElements(d, n.map((x) => x.id), e.map((x) => x.id))),
    [change],
  );

  return (
    <div
      ref={containerRef}
      className="relative h-full min-h-0 min-w-0"
      data-testid="workflow-canvas"
      onDragOver={(e) => {
        if (readOnly || !e.dataTransfer.types.includes(PALETTE_MIME)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
      }}
      onDrop={(e) => {
        const type = e.dataTransfer.getData(PALETTE_MIME);
        if (readOnly || !type) return;
        e.preventDefault();
        onDropType(type, { clientX: e.clientX, clientY: e.clientY });
      }}
    >
      <TriggerEventContext value={doc.triggerEvent}>
        <ReactFlow<FlowNode>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={onConnect}
          isValidConnection={isValidConnection}
          onBeforeDelete={onBeforeDelete}
          onDelete={onDelete}
          onNodeClick={(_, n) => onNodeClick(n.id)}
          deleteKeyCode={readOnly ? null : DELETE_KEYS}
          nodesDraggable={!readOnly}
          nodesConnectable={!readOnly}
          colorMode={resolvedTheme === "dark" ? "dark" : "light"}
          style={THEME}
          fitView
          fitViewOptions={FIT}
          minZoom={0.2}
          maxZoom={1.75}
          attributionPosition="top-right"
          aria-label="Workflow canvas"
        >
          <Background variant={BackgroundVariant.Dots} gap={20} size={1.4} />
          <Controls showInteractive={false} position="bottom-left" fitViewOptions={FIT} />
          <MiniMap pannable zoomable position="bottom-right" nodeColor={(n: FlowNode) => minimapColor(n)} nodeStrokeWidth={0} ariaLabel="Overview of the workflow" className="!rounded-md !border" style={{ width: 168, height: 112 }} />
        </ReactFlow>
      </TriggerEventContext>
    </div>
  );
}

function applyPicks(ids: string[], picks: { id: string; selected: boolean }[]): string[] {
  const set = new Set(ids);
  for (const p of picks) {
    if (p.selected) set.add(p.id);
    else set.delete(p.id);
  }
  return [...set];
}

function minimapColor(n: FlowNode): string {
  if (n.data.problems.length) return "var(--destructive)";
  if (n.data.run === "FAILED") return "var(--destructive)";
  if (n.data.run) return "oklch(0.696 0.17 162.48)";
  return "color-mix(in oklab, var(--muted-foreground) 55%, transparent)";
}
