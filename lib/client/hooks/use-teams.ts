"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { CreateTeamInput, TeamView, UpdateTeamInput } from "@/lib/teams/schemas";

export type Team = TeamView;

const BASE = "/api/v1/teams";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** Every team read sits under one key: a write refreshes Settings → Teams, the pickers and the inbox filter. */
const KEY = ["teams"] as const;

export function useTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<{ data: Team[] }>(BASE, { signal }), enabled, staleTime: 30_000 });
}

/** Team writes change inboxes' teams and conversations' too: those lists refresh with them. */
function useTeamWrite<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), qc.invalidateQueries({ queryKey: queryKeys.channels }), qc.invalidateQueries({ queryKey: queryKeys.conversations })]),
  });
}

export const useCreateTeam = () => useTeamWrite((input: CreateTeamInput) => apiFetch<Team>(BASE, { method: "POST", body: input }));
export const useUpdateTeam = () => useTeamWrite(({ id, input }: { id: string; input: UpdateTeamInput }) => apiFetch<Team>(one(id), { method: "PATCH", body: input }));
export const useDeleteTeam = () => useTeamWrite((id: string) => apiFetch(one(id), { method: "DELETE" }));

/** Brings the team's members to `wanted`: adds the new ones in one call, removes the others one by one. */
export const useSetTeamMembers = () =>
  useTeamWrite(async ({ team, wanted }: { team: Team; wanted: string[] }) => {
    const now = new Set(team.members.map((m) => m.id));
    const add = wanted.filter((id) => !now.has(id));
    const drop = [...now].filter((id) => !wanted.includes(id));
    if (add.length) await apiFetch<Team>(`${one(team.id)}/members`, { method: "POST", body: { userIds: add } });
    for (const id of drop) await apiFetch<Team>(`${one(team.id)}/members/${encodeURIComponent(id)}`, { method: "DELETE" });
  });
