"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { writeListUrl } from "@/lib/client/write-list-url";
import type { StatusList, StatusListView } from "@/lib/client/status-list-view";

/**
 * A list's filters live in the URL, so a reload or a shared link shows the same list (written
 * through the History API, as the templates list does). Any change but a page turn goes back to
 * page 1.
 */
export function useStatusListView<S extends string>(list: StatusList<S>): { view: StatusListView<S>; update: (patch: Partial<StatusListView<S>>) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const key = params.toString();
  const view = useMemo(() => list.parse(new URLSearchParams(key)), [key, list]);
  const update = useCallback(
    (patch: Partial<StatusListView<S>>) => {
      writeListUrl(pathname, list.params({ ...view, page: 1, ...patch }), "page" in patch ? "push" : "replace");
    },
    [view, list, pathname],
  );
  return { view, update };
}
