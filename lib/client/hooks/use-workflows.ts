"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { EventCatalog, PublishedWorkflow, Workflow, WorkflowExport, WorkflowList, WorkflowRun, WorkflowRunDetail, WorkflowRunList } from "@/lib/client/types";
import type { createWorkflowInput, importWorkflowInput, UpdateWorkflowInput } from "@/lib/workflows/schemas";

const BASE = "/api/v1/workflows";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** The run history follows runs as the engine takes their steps. */
export const RUNS_POLL_MS = 2_500;

/**
 * The events a workflow can start on, from the same catalog (and cache) as the webhooks'
 * picker. Roles without webhooks:read (agents) are not asked for it: they get `undefined`
 * and the picker falls back to the catalog the app is built with.
 */
export function useTriggerEventCatalog(canRead: boolean) {
  return useQuery({
    queryKey: queryKeys.eventCatalog,
    queryFn: ({ signal }) => apiFetch<EventCatalog>("/api/v1/webhooks/events", { signal }),
    staleTime: Infinity,
    enabled: canRead,
  });
}

export function useWorkflows(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.workflowList(query),
    queryFn: ({ signal }) => apiFetch<WorkflowList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // Run counts of the last 24 hours move by themselves.
    refetchInterval: 30_000,
  });
}

export function useWorkflow(id: string) {
  return useQuery({ queryKey: queryKeys.workflow(id), queryFn: ({ signal }) => apiFetch<Workflow>(one(id), { signal }) });
}

/** Writes answering with the workflow: its cache is filled at once and the lists refetch. */
function useWorkflowMutation<V, R extends Workflow>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (w) => {
      qc.setQueryData(queryKeys.workflow(w.id), w);
      return qc.invalidateQueries({ queryKey: [...queryKeys.workflows, "list"] });
    },
  });
}

export function useCreateWorkflow() {
  return useWorkflowMutation((input: z.input<typeof createWorkflowInput>) => apiFetch<Workflow>(BASE, { method: "POST", body: input }));
}

export function useImportWorkflow() {
  return useWorkflowMutation((input: z.input<typeof importWorkflowInput>) => apiFetch<Workflow>(`${BASE}/import`, { method: "POST", body: input }));
}

export function useDuplicateWorkflow() {
  return useWorkflowMutation(({ id, name }: { id: string; name?: string }) => apiFetch<Workflow>(`${one(id)}/duplicate`, { method: "POST", body: name ? { name } : {} }));
}

/** The editor's autosave: the answer (status, hasUnpublishedChanges) goes into the cache, the draft stays the editor's. */
export function useSaveWorkflow(id: string) {
  return useWorkflowMutation((input: UpdateWorkflowInput) => apiFetch<Workflow>(one(id), { method: "PUT", body: input }));
}

export function usePublishWorkflow(id: string) {
  return useWorkflowMutation(() => apiFetch<PublishedWorkflow>(`${one(id)}/publish`, { method: "POST" }));
}

export function useUnpublishWorkflow(id: string) {
  return useWorkflowMutation(() => apiFetch<Workflow>(`${one(id)}/unpublish`, { method: "POST" }));
}

export function useDeleteWorkflow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; deleted: true }>(one(id), { method: "DELETE" }),
    onSuccess: async ({ id }) => {
      qc.removeQueries({ queryKey: queryKeys.workflow(id) });
      await qc.invalidateQueries({ queryKey: [...queryKeys.workflows, "list"] });
    },
  });
}

/** The export document, asked for when a person downloads it (never cached: the draft changes). */
export function fetchWorkflowExport(id: string): Promise<WorkflowExport> {
  return apiFetch<WorkflowExport>(`${one(id)}/export`);
}

/** Polled only while `live` (the history is open), so a closed panel costs nothing. */
export function useWorkflowRuns(id: string, query: string, live: boolean) {
  return useQuery({
    queryKey: queryKeys.workflowRuns(id, query),
    queryFn: ({ signal }) => apiFetch<WorkflowRunList>(`${one(id)}/runs?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: live,
    refetchInterval: live ? RUNS_POLL_MS : false,
  });
}

export const isActiveRun = (r: Pick<WorkflowRun, "status">) => r.status === "RUNNING" || r.status === "WAITING";

/** A run with its steps; asked again while it is still going. */
export function useWorkflowRun(id: string, runId: string | null) {
  return useQuery({
    queryKey: queryKeys.workflowRun(id, runId ?? ""),
    queryFn: ({ signal }) => apiFetch<WorkflowRunDetail>(`${one(id)}/runs/${encodeURIComponent(runId ?? "")}`, { signal }),
    enabled: runId !== null,
    refetchInterval: (q) => (q.state.data && !isActiveRun(q.state.data) ? false : RUNS_POLL_MS),
  });
}

export function useCancelRun(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => apiFetch<WorkflowRun>(`${one(id)}/runs/${encodeURIComponent(runId)}/cancel`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.workflows, predicate: (q) => q.queryKey[1] === "runs" || q.queryKey[1] === "run" }),
  });
}
