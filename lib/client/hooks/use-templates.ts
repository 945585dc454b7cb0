"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttachMediaInput } from "@/lib/templates/route-schemas";
import type { TemplateInput, VariableMappingEntry } from "@/lib/templates/schemas";
import type { UploadMediaInput } from "@/lib/channels/chatapp/messaging/send-schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type {
  Template,
  TemplateDeleteResult,
  TemplateList,
  TemplateSyncResult,
  TemplateUploadHandle,
  TemplateUsage,
  TemplateValidation,
} from "@/lib/client/types";
import { useDebounced } from "./use-debounced";

const BASE = "/api/v1/chatapp/templates";
const byId = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const byName = (name: string) => `${BASE}/${encodeURIComponent(name)}`;
/** A template under review is asked about this often, so the approval shows up by itself. */
const REVIEW_POLL_MS = 2_000;
const LINT_DEBOUNCE_MS = 300;

export function useTemplates(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.templateList(query),
    queryFn: ({ signal }) => apiFetch<TemplateList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // Reviews finish on the platform's schedule: a pending row turns approved without a reload.
    refetchInterval: (q) => (q.state.data?.data.some((t) => t.status === "PENDING") ? REVIEW_POLL_MS * 2 : 30_000),
  });
}

export function useTemplate(id: string) {
  return useQuery({
    queryKey: queryKeys.template(id),
    queryFn: ({ signal }) => apiFetch<Template>(byId(id), { signal }),
    refetchInterval: (q) => (q.state.data?.status === "PENDING" ? REVIEW_POLL_MS : false),
  });
}

export function useTemplateUsage(name: string, query: string) {
  return useQuery({
    queryKey: queryKeys.templateUsage(name, query),
    queryFn: ({ signal }) => apiFetch<TemplateUsage>(`${byName(name)}/usage?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/**
 * The linter's verdict on a draft, asked once typing pauses, with the draft it judged (while
 * the next answer is on its way, the previous one is kept). Each distinct draft is one cached
 * query, so undoing a change answers at once, and a stale request is cancelled by the next.
 */
export function useTemplateLint(draft: TemplateInput, enabled = true) {
  const json = useDebounced(JSON.stringify(draft), LINT_DEBOUNCE_MS);
  return useQuery({
    queryKey: queryKeys.templateLint(json),
    queryFn: async ({ signal }): Promise<TemplateValidation & { draft: unknown }> => {
      const body = JSON.parse(json) as unknown;
      return { ...(await apiFetch<TemplateValidation>(`${BASE}/validate`, { method: "POST", body, signal })), draft: body };
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    enabled,
  });
}

/** Writes that change what lists show: every template read refetches. */
function useTemplatesMutation<V, R>(request: (vars: V) => Promise<R>, onDone?: (result: R) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      onDone?.(result);
      return qc.invalidateQueries({ queryKey: queryKeys.templates });
    },
  });
}

export function useCreateTemplate() {
  const qc = useQueryClient();
  return useTemplatesMutation(
    (input: TemplateInput) => apiFetch<Template>(BASE, { method: "POST", body: input }),
    (t) => qc.setQueryData(queryKeys.template(t.id), t),
  );
}

export function useSyncTemplates() {
  return useTemplatesMutation(() => apiFetch<TemplateSyncResult>(`${BASE}/sync`, { method: "POST" }));
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<TemplateDeleteResult>(byName(name), { method: "DELETE" }),
    onSuccess: async () => {
      // Details of the deleted variants would only answer 404 now.
      qc.removeQueries({ queryKey: [...queryKeys.templates, "detail"] });
      await qc.invalidateQueries({ queryKey: queryKeys.templates });
    },
  });
}

export function useAttachTemplateMedia(id: string) {
  const qc = useQueryClient();
  return useTemplatesMutation(
    (input: AttachMediaInput) => apiFetch<Template>(`${byId(id)}/media`, { method: "PATCH", body: input }),
    (t) => qc.setQueryData(queryKeys.template(t.id), t),
  );
}

/** Replaces the mapping of one language variant (or every one when language is absent). */
export function useUpdateTemplateMapping(name: string, language?: string) {
  const qc = useQueryClient();
  const query = language ? `?language=${encodeURIComponent(language)}` : "";
  return useTemplatesMutation(
    (variableMapping: Record<string, VariableMappingEntry>) =>
      apiFetch<{ data: Template[] }>(`${byName(name)}/mapping${query}`, { method: "PATCH", body: { variableMapping } }),
    (res) => res.data.forEach((t) => qc.setQueryData(queryKeys.template(t.id), t)),
  );
}

/** A header or card sample for review: answers the handle that goes in the template. */
export function uploadForTemplate(input: UploadMediaInput) {
  return apiFetch<TemplateUploadHandle>("/api/v1/chatapp/media/upload-for-template", { method: "POST", body: input });
}
