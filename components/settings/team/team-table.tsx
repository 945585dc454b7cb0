"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { PresenceDot } from "@/components/live/presence-dot";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { formatDate, initials } from "@/lib/client/format";
import { usePresenceMap } from "@/lib/client/hooks/use-presence";
import type { TeamMember } from "@/lib/client/types";
import { actionsColumn, LastActivity } from "../table-cells";
import { useNow } from "../use-now";
import { MemberRoleSelect } from "./member-role-select";
import type { teamPermissions } from "./permissions";
import { RemoveMemberButton } from "./remove-member-button";
import { ResetLinkButton } from "@/components/account/reset-link-button";
import { RoleBadge } from "./role-badge";

type Props = { members: TeamMember[] | undefined; isLoading: boolean; permissions: ReturnType<typeof teamPermissions> };

export function TeamTable({ members, isLoading, permissions }: Props) {
  const now = useNow();
  const presence = usePresenceMap();
  const columns = useMemo<ColumnDef<TeamMember>[]>(
    () => [
      {
        id: "member",
        header: "Member",
        cell: ({ row: { original: m } }) => (
          <div className="flex items-center gap-3">
            <div className="relative shrink-0">
              <Avatar className="size-8">
                <AvatarFallback className="text-xs font-medium">{initials(m.name)}</AvatarFallback>
              </Avatar>
              <PresenceDot status={presence.get(m.id)} className="absolute -right-0.5 -bottom-0.5" />
            </div>
            <div className="grid min-w-0 leading-tight">
              <span className="flex items-center gap-2 font-medium">
                <span className="truncate">{m.name}</span>
                {permissions.isSelf(m) && <Badge variant="secondary">You</Badge>}
              </span>
              <span className="text-muted-foreground truncate text-xs">{m.email}</span>
            </div>
          </div>
        ),
      },
      {
        id: "role",
        header: "Role",
        cell: ({ row: { original: m } }) =>
          permissions.canManage(m) ? <MemberRoleSelect member={m} assignableRoles={permissions.assignableRoles} /> : <RoleBadge role={m.role} />,
      },
      {
        id: "lastSignIn",
        header: "Last sign-in",
        cell: ({ row: { original: m } }) => <LastActivity at={m.lastSignInAt} now={now} />,
      },
      {
        id: "joined",
        header: "Joined",
        cell: ({ row: { original: m } }) => <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>,
      },
      actionsColumn(
        (m) =>
          permissions.canManage(m) && (
            <div className="flex items-center justify-end gap-1">
              <ResetLinkButton member={m} />
              <RemoveMemberButton member={m} />
            </div>
          ),
      ),
    ],
    [permissions, now, presence],
  );

  return (
    <DataTable
      columns={columns}
      data={members ?? []}
      isLoading={isLoading}
      loadingRowCount={3}
      getRowId={(m) => m.id}
      caption="Team members"
      emptyMessage="No team members yet."
    />
  );
}
