import type { ReactFlowInstance } from "@xyflow/react";

/** How "fit view" frames the graph: never zoomed in past 100 %, with a margin. */
export const FIT = { maxZoom: 1, padding: 0.2 };

/** Below this zoom a node's text is too small to read. */
const READABLE_ZOOM = 0.7;

/**
 * The editor's first view: the whole graph when it fits at a readable size; otherwise its
 * start (the trigger's end) at a readable size, vertically centred, to pan along from there.
 */
export function initialView(flow: ReactFlowInstance, container: HTMLElement | null) {
  const nodes = flow.getNodes();
  const rect = container?.getBoundingClientRect();
  if (!rect || nodes.length === 0) return flow.fitView(FIT);
  const b = flow.getNodesBounds(nodes);
  const fit = Math.min(rect.width / (b.width * (1 + 2 * FIT.padding)), rect.height / (b.height * (1 + 2 * FIT.padding)));
  if (fit >= READABLE_ZOOM) return flow.fitView(FIT);
  const zoom = READABLE_ZOOM;
  return flow.setViewport({ x: 48 - b.x * zoom, y: rect.height / 2 - (b.y + b.height / 2) * zoom, zoom });
}
