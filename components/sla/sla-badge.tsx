"use client";

import { AlarmClockIcon, TimerIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ConversationSlaView } from "@/lib/sla/schemas";
import { cn } from "@/lib/utils";

const LABEL = { due_soon: "SLA due soon", breached: "SLA breached" } as const;

/** The inbox row's SLA mark: only when a clock is due soon or breached (a healthy clock says nothing). */
export function SlaBadge({ sla, className }: { sla: ConversationSlaView | null | undefined; className?: string }) {
  if (!sla || (sla.state !== "breached" && sla.state !== "due_soon")) return null;
  const breached = sla.state === "breached";
  const Icon = breached ? AlarmClockIcon : TimerIcon;
  return (
    <Badge
      variant={breached ? "destructive" : "outline"}
      data-testid="sla-badge"
      data-state={sla.state}
      title={`${sla.policy.name}: ${LABEL[sla.state].toLowerCase()}`}
      className={cn("h-5 rounded-full px-1.5", !breached && "border-amber-500/60 text-amber-700 dark:text-amber-300", className)}
    >
      <Icon aria-hidden="true" />
      {breached ? "Breached" : "Due soon"}
      <span className="sr-only"> ({LABEL[sla.state]})</span>
    </Badge>
  );
}
