"use client";

import { InboxIcon, PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import { useDeleteTeam, useTeams, type Team } from "@/lib/client/hooks/use-teams";
import { TeamDialog } from "./team-dialog";

/** Settings → Teams: who works which inboxes. Auto-assignment picks among an inbox's team. */
export function TeamsSettings() {
  const canWrite = useCan("teams:write");
  const list = useTeams();
  const [editing, setEditing] = useState<Team | "new" | null>(null);
  const teams = list.data?.data ?? [];

  return (
    <SettingsSection
      id="teams-heading"
      title="Teams"
      description="Group agents by what they answer. Give an inbox a team under Settings → Inboxes, and its new conversations go to that team's online members."
      action={
        canWrite && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" />
            New team
          </Button>
        )
      }
    >
      {!canWrite && <ReadOnlyNotice>Owners and admins manage teams.</ReadOnlyNotice>}
      {list.isError ? (
        <LoadError what="the teams" error={list.error} />
      ) : list.isPending ? (
        <div className="grid gap-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : teams.length === 0 ? (
        <EmptyState
          className="bg-muted/30 border py-12"
          icon={UsersIcon}
          title="No teams yet"
          description="Make a team for each group that answers customers (Sales, Support, Billing), then give each inbox its team."
        />
      ) : (
        <ul className="grid gap-2" aria-label="Teams">
          {teams.map((t) => (
            <li key={t.id} className="bg-card flex min-w-0 flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start" data-testid="team">
              <div className="grid min-w-0 flex-1 gap-1.5">
                <p className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{t.name}</span>
                  <Badge variant="secondary">{t.openConversations} open</Badge>
                </p>
                {t.description && <p className="text-muted-foreground text-sm">{t.description}</p>}
                <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <UsersIcon className="size-4" aria-hidden="true" />
                  {t.members.length ? t.members.map((m) => m.name).join(", ") : "No members yet"}
                </p>
                <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <InboxIcon className="size-4" aria-hidden="true" />
                  {t.inboxes.length ? t.inboxes.map((i) => i.name).join(", ") : "Works no inbox yet"}
                </p>
              </div>
              {canWrite && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <DeleteTeam team={t} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <TeamDialog team={editing === "new" ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
    </SettingsSection>
  );
}

function DeleteTeam({ team }: { team: Team }) {
  const remove = useDeleteTeam();
  const inboxes = team.inboxes.length;
  return (
    <ConfirmDialog
      title={`Delete “${team.name}”?`}
      description={`Its ${team.openConversations} open conversations keep their agents and lose the team${inboxes ? `; its ${inboxes} ${inboxes === 1 ? "inbox" : "inboxes"} will assign among every online agent` : ""}. Nobody is removed from the company.`}
      confirmLabel="Delete team"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(team.id);
          toast.success(`Team “${team.name}” was deleted`);
          return true;
        } catch (err) {
          toast.error("Could not delete the team", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${team.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
