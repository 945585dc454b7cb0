import { Badge } from "@/components/ui/badge";
import type { ApiToken } from "@/lib/client/types";
import { cn } from "@/lib/utils";

const STATUS = {
  active: { label: "Active", className: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300", dot: "bg-emerald-500" },
  expired: { label: "Expired", className: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300", dot: "bg-amber-500" },
  revoked: { label: "Revoked", className: "text-muted-foreground bg-muted", dot: "bg-muted-foreground/60" },
} as const;

export function TokenStatusBadge({ status }: { status: ApiToken["status"] }) {
  const s = STATUS[status];
  return (
    <Badge variant="outline" className={cn("gap-1.5", s.className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", s.dot)} />
      {s.label}
    </Badge>
  );
}
