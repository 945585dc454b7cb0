"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createTagInput, updateTagInput } from "@/lib/contacts/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ListOf, Tag } from "@/lib/client/types";

const BASE = "/api/v1/contacts/tags";

export function useTags() {
  return useQuery({
    queryKey: queryKeys.tags,
    queryFn: ({ signal }) => apiFetch<ListOf<Tag>>(`${BASE}/all`, { signal }),
    select: (res) => [...res.data].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" })),
  });
}

/** Contacts show their tags' names and colours, so tag writes refresh contacts too. */
function useInvalidateTags() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.tags }), qc.invalidateQueries({ queryKey: queryKeys.contacts })]);
}

export function useCreateTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (input: z.input<typeof createTagInput>) => apiFetch<Tag>(BASE, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: ({ id, ...input }: z.input<typeof updateTagInput> & { id: string }) =>
      apiFetch<Tag>(`${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteTag() {
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; deleted: true }>(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
