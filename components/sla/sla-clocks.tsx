"use client";

import { Badge } from "@/components/ui/badge";
import type { ConversationSlaView } from "@/lib/sla/schemas";
import { cn } from "@/lib/utils";

type Clock = NonNullable<ConversationSlaView["firstResponse"]>;

const NAMES = { firstResponse: "First response", nextResponse: "Next response", resolution: "Resolution" } as const;
const time = (iso: string) => new Date(iso).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

function describe(c: Clock): string {
  if (c.state === "met") return c.breachedAt ? "met late" : "met";
  if (c.state === "breached") return c.dueAt ? `breached (due ${time(c.dueAt)})` : "breached";
  if (!c.dueAt) return "waits for the customer";
  return `${c.state === "due_soon" ? "due soon, " : "due "}${time(c.dueAt)}`;
}

const TONE: Record<Clock["state"], string> = {
  ok: "",
  met: "text-muted-foreground",
  due_soon: "border-amber-500/60 text-amber-700 dark:text-amber-300",
  breached: "border-destructive/60 text-destructive dark:text-red-300",
};

/** The conversation header's SLA: the policy and each clock it runs, with its due time or outcome. */
export function SlaClocks({ sla }: { sla: ConversationSlaView | null | undefined }) {
  if (!sla) return null;
  const clocks = (Object.keys(NAMES) as (keyof typeof NAMES)[]).flatMap((k) => (sla[k] ? [[k, sla[k]] as const] : []));
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="sla-clocks" data-state={sla.state} aria-label={`Service level ${sla.policy.name}`}>
      {clocks.map(([k, c]) => (
        <Badge key={k} variant="outline" data-testid={`sla-clock-${k}`} data-state={c.state} className={cn("font-normal", TONE[c.state])}>
          {NAMES[k]}: {describe(c)}
        </Badge>
      ))}
    </span>
  );
}
