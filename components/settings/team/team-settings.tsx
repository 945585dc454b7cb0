"use client";

import { useMemo } from "react";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { useMe } from "@/lib/client/hooks/use-me";
import { useTeam } from "@/lib/client/hooks/use-team";
import { InviteDialog } from "@/components/account/invite-dialog";
import { PendingInvitations } from "@/components/account/pending-invitations";
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
      action={permissions.canWrite && <InviteDialog assignableRoles={permissions.assignableRoles} />}
    >
      {me.data && !permissions.canWrite && <ReadOnlyNotice>Only owners and admins can invite, change or remove team members.</ReadOnlyNotice>}
      {permissions.canWrite && <PendingInvitations canRevoke={(i) => permissions.assignableRoles.includes(i.role)} />}
      {team.isError ? (
        <LoadError what="the team" error={team.error} />
      ) : (
        <TeamTable members={team.data?.data} isLoading={team.isPending || me.isPending} permissions={permissions} />
      )}
    </SettingsSection>
  );
}
