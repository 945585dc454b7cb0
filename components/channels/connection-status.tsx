import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/client/format";
import type { ChannelConnectionView } from "@/lib/client/types";

const STATUS = {
  connected: { label: "Connected", className: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-400 border-emerald-500/30" },
  not_connected: { label: "Not connected", className: "text-muted-foreground" },
  error: { label: "Error", className: "bg-destructive/10 text-destructive border-destructive/30" },
} as const;

export function StatusBadge({ status }: { status: ChannelConnectionView["status"] }) {
  const s = STATUS[status];
  return (
    <Badge variant="outline" className={s.className} data-testid="channel-status">
      {s.label}
    </Badge>
  );
}

/** The last connection test: what the platform said, and when. */
export function HealthLine({ health, checkedAt }: { health: ChannelConnectionView["health"]; checkedAt: string | null }) {
  if (!health) return <p className="text-muted-foreground text-sm">Not tested yet.</p>;
  const Icon = health.ok ? CircleCheckIcon : CircleAlertIcon;
  return (
    <p className={`flex items-start gap-2 text-sm ${health.ok ? "" : "text-destructive"}`} data-testid="channel-health">
      <Icon className={`mt-0.5 size-4 shrink-0 ${health.ok ? "text-emerald-600 dark:text-emerald-400" : ""}`} aria-hidden="true" />
      <span>
        Last test {checkedAt ? formatDateTime(checkedAt) : ""}: {health.message}
      </span>
    </p>
  );
}
