"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { NotificationPrefs } from "@/lib/client/types";

const PATH = "/api/v1/me/notification-preferences";

/** The signed-in person's desktop notification choices (only people have them, not API tokens). */
export function useNotificationPrefs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.notificationPrefs, queryFn: ({ signal }) => apiFetch<NotificationPrefs>(PATH, { signal }), enabled, staleTime: 60_000 });
}

/** Saves the choices given (the rest stay); the answer holds all four. */
export function useUpdateNotificationPrefs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<NotificationPrefs>) => apiFetch<NotificationPrefs>(PATH, { method: "PUT", body: input }),
    onSuccess: (saved) => qc.setQueryData(queryKeys.notificationPrefs, saved),
  });
}
