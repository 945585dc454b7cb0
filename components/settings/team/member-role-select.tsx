"use client";

import { toast } from "sonner";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import { useUpdateMember } from "@/lib/client/hooks/use-team";
import type { Role, TeamMember } from "@/lib/client/types";
import { roleLabel, ROLES } from "./role-badge";

/** Changes a member's role as soon as a new one is picked; the API has the final word. */
export function MemberRoleSelect({ member, assignableRoles }: { member: TeamMember; assignableRoles: Role[] }) {
  const update = useUpdateMember();
  // Show the role being saved right away, then whatever the server keeps.
  const value = update.isPending && update.variables?.role ? update.variables.role : member.role;

  function onChange(role: string) {
    update.mutate(
      { id: member.id, role: role as Role },
      {
        onSuccess: (saved) => toast.success(`${saved.name} is now ${article(saved.role)} ${roleLabel(saved.role).toLowerCase()}`),
        onError: (err) => toast.error(`Could not change ${member.name}'s role`, { description: errorMessage(err) }),
      },
    );
  }

  return (
    <Select value={value} onValueChange={onChange} disabled={update.isPending}>
      <SelectTrigger size="sm" className="w-32" aria-label={`Role of ${member.name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.filter((r) => assignableRoles.includes(r.value) || r.value === member.role).map((r) => (
          <SelectItem key={r.value} value={r.value}>
            {r.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function article(role: Role) {
  return role === "owner" || role === "admin" || role === "agent" ? "an" : "a";
}
