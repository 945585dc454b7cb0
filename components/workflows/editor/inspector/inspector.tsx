"use client";

import { CircleAlertIcon, MousePointerClickIcon, Trash2Icon } from "lucide-react";
import { useCallback } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { edgeHandle, nodeHandles, removeElements, updateConfig, updateNode } from "@/lib/client/workflow-graph";
import type { WorkflowEdge, WorkflowNode } from "@/lib/workflows/graph";
import { nodeDefinition } from "@/lib/workflows/nodes/registry";
import { NodeIcon } from "../../node-icon";
import { NODE_FORMS } from "../../nodes/forms";
import { CATEGORY_TONE } from "../node-tones";
import { typing, type EditorState } from "../use-editor-state";
import { Connections } from "./connections";

type Props = { editor: EditorState; readOnly: boolean; nodeProblems: ReadonlyMap<string, string[]> };

/** The selected step's settings (or the selected edge), or how to pick one. */
export function Inspector({ editor, readOnly, nodeProblems }: Props) {
  const { doc, selection } = editor;
  const node = selection.nodes.length === 1 ? doc.nodes.find((n) => n.id === selection.nodes[0]) : undefined;
  const edge = selection.nodes.length === 0 && selection.edges.length === 1 ? doc.edges.find((e) => e.id === selection.edges[0]) : undefined;

  if (node) return <NodeInspector key={`${node.id}:${editor.epoch}`} node={node} editor={editor} readOnly={readOnly} problems={nodeProblems.get(node.id) ?? []} />;
  if (edge) return <EdgeInspector edge={edge} editor={editor} readOnly={readOnly} />;
  return (
    <div className="text-muted-foreground grid justify-items-center gap-2 px-6 py-12 text-center text-sm" data-testid="inspector-empty">
      <MousePointerClickIcon className="size-6" aria-hidden="true" />
      {selection.nodes.length > 1 ? <p>{selection.nodes.length} steps are selected. Select one to edit it; Delete removes them all.</p> : <p>Select a step on the canvas to edit it.</p>}
    </div>
  );
}

/** Keyed by node and history epoch: an undo or an import shows the form afresh. */
function NodeInspector({ node, editor, readOnly, problems }: { node: WorkflowNode; editor: EditorState; readOnly: boolean; problems: string[] }) {
  const { doc, change, setSelection } = editor;
  const def = nodeDefinition(node.type);
  const Form = NODE_FORMS[node.type];
  const onChange = useCallback((config: Record<string, unknown>) => change((d) => updateConfig(d, node.id, config), typing(`config:${node.id}`)), [change, node.id]);
  const onTriggerEventChange = useCallback((event: string) => change((d) => ({ ...d, triggerEvent: event }), typing("trigger-event")), [change]);
  const stepIds = doc.nodes.filter((n) => n.id !== node.id && n.type !== "trigger").map((n) => n.id);

  function remove() {
    change((d) => removeElements(d, [node.id]));
    setSelection({ nodes: [], edges: [] });
    toast.success(`${node.label || def?.label || node.id} was removed`, { action: { label: "Undo", onClick: editor.undo } });
  }

  return (
    <div className="grid gap-4 p-4" data-testid="inspector" data-node-id={node.id}>
      <div className="flex items-start gap-3">
        <span className={`flex size-9 shrink-0 items-center justify-center rounded-md ${CATEGORY_TONE[def?.category ?? "Logic"]}`}>
          <NodeIcon name={def?.icon ?? ""} className="size-5" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h2 className="font-semibold">{def?.label ?? node.type}</h2>
          <p className="text-muted-foreground text-xs">{def?.description ?? "This node type is unknown to this version of the app."}</p>
          <div className="text-muted-foreground flex items-center gap-1 text-xs">
            <span>Id</span>
            <code className="bg-muted rounded px-1 font-mono">{node.id}</code>
            <CopyButton value={node.id} label={`Copy the id ${node.id}`} size="icon-xs" successMessage="Id copied" />
          </div>
        </div>
      </div>
      {problems.length > 0 && (
        <ul className="border-destructive/30 bg-destructive/5 text-destructive grid gap-1 rounded-md border px-3 py-2 text-sm" aria-label="Problems with this step">
          {problems.map((p) => (
            <li key={p} className="flex gap-2">
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {/* The heading above already names the step's type that config problems start with. */}
              {def ? p.replace(`${def.label}: `, "") : p}
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`label-${node.id}`}>Label</Label>
        <Input
          id={`label-${node.id}`}
          value={node.label ?? ""}
          maxLength={100}
          placeholder={def?.label}
          disabled={readOnly}
          onChange={(e) => change((d) => updateNode(d, node.id, { label: e.target.value || undefined }), typing(`label:${node.id}`))}
        />
      </div>
      <Separator />
      {Form ? (
        <Form node={node} onChange={onChange} readOnly={readOnly} triggerEvent={doc.triggerEvent} onTriggerEventChange={onTriggerEventChange} stepIds={stepIds} />
      ) : (
        <p className="text-muted-foreground text-sm">Nothing to set for this step.</p>
      )}
      <Separator />
      <section className="grid gap-2" aria-labelledby={`outputs-${node.id}`}>
        <h3 id={`outputs-${node.id}`} className="text-sm font-medium">
          Next steps
        </h3>
        <Connections node={node} editor={editor} readOnly={readOnly} />
      </section>
      {!readOnly && node.type !== "trigger" && (
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive w-fit" onClick={remove}>
          <Trash2Icon aria-hidden="true" />
          Remove step
        </Button>
      )}
    </div>
  );
}

function EdgeInspector({ edge, editor, readOnly }: { edge: WorkflowEdge; editor: EditorState; readOnly: boolean }) {
  const { doc, change, setSelection } = editor;
  const source = doc.nodes.find((n) => n.id === edge.source);
  const target = doc.nodes.find((n) => n.id === edge.target);
  const handles = source ? nodeHandles(source) : [];
  const output = handles.find((h) => h.id === edgeHandle(edge, handles));
  const name = (n: WorkflowNode | undefined, id: string) => n?.label || (n && nodeDefinition(n.type)?.label) || id;
  return (
    <div className="grid gap-3 p-4" data-testid="inspector-edge">
      <h2 className="font-semibold">Connection</h2>
      <p className="text-sm">
        From <strong>{name(source, edge.source)}</strong>
        {output && handles.length > 1 ? <> by “{output.label}”</> : null} to <strong>{name(target, edge.target)}</strong>.
      </p>
      {!readOnly && (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive w-fit"
          onClick={() => {
            change((d) => removeElements(d, [], [edge.id]));
            setSelection({ nodes: [], edges: [] });
          }}
        >
          <Trash2Icon aria-hidden="true" />
          Remove connection
        </Button>
      )}
    </div>
  );
}
