"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { AuditEventList } from "@/lib/client/types";

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.auditLog(query),
    queryFn: ({ signal }) => apiFetch<AuditEventList>(`/api/v1/audit-log?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The export's address: a plain link, so the browser downloads the CSV with the session cookie. */
export function auditExportUrl(filters: URLSearchParams): string {
  const qs = filters.toString();
  return qs ? `/api/v1/audit-log/export?${qs}` : "/api/v1/audit-log/export";
}
