import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/client/types";
import { cn } from "@/lib/utils";

export const ROLES: { value: Role; label: string; description: string }[] = [
  { value: "owner", label: "Owner", description: "Full access, including managing other owners" },
  { value: "admin", label: "Admin", description: "Full access, except granting or removing the owner role" },
  { value: "agent", label: "Agent", description: "Answers conversations and manages contacts" },
  { value: "marketer", label: "Marketer", description: "Runs templates, campaigns and automations" },
];

export function roleLabel(role: Role): string {
  return ROLES.find((r) => r.value === role)?.label ?? role;
}

const STYLES: Record<Role, string> = {
  owner: "border-primary/30 bg-primary/10 text-primary",
  admin: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300",
  agent: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  marketer: "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300",
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[role], className)}>
      {roleLabel(role)}
    </Badge>
  );
}
