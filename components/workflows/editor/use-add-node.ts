"use client";

import { useReactFlow } from "@xyflow/react";
import { useCallback, type RefObject } from "react";
import { addNode, freeSpot, NODE_BOX, nextNodeId } from "@/lib/client/workflow-graph";
import type { EditorState } from "./use-editor-state";

/**
 * Adds a node of a type with its defaults and selects it (the inspector opens on it): centred
 * where it was dropped, or, added by a click or from the keyboard, right of the selected step
 * (or in the middle of the view) on the first free spot.
 */
export function useAddNode(editor: EditorState, canvas: RefObject<HTMLElement | null>) {
  const { screenToFlowPosition, getZoom, setCenter } = useReactFlow();
  const { doc, selection, change, setSelection } = editor;
  return useCallback(
    (type: string, drop?: { clientX: number; clientY: number }) => {
      let at: { x: number; y: number };
      if (drop) {
        const p = screenToFlowPosition({ x: drop.clientX, y: drop.clientY });
        at = { x: p.x - NODE_BOX.width / 2, y: p.y - NODE_BOX.height / 2 };
      } else {
        const selected = selection.nodes.length === 1 ? doc.nodes.find((n) => n.id === selection.nodes[0]) : undefined;
        const r = canvas.current?.getBoundingClientRect();
        const centre = screenToFlowPosition(r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : { x: 0, y: 0 });
        const start = selected?.position ? { x: selected.position.x + NODE_BOX.width + 64, y: selected.position.y } : { x: centre.x - NODE_BOX.width / 2, y: centre.y - NODE_BOX.height / 2 };
        at = freeSpot(doc.nodes, start);
        // Out of view (right of a step at the edge): the view follows, so the new step is seen.
        const topLeft = r && screenToFlowPosition({ x: r.left, y: r.top });
        const bottomRight = r && screenToFlowPosition({ x: r.right, y: r.bottom });
        const visible = topLeft && bottomRight && at.x >= topLeft.x && at.y >= topLeft.y && at.x + NODE_BOX.width <= bottomRight.x && at.y + NODE_BOX.height <= bottomRight.y;
        if (!visible) void setCenter(at.x + NODE_BOX.width / 2, at.y + NODE_BOX.height / 2, { zoom: getZoom(), duration: 200 });
      }
      const id = nextNodeId(doc.nodes, type);
      change((d) => addNode(d, type, at, id).doc);
      setSelection({ nodes: [id], edges: [] });
      return id;
    },
    [canvas, doc.nodes, selection.nodes, change, setSelection, screenToFlowPosition, getZoom, setCenter],
  );
}
