"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { parseWorkflowView, workflowViewParams, type WorkflowView } from "@/lib/client/workflow-view";

/**
 * The list's filters live in the URL, so a reload or a shared link shows the same list
 * (written through the History API, as the campaigns list does). Any change but a page turn
 * goes back to page 1.
 */
export function useWorkflowView(): { view: WorkflowView; update: (patch: Partial<WorkflowView>) => void } {
  const params = useSearchParams();
  const key = params.toString();
  const view = useMemo(() => parseWorkflowView(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (patch: Partial<WorkflowView>) => {
      const next = workflowViewParams({ ...view, page: 1, ...patch }).toString();
      const url = next ? `?${next}` : window.location.pathname;
      if ("page" in patch) window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [view],
  );
  return { view, update };
}
