"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { auditViewParams, parseAuditView, type AuditView } from "@/lib/client/audit-view";
import { writeListUrl } from "@/lib/client/write-list-url";

/** The page's filters live in the URL, so a reload or a shared link shows the same entries. */
export function useAuditView(): { view: AuditView; update: (patch: Partial<AuditView>) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const key = params.toString();
  const view = useMemo(() => parseAuditView(new URLSearchParams(key)), [key]);
  const update = useCallback((patch: Partial<AuditView>) => writeListUrl(pathname, auditViewParams({ ...view, ...patch }), "replace"), [view, pathname]);
  return { view, update };
}
