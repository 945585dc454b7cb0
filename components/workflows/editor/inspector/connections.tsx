"use client";

import { useId } from "react";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { connect, edgeHandle, nodeHandles, removeElements } from "@/lib/client/workflow-graph";
import type { WorkflowNode } from "@/lib/workflows/graph";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";
import type { EditorState } from "../use-editor-state";

const NOTHING = "__nothing__";

/**
 * Where each output of the node leads, as pickers: the same edges as dragging between handles,
 * for people on a keyboard or a screen reader.
 */
export function Connections({ node, editor, readOnly }: { node: WorkflowNode; editor: EditorState; readOnly: boolean }) {
  const { doc, change } = editor;
  const handles = nodeHandles(node);
  const targets = doc.nodes.filter((n) => n.id !== node.id && nodeDefinition(n.type)?.hasInput !== false);
  const id = useId();
  // A step by its label; two of the same kind ("Send chatapp text" twice) also by their ids.
  const label = (n: WorkflowNode) => n.label || nodeDefinition(n.type)?.label || n.type;
  const names = new Map(targets.map((t) => [t.id, targets.filter((o) => label(o) === label(t)).length > 1 ? `${label(t)} (${t.id})` : label(t)]));
  if (handles.length === 0) return <p className="text-muted-foreground text-sm">This step has no outputs: the run ends here.</p>;

  return (
    <ul className="grid gap-2" aria-label="Outputs">
      {handles.map((h) => {
        const edge = doc.edges.find((e) => e.source === node.id && edgeHandle(e, handles) === h.id);
        return (
          <li key={h.id} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2">
            <label htmlFor={`${id}-${h.id}`} className="text-muted-foreground truncate text-xs font-medium" title={h.label}>
              {h.label} →
            </label>
            <Select
              value={edge?.target ?? NOTHING}
              disabled={readOnly}
              onValueChange={(target) =>
                change((d) => (target === NOTHING ? removeElements(d, [], edge ? [edge.id] : []) : connect(d, { source: node.id, sourceHandle: h.id, target })))
              }
            >
              <SelectTrigger id={`${id}-${h.id}`} size="sm" className="w-full" aria-label={`${h.label} leads to`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NOTHING}>Ends the run</SelectItem>
                <SelectSeparator />
                {targets.map((t) => (
                  <SelectItem key={t.id} value={t.id}>
                    {names.get(t.id)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </li>
        );
      })}
    </ul>
  );
}
