import { StarIcon } from "lucide-react";
import { StatusBadge, TONE, type StatusStyle } from "@/components/dashboard/status-badge";
import { Badge } from "@/components/ui/badge";
import type { Inbox } from "./use-inboxes";

const STATUS: Record<Inbox["status"], StatusStyle> = {
  connected: { label: "Connected", className: TONE.emerald, dot: "bg-emerald-500" },
  error: { label: "Error", className: TONE.red, dot: "bg-red-500" },
  disconnected: { label: "Disconnected", className: TONE.zinc, dot: "bg-zinc-400" },
  deleted: { label: "Deleted", className: TONE.zinc },
};

const MODE: Record<Inbox["mode"], StatusStyle> = {
  sandbox: { label: "Sandbox", className: TONE.amber },
  live: { label: "Live", className: TONE.sky },
};

export function InboxStatusBadge({ status }: { status: Inbox["status"] }) {
  return <StatusBadge style={STATUS[status]} status={status} testId="inbox-status" />;
}

export function InboxModeBadge({ mode }: { mode: Inbox["mode"] }) {
  return <StatusBadge style={MODE[mode]} status={mode} testId="inbox-mode" />;
}

/** The channel's default: what sends that name no inbox, and new conversations, go out of. */
export function DefaultBadge() {
  return (
    <Badge variant="secondary" data-testid="inbox-default" title="Sends that name no inbox, and new conversations, go out of the default">
      <StarIcon className="fill-current" aria-hidden="true" />
      Default
    </Badge>
  );
}
