"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { BulkActionInput, BulkResult } from "@/lib/bulk/schemas";

/** POST /api/v1/conversations/bulk; every inbox read refetches after (rows leave views, headers change). */
export function useBulkAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkActionInput) => apiFetch<BulkResult>("/api/v1/conversations/bulk", { method: "POST", body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.conversations }),
  });
}
