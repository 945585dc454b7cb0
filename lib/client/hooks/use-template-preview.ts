"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { templateSendPreviewSchema } from "@/lib/channels/chatapp/messaging/template-preview-schema";
import type { z } from "zod";

export type TemplateSendPreview = z.infer<typeof templateSendPreviewSchema>;
export type PreviewVariable = TemplateSendPreview["variables"][number];

type PreviewBody = { to: string; conversationId?: string; inboxId?: string; templateName: string; languageCode: string; components?: unknown[] };

/**
 * POST /api/v1/chatapp/messages/template/preview: what this recipient would receive, by the
 * send's own resolver (the contact's values, the mapping's fallbacks, what is missing).
 */
export function useTemplateSendPreview(body: PreviewBody | null) {
  return useQuery({
    queryKey: ["template-send-preview", body],
    queryFn: ({ signal }) => apiFetch<TemplateSendPreview>("/api/v1/chatapp/messages/template/preview", { method: "POST", body: body!, signal }),
    enabled: !!body,
    placeholderData: keepPreviousData,
    // A contact's data can change between openings; each opening asks again.
    staleTime: 0,
  });
}
