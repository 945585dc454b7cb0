"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateContactInput, importRow, UpdateContactInput } from "@/lib/contacts/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { BulkTagsResult, Contact, ContactList, ImportResult, ListOf, Timeline } from "@/lib/client/types";
import type { MarketingConsent } from "@/lib/client/consent";
import type { ContactLabel, ContactStatus, LifecycleStage } from "@/lib/client/contact-view";

const BASE = "/api/v1/contacts";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useContactList(query: string) {
  return useQuery({
    queryKey: queryKeys.contactList(query),
    queryFn: ({ signal }) => apiFetch<ContactList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContact(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.contact(id), queryFn: ({ signal }) => apiFetch<Contact>(one(id), { signal }), enabled });
}

export function useCustomFieldKeys() {
  return useQuery({
    queryKey: queryKeys.customFieldKeys,
    queryFn: ({ signal }) => apiFetch<ListOf<{ key: string; usage: number }>>(`${BASE}/custom-field-keys`, { signal }),
    staleTime: 5 * 60_000,
  });
}

const TIMELINE_PAGE = 20;

/** Newest first, `TIMELINE_PAGE` entries at a time, paged by offset. */
export function useContactTimeline(id: string, types: readonly string[] = [], pageSize = TIMELINE_PAGE, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.timeline(id, types), pageSize],
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(pageSize), offset: String(pageParam) });
      if (types.length) params.set("types", types.join(","));
      return apiFetch<Timeline>(`${one(id)}/timeline?${params}`, { signal });
    },
    getNextPageParam: (last) => {
      const next = last.pagination.offset + last.data.length;
      return last.data.length && next < last.pagination.total ? next : undefined;
    },
  });
}

/**
 * Contact writes answer with the whole contact: it goes straight into the detail cache, and
 * everything else under "contacts" (lists, timelines, field keys) is refetched.
 */
function useContactMutation<V>(request: (vars: V) => Promise<Contact>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (contact) => {
      qc.setQueryData(queryKeys.contact(contact.id), contact);
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.contacts, predicate: (q) => q.queryKey[1] !== "detail" }),
        // Tag counts change with every tag added or removed.
        qc.invalidateQueries({ queryKey: queryKeys.tags }),
      ]);
    },
  });
}

export function useCreateContact() {
  return useContactMutation((input: CreateContactInput) => apiFetch<Contact>(BASE, { method: "POST", body: input }));
}

export function useUpdateContact(id: string) {
  return useContactMutation((input: UpdateContactInput) => apiFetch<Contact>(one(id), { method: "PUT", body: input }));
}

export function useSetContactStatus(id: string) {
  return useContactMutation((status: ContactStatus) => apiFetch<Contact>(`${one(id)}/status`, { method: "PATCH", body: { status } }));
}

export function useSetContactStage(id: string) {
  return useContactMutation((lifecycleStage: LifecycleStage) =>
    apiFetch<Contact>(`${one(id)}/stage`, { method: "PATCH", body: { lifecycleStage } }),
  );
}

/** Opt a contact in or out of marketing messages (the API records the dashboard as the source). */
export function useSetMarketingConsent(id: string) {
  return useContactMutation((marketingConsent: MarketingConsent) => apiFetch<Contact>(one(id), { method: "PUT", body: { marketingConsent } }));
}

export function useSetContactLabel(id: string) {
  return useContactMutation((label: ContactLabel | null) => apiFetch<Contact>(one(id), { method: "PUT", body: { label } }));
}

export function useAssignContact(id: string) {
  return useContactMutation((agentId: string | null) => apiFetch<Contact>(`${one(id)}/assign`, { method: "PATCH", body: { agentId } }));
}

export function useAddContactNote(id: string) {
  return useContactMutation((note: string) => apiFetch<Contact>(`${one(id)}/note`, { method: "POST", body: { note } }));
}

export function useContactTag(id: string) {
  return useContactMutation(({ tagId, action }: { tagId: string; action: "add" | "remove" }) =>
    apiFetch<Contact>(`${one(id)}/tags/${encodeURIComponent(tagId)}`, { method: action === "add" ? "POST" : "DELETE" }),
  );
}

export function useDeleteContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; deleted: true }>(one(id), { method: "DELETE" }),
    onSuccess: ({ id }) => {
      qc.removeQueries({ queryKey: queryKeys.contact(id) });
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.contacts, predicate: (q) => q.queryKey[1] === "list" }),
        qc.invalidateQueries({ queryKey: queryKeys.tags }),
      ]);
    },
  });
}

/** Anything that touches many contacts at once refreshes every contact read and the tag counts. */
function useInvalidateAll() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.contacts }), qc.invalidateQueries({ queryKey: queryKeys.tags })]);
}

export function useBulkContactTags() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: { contactIds: string[]; tagIds: string[]; action: "add" | "remove" }) =>
      apiFetch<BulkTagsResult>(`${BASE}/bulk/tags`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export type ImportRow = z.input<typeof importRow>;

/** One batch of the import; the caller refreshes the caches once the whole file is in. */
export function importContactsBatch(input: { rows: ImportRow[]; rowOffset: number; defaultCountryCode?: string }, signal?: AbortSignal) {
  return apiFetch<ImportResult>(`${BASE}/import`, { method: "POST", body: input, signal });
}

export { useInvalidateAll as useInvalidateContacts };

export function exportUrl(query: string) {
  return `${BASE}/export?${query}`;
}
