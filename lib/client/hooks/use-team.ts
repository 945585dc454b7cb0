"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateMemberInput } from "@/lib/team/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ListOf, TeamMember } from "@/lib/client/types";

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team, queryFn: ({ signal }) => apiFetch<ListOf<TeamMember>>("/api/v1/users", { signal }) });
}

/** Every team change refreshes the list; /me too, in case the change was to oneself. */
function useInvalidateTeam(alsoTokens = false) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: queryKeys.team }),
      qc.invalidateQueries({ queryKey: queryKeys.me }),
      // Removing a person revokes the API tokens they created.
      alsoTokens && qc.invalidateQueries({ queryKey: queryKeys.tokens }),
    ]);
}

export function useUpdateMember() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateMemberInput & { id: string }) =>
      apiFetch<TeamMember>(`/api/v1/users/${encodeURIComponent(id)}`, { method: "PATCH", body: input }),
    onSettled: invalidate,
  });
}

export function useRemoveMember() {
  const invalidate = useInvalidateTeam(true);
  return useMutation({
    mutationFn: (id: string) => apiFetch<TeamMember>(`/api/v1/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
