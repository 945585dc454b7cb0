"use client";

import { useMemo } from "react";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { useMe } from "@/lib/client/hooks/use-me";
import { useTeam } from "@/lib/client/hooks/use-team";
import { AddMemberDialog } from "./add-member-dialog";
import { teamPermissions } from "./permissions";
import { TeamTable } from "./team-table";

export function TeamSettings() {
  const me = useMe();
  const team = useTeam();
  const permissions = useMemo(() => teamPermissions(me.data), [me.data]);
  const count = team.data?.data.length;

  return (
    <SettingsSection
      id="team-heading"
      title="Team members"
      description={
        count === undefined ? "Everyone who can sign in to this workspace." : `${count} ${count === 1 ? "person" : "people"} can sign in to this workspace.`
      }
      action={permissions.canWrite && <AddMemberDialog assignableRoles={permissions.assignableRoles} />}
    >
      {me.data && !permissions.canWrite && <ReadOnlyNotice>Only owners and admins can add, change or remove team members.</ReadOnlyNotice>}
      {team.isError ? (
        <LoadError what="the team" error={team.error} />
      ) : (
        <TeamTable members={team.data?.data} isLoading={team.isPending || me.isPending} permissions={permissions} />
      )}
    </SettingsSection>
  );
}
