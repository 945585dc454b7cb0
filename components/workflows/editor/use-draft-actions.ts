"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ApiError, errorMessage } from "@/lib/client/api";
import { usePublishWorkflow, useUnpublishWorkflow } from "@/lib/client/hooks/use-workflows";
import type { WorkflowProblem } from "@/lib/client/types";
import type { ExportDocument } from "@/lib/client/workflow-file";
import { useExportWorkflow } from "../use-export-workflow";
import type { EditorState } from "./use-editor-state";

type Flush = () => Promise<void>;

/**
 * What the toolbar does to the whole draft: publish and unpublish, export and import. Each
 * first saves what is not saved yet, so the server publishes (or exports) what is on screen.
 * A refused publish keeps the API's problems with the revision they judged.
 */
export function useDraftActions(id: string, editor: EditorState, flush: Flush, on: { refused: () => void; imported: () => void }) {
  const publish = usePublishWorkflow(id);
  const unpublish = useUnpublishWorkflow(id);
  const exporter = useExportWorkflow();
  const [refused, setRefused] = useState<{ revision: number; problems: WorkflowProblem[] } | null>(null);
  const [importing, setImporting] = useState<{ doc: ExportDocument; fileName: string } | null>(null);

  async function saved(what: string): Promise<boolean> {
    try {
      await flush();
      return true;
    } catch (err) {
      toast.error(`Could not save the draft, so it was not ${what}`, { description: errorMessage(err) });
      return false;
    }
  }

  async function onPublish() {
    const revision = editor.revision;
    if (!(await saved("published"))) return;
    try {
      const w = await publish.mutateAsync();
      setRefused(null);
      toast.success(`Version ${w.version} of ${w.name} is live`, { description: "New runs start on it; runs under way finish on their own version." });
    } catch (err) {
      const problems = err instanceof ApiError && Array.isArray(err.details.problems) ? (err.details.problems as WorkflowProblem[]) : null;
      if (!problems) return void toast.error("Could not publish", { description: errorMessage(err) });
      setRefused({ revision, problems });
      on.refused();
      toast.error("Publishing was refused", { description: `${problems.length} problem${problems.length === 1 ? "" : "s"} to fix: see the Problems tab.` });
    }
  }

  async function onUnpublish(): Promise<boolean> {
    try {
      await unpublish.mutateAsync();
      toast.success("The workflow was unpublished", { description: "No new runs start; runs under way finish." });
      return true;
    } catch (err) {
      toast.error("Could not unpublish", { description: errorMessage(err) });
      return false;
    }
  }

  async function onExport() {
    if (await saved("exported")) await exporter.run({ id, name: editor.doc.name || "workflow" });
  }

  /** The file's trigger, settings and graph replace the draft's (the name stays); one undo brings the draft back. */
  async function confirmImport(): Promise<boolean> {
    if (!importing) return false;
    const w = importing.doc.workflow;
    editor.replace({ name: editor.doc.name, triggerEvent: w.triggerEvent, allowReentry: w.allowReentry, nodes: w.nodes, edges: w.edges });
    editor.setSelection({ nodes: [], edges: [] });
    toast.success(`${importing.fileName} was imported into this draft`, { action: { label: "Undo", onClick: editor.undo } });
    setImporting(null);
    on.imported();
    return true;
  }

  return {
    refused: refused && refused.revision === editor.revision ? refused.problems : null,
    publishing: publish.isPending,
    onPublish,
    unpublishing: unpublish.isPending,
    onUnpublish,
    onExport,
    importing,
    askImport: (doc: ExportDocument, fileName: string) => setImporting({ doc, fileName }),
    cancelImport: () => setImporting(null),
    confirmImport,
  };
}
