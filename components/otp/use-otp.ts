"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { otpChannelSchema, OtpSettings, SendOtpInput, UpdateOtpSettingsInput, VerifyOtpResult } from "@/lib/otp/schemas";
import type { z } from "zod";

const SETTINGS = "/api/v1/otp/settings";
const settingsKey = ["otp-settings"] as const;

export type OtpSent = { id: string; channel: z.infer<typeof otpChannelSchema>; expiresAt: string; resendAvailableAt: string; codeLength: number };
type TemplateRow = { id: string; name: string; language: string; buttons?: { type: string }[] };

export function useOtpSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiFetch<OtpSettings>(SETTINGS, { signal }) });
}

export function useUpdateOtpSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOtpSettingsInput) => apiFetch<OtpSettings>(SETTINGS, { method: "PATCH", body: input }),
    onSuccess: (saved) => qc.setQueryData(settingsKey, saved),
  });
}

/** The approved AUTHENTICATION templates a code can go in, for the template picker. */
export function useAuthenticationTemplates() {
  return useQuery({
    queryKey: ["otp-settings", "templates"],
    queryFn: ({ signal }) => apiFetch<{ data: TemplateRow[] }>("/api/v1/chatapp/templates?category=AUTHENTICATION&status=APPROVED&limit=100", { signal }),
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: (input: Partial<SendOtpInput> & { phone: string }) => apiFetch<OtpSent>("/api/v1/otp/send", { method: "POST", body: input }) });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: (input: { phone: string; code: string }) => apiFetch<VerifyOtpResult>("/api/v1/otp/verify", { method: "POST", body: input }) });
}
