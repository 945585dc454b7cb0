"use client";

import { useReactFlow } from "@xyflow/react";
import { useRouter } from "next/navigation";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { useCan } from "@/lib/client/hooks/use-me";
import { useWorkflow, useWorkflowRun } from "@/lib/client/hooks/use-workflows";
import type { Workflow, WorkflowProblem } from "@/lib/client/types";
import type { WorkflowDoc } from "@/lib/client/workflow-graph";
import { runPath } from "@/lib/client/workflow-run-path";
import { triggerEventSchema } from "@/lib/workflows/trigger-event";
import { validateGraph } from "@/lib/workflows/validate-graph";
import { DeleteWorkflowDialog } from "../delete-workflow-dialog";
import { Canvas } from "./canvas";
import { EditorMenu } from "./editor-menu";
import { FIT } from "./initial-view";
import { Inspector } from "./inspector/inspector";
import { Palette } from "./palette";
import { ProblemsPanel } from "./problems-panel";
import { RunHistory } from "./runs/run-history";
import { SidePanel, type PanelTab } from "./side-panel";
import { EditorToolbar } from "./toolbar";
import { useAddNode } from "./use-add-node";
import { useAutosave } from "./use-autosave";
import { useDraftActions } from "./use-draft-actions";
import { useEditorState } from "./use-editor-state";

const docOf = (w: Workflow): WorkflowDoc => ({ name: w.name, triggerEvent: w.triggerEvent, allowReentry: w.allowReentry, nodes: w.nodes, edges: w.edges });

/** Problems validateGraph cannot see: the workflow's event lives beside the graph. */
function liveProblems(doc: WorkflowDoc): WorkflowProblem[] {
  const problems: WorkflowProblem[] = validateGraph(doc.nodes, doc.edges);
  const trigger = doc.nodes.find((n) => n.type === "trigger");
  if (!triggerEventSchema.safeParse(doc.triggerEvent).success) problems.unshift({ nodeId: trigger?.id, code: "trigger_event", message: "Trigger: choose the event that starts runs" });
  return problems;
}

function indexProblems(problems: WorkflowProblem[]) {
  const nodes = new Map<string, string[]>();
  const edges = new Set<string>();
  for (const p of problems) {
    if (p.nodeId) nodes.set(p.nodeId, [...(nodes.get(p.nodeId) ?? []), p.message]);
    if (p.edgeId) edges.add(p.edgeId);
  }
  return { nodes, edges };
}

/**
 * The editor's modules put together (design.md: canvas, inspector, node registry, editor
 * state): the toolbar over the palette, the canvas and the side panel with the inspector, the
 * problems and the run history.
 */
export function EditorShell({ initial }: { initial: Workflow }) {
  const router = useRouter();
  const readOnly = !useCan("automations:write");
  const workflow = useWorkflow(initial.id).data ?? initial;
  const editor = useEditorState(docOf(initial), { readOnly });
  const { doc } = editor;
  const autosave = useAutosave(initial.id, doc, editor.revision, !readOnly);
  const [tab, setTab] = useState<PanelTab>("inspector");
  const [runId, setRunId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const flow = useReactFlow();
  const actions = useDraftActions(initial.id, editor, autosave.flush, {
    refused: () => setTab("problems"),
    // The imported graph may lie anywhere: frame it once it is drawn.
    imported: () => setTimeout(() => void flow.fitView(FIT), 100),
  });

  // Checked as the draft settles rather than on every frame of a drag.
  const settled = useDeferredValue(doc);
  const live = useMemo(() => liveProblems(settled), [settled]);
  const problems = actions.refused ?? live;
  const problemIndex = useMemo(() => indexProblems(problems), [problems]);

  const run = useWorkflowRun(initial.id, tab === "runs" ? runId : null);
  const path = useMemo(() => (tab === "runs" && runId && run.data?.id === runId ? runPath(run.data.steps, doc.nodes, doc.edges) : null), [tab, runId, run.data, doc.nodes, doc.edges]);

  const canvas = useRef<HTMLDivElement>(null);
  const addNode = useAddNode(editor, canvas);
  const { setSelection } = editor;
  const showNode = useCallback(
    (id: string) => {
      setSelection({ nodes: [id], edges: [] });
      const n = flow.getInternalNode(id);
      if (n) flow.setCenter(n.internals.positionAbsolute.x + (n.measured.width ?? 0) / 2, n.internals.positionAbsolute.y + (n.measured.height ?? 0) / 2, { zoom: Math.max(flow.getZoom(), 0.8), duration: 300 });
    },
    [flow, setSelection],
  );
  // A chosen run's path comes into view once, when its steps arrive.
  const shownRun = useRef<string | null>(null);
  useEffect(() => {
    if (!path || !runId || shownRun.current === runId) return;
    shownRun.current = runId;
    const nodes = [...path.nodes.keys()].map((id) => ({ id }));
    if (nodes.length) void flow.fitView({ nodes, maxZoom: 1, minZoom: 0.5, padding: 0.25, duration: 300 });
  }, [path, runId, flow]);

  function pickProblem(p: WorkflowProblem) {
    if (p.nodeId) showNode(p.nodeId);
    else if (p.edgeId) setSelection({ nodes: [], edges: [p.edgeId] });
    setTab("inspector");
  }

  return (
    <div className="flex h-[calc(100svh-3.5rem)] min-h-0 flex-col" data-testid="workflow-editor">
      <EditorToolbar
        workflow={workflow}
        editor={editor}
        readOnly={readOnly}
        save={{ status: autosave.status, error: autosave.error, retry: () => void autosave.flush().catch(() => undefined) }}
        problemCount={problems.length}
        onShowProblems={() => setTab("problems")}
        publishing={actions.publishing}
        onPublish={() => void actions.onPublish()}
        unpublishing={actions.unpublishing}
        onUnpublish={actions.onUnpublish}
        menu={<EditorMenu canWrite={!readOnly} onExport={() => void actions.onExport()} onImport={actions.askImport} onDelete={() => setDeleting(true)} />}
      />
      <div className={readOnly ? "grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_20rem] 2xl:grid-cols-[minmax(0,1fr)_22rem]" : "grid min-h-0 flex-1 grid-cols-[12rem_minmax(0,1fr)_20rem] 2xl:grid-cols-[13rem_minmax(0,1fr)_22rem]"}>
        {!readOnly && <Palette onAdd={(type) => addNode(type)} disabled={readOnly} />}
        <Canvas
          editor={editor}
          problems={problemIndex}
          path={path}
          readOnly={readOnly}
          containerRef={canvas}
          onDropType={addNode}
          onNodeClick={() => tab === "problems" && setTab("inspector")}
        />
        <SidePanel
          tab={tab}
          onTab={setTab}
          problemCount={problems.length}
          inspector={<Inspector editor={editor} readOnly={readOnly} nodeProblems={problemIndex.nodes} />}
          problems={<ProblemsPanel live={live} refused={actions.refused} nodes={doc.nodes} onPick={pickProblem} />}
          runs={<RunHistory workflowId={initial.id} live={tab === "runs"} runId={runId} onRunChange={setRunId} nodes={doc.nodes} publishedVersion={workflow.publishedVersion} onShowNode={showNode} />}
        />
      </div>
      <ControlledConfirmDialog
        open={actions.importing !== null}
        onOpenChange={(open) => !open && actions.cancelImport()}
        title={`Replace this draft with ${actions.importing?.fileName}?`}
        description="The file’s trigger, steps and settings replace the draft’s; the name stays. Undo brings the draft back. The live version changes only when you publish."
        confirmLabel="Replace draft"
        pending={false}
        onConfirm={actions.confirmImport}
      />
      <DeleteWorkflowDialog workflow={deleting ? workflow : null} onOpenChange={setDeleting} onDeleted={() => router.push("/workflows")} />
    </div>
  );
}
