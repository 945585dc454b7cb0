"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateCompanyInput } from "@/lib/company/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Company } from "@/lib/client/types";

export function useCompany() {
  return useQuery({ queryKey: queryKeys.company, queryFn: ({ signal }) => apiFetch<Company>("/api/v1/company", { signal }) });
}

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => apiFetch<Company>("/api/v1/company", { method: "PATCH", body: input }),
    onSuccess: (company) => {
      qc.setQueryData(queryKeys.company, company);
      // The sidebar shows the company name from /me.
      return qc.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
