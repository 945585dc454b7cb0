import { Badge } from "@/components/ui/badge";
import type { Delivery, Webhook } from "@/lib/client/types";
import { cn } from "@/lib/utils";

const WEBHOOK_STATUS: Record<Webhook["status"], { label: string; className: string; dot: string }> = {
  ACTIVE: { label: "Active", className: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300", dot: "bg-emerald-500" },
  PAUSED: { label: "Paused", className: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300", dot: "bg-amber-500" },
  FAILED: { label: "Failed", className: "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300", dot: "bg-red-500" },
};

export function WebhookStatusBadge({ status, className }: { status: Webhook["status"]; className?: string }) {
  const s = WEBHOOK_STATUS[status];
  return (
    <Badge variant="outline" className={cn("gap-1.5", s.className, className)} data-status={status}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", s.dot)} />
      {s.label}
    </Badge>
  );
}

export const DELIVERY_STATUS: Record<Delivery["status"], { label: string; className: string }> = {
  SUCCEEDED: { label: "Succeeded", className: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300" },
  FAILED: { label: "Failed", className: "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300" },
  RETRYING: { label: "Retrying", className: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300" },
  PENDING: { label: "Pending", className: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300" },
  HELD: { label: "Held", className: "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300" },
  DISCARDED: { label: "Discarded", className: "border-muted-foreground/30 bg-muted text-muted-foreground" },
};

export function DeliveryStatusBadge({ status }: { status: Delivery["status"] }) {
  const s = DELIVERY_STATUS[status];
  return (
    <Badge variant="outline" className={s.className} data-status={status}>
      {s.label}
    </Badge>
  );
}

/** "2xx" answers read green, anything else red; no answer at all (timeout, refused) is a dash. */
export function HttpStatus({ code }: { code: number | null }) {
  if (code === null) return <span className="text-muted-foreground">—</span>;
  const ok = code >= 200 && code < 300;
  return <span className={cn("font-mono text-xs tabular-nums", ok ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400")}>{code}</span>;
}
