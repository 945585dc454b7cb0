"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { StatusList, StatusListView } from "@/lib/client/status-list-view";

/**
 * A list's filters live in the URL, so a reload or a shared link shows the same list (written
 * through the History API, as the templates list does). Any change but a page turn goes back to
 * page 1.
 */
export function useStatusListView<S extends string>(list: StatusList<S>): { view: StatusListView<S>; update: (patch: Partial<StatusListView<S>>) => void } {
  const params = useSearchParams();
  const key = params.toString();
  const view = useMemo(() => list.parse(new URLSearchParams(key)), [key, list]);
  const update = useCallback(
    (patch: Partial<StatusListView<S>>) => {
      const next = list.params({ ...view, page: 1, ...patch }).toString();
      const url = next ? `?${next}` : window.location.pathname;
      if ("page" in patch) window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [view, list],
  );
  return { view, update };
}
