"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type {
  InteractiveMessage,
  InteractiveMessageInput,
  InteractiveMessageList,
  PhotoappSendResult,
  PhotoappTemplate,
  PhotoappTemplateDetail,
  PhotoappTemplateList,
  QuickReply,
  QuickReplyCategories,
  QuickReplyList,
} from "@/lib/client/photoapp-library";
import type { CreateQuickReplyInput, CreateSavedTemplateInput, UpdateQuickReplyInput, UpdateSavedTemplateInput } from "@/lib/channels/photoapp/messaging/library/schemas";
import { queryKeys } from "@/lib/client/query-keys";

/**
 * The photoapp libraries of issue 15: saved templates (with usage and send), interactive
 * messages and quick replies. Every read of one library sits under its own key, so a write
 * refreshes its lists and pages at once; a send also refreshes the inbox.
 */
const TEMPLATES = "/api/v1/photoapp/templates";
const INTERACTIVE = "/api/v1/photoapp/interactive-messages";
const QUICK = "/api/v1/photoapp/quick-replies";
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const photoappKeys = {
  templates: ["photoapp-templates"] as const,
  templateList: (query: string) => ["photoapp-templates", "list", query] as const,
  template: (id: string) => ["photoapp-templates", "detail", id] as const,
  interactive: ["photoapp-interactive"] as const,
  quickReplies: ["photoapp-quick-replies"] as const,
  quickReplyList: (query: string) => ["photoapp-quick-replies", "list", query] as const,
  quickReplyCategories: ["photoapp-quick-replies", "categories"] as const,
};

function useInvalidating<V, R>(key: readonly string[], request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => qc.invalidateQueries({ queryKey: key }) });
}

// Saved templates.

export function usePhotoappTemplates(query: string) {
  return useQuery({
    queryKey: photoappKeys.templateList(query),
    queryFn: ({ signal }) => apiFetch<PhotoappTemplateList>(`${TEMPLATES}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The template with its usage (sends by status, the 10 newest). */
export function usePhotoappTemplateDetail(id: string | null) {
  return useQuery({
    queryKey: photoappKeys.template(id ?? ""),
    queryFn: ({ signal }) => apiFetch<PhotoappTemplateDetail>(`${at(TEMPLATES, id!)}/detail`, { signal }),
    enabled: !!id,
    // Delivery receipts move the counts along without a reload.
    refetchInterval: 15_000,
  });
}

export function useCreatePhotoappTemplate() {
  return useInvalidating(photoappKeys.templates, (input: CreateSavedTemplateInput) => apiFetch<PhotoappTemplate>(TEMPLATES, { method: "POST", body: input }));
}

export function useUpdatePhotoappTemplate() {
  return useInvalidating(photoappKeys.templates, ({ id, input }: { id: string; input: UpdateSavedTemplateInput }) => apiFetch<PhotoappTemplate>(at(TEMPLATES, id), { method: "PUT", body: input }));
}

export function useDeletePhotoappTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ id: string; deleted: true }>(at(TEMPLATES, id), { method: "DELETE" }),
    onSuccess: async (r) => {
      qc.removeQueries({ queryKey: photoappKeys.template(r.id) });
      await qc.invalidateQueries({ queryKey: photoappKeys.templates });
    },
  });
}

/** Sends the template's cards as a carousel: its usage and the inbox both change. */
export function useSendPhotoappTemplate(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { recipientId: string; conversationId?: string }) => apiFetch<PhotoappSendResult>(`${at(TEMPLATES, id)}/send`, { method: "POST", body: input }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: photoappKeys.templates }), qc.invalidateQueries({ queryKey: queryKeys.conversations })]),
  });
}

// Interactive messages.

export function useInteractiveMessages() {
  return useQuery({
    queryKey: photoappKeys.interactive,
    queryFn: ({ signal }) => apiFetch<InteractiveMessageList>(INTERACTIVE, { signal }),
  });
}

export function useSaveInteractiveMessage() {
  return useInvalidating(photoappKeys.interactive, ({ id, input }: { id?: string; input: InteractiveMessageInput }) =>
    apiFetch<InteractiveMessage>(id ? at(INTERACTIVE, id) : INTERACTIVE, { method: id ? "PUT" : "POST", body: input }),
  );
}

export function useDeleteInteractiveMessage() {
  return useInvalidating(photoappKeys.interactive, (id: string) => apiFetch<{ id: string; deleted: true }>(at(INTERACTIVE, id), { method: "DELETE" }));
}

// Quick replies.

export function useQuickReplies(query: string) {
  return useQuery({
    queryKey: photoappKeys.quickReplyList(query),
    queryFn: ({ signal }) => apiFetch<QuickReplyList>(`${QUICK}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQuickReplyCategories() {
  return useQuery({
    queryKey: photoappKeys.quickReplyCategories,
    queryFn: ({ signal }) => apiFetch<QuickReplyCategories>(`${QUICK}/categories`, { signal }),
  });
}

export function useSaveQuickReply() {
  return useInvalidating(photoappKeys.quickReplies, ({ id, input }: { id?: string; input: CreateQuickReplyInput | UpdateQuickReplyInput }) =>
    apiFetch<QuickReply>(id ? at(QUICK, id) : QUICK, { method: id ? "PUT" : "POST", body: input }),
  );
}

export function useDeleteQuickReply() {
  return useInvalidating(photoappKeys.quickReplies, (id: string) => apiFetch<{ id: string; deleted: true }>(at(QUICK, id), { method: "DELETE" }));
}
