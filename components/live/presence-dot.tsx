import { PRESENCE_LABELS } from "@/lib/client/live/presence";
import type { PresenceStatus } from "@/lib/client/types";
import { cn } from "@/lib/utils";

const COLORS: Record<PresenceStatus, string> = {
  online: "bg-emerald-500",
  away: "bg-amber-500",
  offline: "bg-zinc-400 dark:bg-zinc-500",
};

/**
 * A teammate's presence as a small dot (green online, amber away, grey offline) named for
 * screen readers and on hover. Nothing is drawn while the status is unknown.
 */
export function PresenceDot({ status, className }: { status: PresenceStatus | undefined; className?: string }) {
  if (!status) return null;
  const label = PRESENCE_LABELS[status];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="presence-dot"
      data-status={status}
      className={cn("ring-background inline-block size-2.5 shrink-0 rounded-full ring-2", COLORS[status], className)}
    />
  );
}
