"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  ChangePasswordInput,
  CreateInvitationInput,
  createdInvitationSchema,
  invitationSchema,
  passwordResetLinkSchema,
  sessionsEndedSchema,
  UpdateProfileInput,
} from "@/lib/account/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ListOf, TeamMember } from "@/lib/client/types";

export type Invitation = z.infer<typeof invitationSchema>;
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;
type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** The link as this browser reaches the service (APP_URL may name another address in development). */
export const linkHere = (link: { path: string }) => `${window.location.origin}${link.path}`;

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch<TeamMember>("/api/v1/me", { method: "PATCH", body: input }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.me }), qc.invalidateQueries({ queryKey: queryKeys.team })]),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => apiFetch<SessionsEnded>("/api/v1/me/password", { method: "POST", body: input }) });
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: () => apiFetch<SessionsEnded>("/api/v1/me/sessions/sign-out-others", { method: "POST" }) });
}

export function useInvitations(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.invitations, enabled, queryFn: ({ signal }) => apiFetch<ListOf<Invitation>>("/api/v1/invitations", { signal }) });
}

export function useCreateInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => apiFetch<CreatedInvitation>("/api/v1/invitations", { method: "POST", body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}

export function useRevokeInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Invitation>(`/api/v1/invitations/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}

export function useIssuePasswordReset() {
  return useMutation({ mutationFn: (userId: string) => apiFetch<PasswordResetLink>(`/api/v1/users/${encodeURIComponent(userId)}/password-reset`, { method: "POST" }) });
}
