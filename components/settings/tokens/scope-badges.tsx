"use client";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** A token's scopes as badges; past `max` the rest fold into a "+N" badge with a tooltip. */
export function ScopeBadges({ scopes, max = 2, className }: { scopes: string[]; max?: number; className?: string }) {
  if (scopes.includes("*")) {
    return (
      <Badge variant="outline" className={cn("border-primary/30 bg-primary/10 text-primary", className)}>
        All scopes
      </Badge>
    );
  }
  const shown = scopes.slice(0, max);
  const rest = scopes.slice(max);
  return (
    <div className={cn("flex flex-wrap items-center gap-1", className)}>
      {shown.map((s) => (
        <Badge key={s} variant="secondary" className="font-mono font-normal">
          {s}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip>
          <TooltipTrigger asChild>
            <button type="button" className="rounded-full focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px]" aria-label={`${rest.length} more scopes: ${rest.join(", ")}`}>
              <Badge variant="outline">+{rest.length}</Badge>
            </button>
          </TooltipTrigger>
          <TooltipContent className="max-w-64">
            <p className="font-mono text-xs leading-relaxed">{rest.join(", ")}</p>
          </TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}
