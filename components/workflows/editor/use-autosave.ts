"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useSaveWorkflow } from "@/lib/client/hooks/use-workflows";
import type { WorkflowDoc } from "@/lib/client/workflow-graph";
import type { UpdateWorkflowInput } from "@/lib/workflows/schemas";
import { triggerEventSchema } from "@/lib/workflows/trigger-event";

/** How long edits settle before the draft is saved. */
export const AUTOSAVE_DEBOUNCE_MS = 1_000;

export type SaveStatus = "saved" | "saving" | "unsaved" | "error";

/**
 * The draft as a PUT body. A name being retyped (empty) or a website event without its name
 * yet is left out, so the rest still saves; their fields say what is missing.
 */
export function saveBody(doc: WorkflowDoc): UpdateWorkflowInput {
  const body: UpdateWorkflowInput = { allowReentry: doc.allowReentry, nodes: doc.nodes, edges: doc.edges };
  if (doc.name.trim()) body.name = doc.name.trim();
  if (triggerEventSchema.safeParse(doc.triggerEvent).success) body.triggerEvent = doc.triggerEvent;
  return body;
}

/**
 * Saves the draft (PUT …/{workflowId}) once edits pause for a second, one request at a time:
 * edits made while a save is on its way are saved right after it. `flush` saves now and
 * resolves once everything up to this moment is stored (publishing waits for it); it throws
 * when that save fails. Leaving the page with unsaved edits asks first.
 */
export function useAutosave(id: string, doc: WorkflowDoc, revision: number, enabled: boolean) {
  // mutateAsync is stable across renders, so the debounce below is not restarted by unrelated renders.
  const { mutateAsync } = useSaveWorkflow(id);
  const [savedRevision, setSavedRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<{ revision: number; message: string } | null>(null);
  const latest = useRef({ doc, revision });
  const saved = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    latest.current = { doc, revision };
  }, [doc, revision]);

  const saveLatest = useCallback(async (): Promise<void> => {
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    // Again while edits came in during the save before: everything up to now ends up stored.
    while (latest.current.revision > saved.current) {
      const { doc: current, revision: rev } = latest.current;
      const request = (async () => {
        setSaving(true);
        try {
          await mutateAsync(saveBody(current));
          saved.current = rev;
          setSavedRevision(rev);
          setFailed(null);
        } catch (err) {
          setFailed({ revision: rev, message: errorMessage(err) });
          throw err;
        } finally {
          setSaving(false);
        }
      })();
      inFlight.current = request;
      try {
        await request;
      } finally {
        if (inFlight.current === request) inFlight.current = null;
      }
    }
  }, [mutateAsync]);

  useEffect(() => {
    if (!enabled || revision <= saved.current) return;
    const timer = setTimeout(() => void saveLatest().catch(() => undefined), AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, revision, saveLatest]);

  const dirty = revision > savedRevision;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const status: SaveStatus = saving ? "saving" : failed && failed.revision >= revision ? "error" : dirty ? "unsaved" : "saved";
  return { status, error: failed?.message ?? null, flush: saveLatest };
}
