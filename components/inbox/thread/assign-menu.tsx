"use client";

import { CheckIcon, UserRoundIcon, UserRoundXIcon, UsersIcon } from "lucide-react";
import { toast } from "sonner";
import { PresenceDot } from "@/components/live/presence-dot";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/client/api";
import { useConversationAction } from "@/lib/client/hooks/use-conversations";
import { useMe } from "@/lib/client/hooks/use-me";
import { usePresenceMap } from "@/lib/client/hooks/use-presence";
import { PRESENCE_LABELS } from "@/lib/client/live/presence";
import { useTeam } from "@/lib/client/hooks/use-team";
import { useTeams } from "@/lib/client/hooks/use-teams";
import type { Conversation } from "@/lib/client/types";

/**
 * Who handles the conversation (with their presence, so work goes to someone online): me
 * first, then everyone; then which team it is with; unassign at the bottom.
 */
export function AssignMenu({ conversation: c, disabled }: { conversation: Conversation; disabled: boolean }) {
  const team = useTeam();
  const me = useMe();
  const action = useConversationAction();
  const myId = me.data?.user?.id;
  const presence = usePresenceMap();
  const assignee = c.assignedAgent;
  const assigneeStatus = assignee ? presence.get(assignee.id) : undefined;
  const teams = useTeams();
  const members = [...(team.data?.data ?? [])].sort((a, b) => (a.id === myId ? -1 : b.id === myId ? 1 : a.name.localeCompare(b.name)));

  function toTeam(teamId: string | null, name?: string) {
    action.mutate(
      { id: c.id, action: "assign", teamId },
      {
        onSuccess: () => toast.success(teamId ? `Moved to the ${name} team` : "Taken off its team"),
        onError: (err) => toast.error("Could not change the team", { description: errorMessage(err) }),
      },
    );
  }

  function run(kind: "assign" | "unassign", agentId?: string, name?: string) {
    action.mutate(
      { id: c.id, action: kind, agentId },
      {
        onSuccess: () => toast.success(kind === "assign" ? `Assigned to ${agentId === myId ? "you" : name}` : "Conversation unassigned"),
        onError: (err) => toast.error(kind === "assign" ? "Could not assign the conversation" : "Could not unassign the conversation", { description: errorMessage(err) }),
      },
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || action.isPending}
          aria-label={`Assignee: ${assignee?.name ?? "unassigned"}${assigneeStatus ? ` (${PRESENCE_LABELS[assigneeStatus].toLowerCase()})` : ""}${c.team ? `, team ${c.team.name}` : ""}`}
          data-assignee-status={assigneeStatus}
        >
          <span className="relative inline-flex">
            <UserRoundIcon aria-hidden="true" />
            <PresenceDot status={assigneeStatus} className="absolute -right-1 -bottom-1 size-2" />
          </span>
          <span className="max-w-32 truncate @max-lg:sr-only">{assignee ? (assignee.id === myId ? "You" : assignee.name) : "Assign"}</span>
          {c.team && <span className="text-muted-foreground max-w-24 truncate @max-xl:hidden" data-testid="conversation-team">· {c.team.name}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Assign to</DropdownMenuLabel>
        {team.isError && <p className="text-destructive px-2 py-1.5 text-sm">Could not load the team: {errorMessage(team.error)}</p>}
        {team.isPending && <p className="text-muted-foreground px-2 py-1.5 text-sm">Loading the team…</p>}
        {members.map((m) => (
          <DropdownMenuItem key={m.id} onSelect={() => m.id !== c.assignedAgent?.id && run("assign", m.id, m.name)} data-testid="assignee-option">
            <PresenceDot status={presence.get(m.id)} />
            <span className="min-w-0 flex-1 truncate">
              {m.name}
              {m.id === myId && <span className="text-muted-foreground"> (you)</span>}
            </span>
            {m.id === c.assignedAgent?.id && <CheckIcon aria-label="Current assignee" />}
          </DropdownMenuItem>
        ))}
        {!!teams.data?.data.length && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Team</DropdownMenuLabel>
            {teams.data.data.map((t) => (
              <DropdownMenuItem key={t.id} onSelect={() => t.id !== c.team?.id && toTeam(t.id, t.name)} data-testid="team-option">
                <UsersIcon aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{t.name}</span>
                {t.id === c.team?.id && <CheckIcon aria-label="Current team" />}
              </DropdownMenuItem>
            ))}
            {c.team && <DropdownMenuItem onSelect={() => toTeam(null)}>No team</DropdownMenuItem>}
          </>
        )}
        {c.assignedAgent && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => run("unassign")}>
              <UserRoundXIcon aria-hidden="true" />
              Unassign
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
