import type { Me, Role, TeamMember } from "@/lib/client/types";

/**
 * Mirrors the API's team rules so the table only offers what will succeed: team:write to
 * change anything, only owners touch owners, and nobody edits or removes themselves here.
 */
export function teamPermissions(me: Me | undefined) {
  const myRole = me?.user?.role;
  const canWrite = !!me && (me.scopes.includes("*") || me.scopes.includes("team:write"));
  const canManage = (member: TeamMember) => canWrite && member.id !== me?.user?.id && (member.role !== "owner" || myRole === "owner");
  const assignableRoles: Role[] = myRole === "owner" ? ["owner", "admin", "agent", "marketer"] : ["admin", "agent", "marketer"];
  return { canWrite, canManage, assignableRoles, isSelf: (m: TeamMember) => m.id === me?.user?.id };
}
