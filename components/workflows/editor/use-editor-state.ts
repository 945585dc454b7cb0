"use client";

import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import type { WorkflowDoc } from "@/lib/client/workflow-graph";
import { historyReducer, initialHistory, TYPING_GROUP_MS } from "@/lib/client/workflow-history";

export type Selection = { nodes: string[]; edges: string[] };
const NOTHING: Selection = { nodes: [], edges: [] };

/** A change joins the last undo step when it has the same group: a drag, or typing in one field. */
export type ChangeGroup = { key: string; windowMs?: number };
export const typing = (key: string): ChangeGroup => ({ key, windowMs: TYPING_GROUP_MS });

/**
 * The editor's state: the draft with its undo/redo history (lib/client/workflow-history.ts)
 * and what is selected. Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y; ⌘ on macOS) undo and redo, except
 * inside a text field, where they undo the typing as usual.
 */
export function useEditorState(initial: WorkflowDoc, { readOnly }: { readOnly: boolean }) {
  const [history, dispatch] = useReducer(historyReducer, initial, initialHistory);
  const [selection, setSelection] = useState<Selection>(NOTHING);

  const change = useCallback(
    (update: (doc: WorkflowDoc) => WorkflowDoc, group?: ChangeGroup) => {
      if (!readOnly) dispatch({ type: "change", update, group, at: Date.now() });
    },
    [readOnly],
  );
  const replace = useCallback((doc: WorkflowDoc) => dispatch({ type: "replace", doc }), []);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);

  useEffect(() => {
    if (readOnly) return;
    function onKey(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) undo();
      else if ((key === "z" && e.shiftKey) || key === "y") redo();
      else return;
      e.preventDefault();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [readOnly, undo, redo]);

  const doc = history.doc;
  // Ids left over from a node an undo removed are not "selected".
  const selected = useMemo(() => {
    const nodes = new Set(doc.nodes.map((n) => n.id));
    const edges = new Set(doc.edges.map((e) => e.id));
    return { nodes: selection.nodes.filter((id) => nodes.has(id)), edges: selection.edges.filter((id) => edges.has(id)) };
  }, [doc, selection]);

  return {
    doc,
    revision: history.revision,
    epoch: history.epoch,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    selection: selected,
    setSelection,
    change,
    replace,
    undo,
    redo,
  };
}

export type EditorState = ReturnType<typeof useEditorState>;

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && !["checkbox", "radio", "button", "submit"].includes((target as HTMLInputElement).type));
}
