"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { writeListUrl } from "@/lib/client/write-list-url";
import { parseTemplateView, templateViewParams, type TemplateView } from "@/lib/client/template-view";

/**
 * The list's filters live in the URL, so a reload or a shared link shows the same list.
 * Writes go through the History API, which Next folds into useSearchParams without asking
 * the server again. Any change but a page turn goes back to page 1.
 */
export function useTemplateView(): { view: TemplateView; update: (patch: Partial<TemplateView>) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const key = params.toString();
  const view = useMemo(() => parseTemplateView(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (patch: Partial<TemplateView>) => {
      // A page turn is a step back can undo; typing in the search box is not.
      writeListUrl(pathname, templateViewParams({ ...view, page: 1, ...patch }), "page" in patch ? "push" : "replace");
    },
    [view, pathname],
  );
  return { view, update };
}
