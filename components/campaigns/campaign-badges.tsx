import { Badge } from "@/components/ui/badge";
import type { CampaignStatus, FailureCategory, RecipientStatus } from "@/lib/client/types";
import { cn } from "@/lib/utils";

type Style = { label: string; className: string; dot: string };

const SKY = "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300";
const EMERALD = "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300";
const AMBER = "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300";
const RED = "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300";
const ZINC = "border-zinc-500/30 bg-zinc-500/10 text-zinc-700 dark:text-zinc-300";
const VIOLET = "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300";
const BLUE = "border-blue-500/30 bg-blue-500/10 text-blue-700 dark:text-blue-300";

export const CAMPAIGN_STATUS: Record<CampaignStatus, Style> = {
  DRAFT: { label: "Draft", className: ZINC, dot: "bg-zinc-400" },
  SCHEDULED: { label: "Scheduled", className: VIOLET, dot: "bg-violet-500" },
  RUNNING: { label: "Running", className: SKY, dot: "bg-sky-500 animate-pulse" },
  PAUSED: { label: "Paused", className: AMBER, dot: "bg-amber-500" },
  COMPLETED: { label: "Completed", className: EMERALD, dot: "bg-emerald-500" },
  CANCELLED: { label: "Cancelled", className: ZINC, dot: "bg-zinc-500" },
  FAILED: { label: "Failed", className: RED, dot: "bg-red-500" },
};

export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  const s = CAMPAIGN_STATUS[status];
  return (
    <Badge variant="outline" className={cn("gap-1.5", s.className, className)} data-testid="campaign-status" data-status={status}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", s.dot)} />
      {s.label}
    </Badge>
  );
}

export const RECIPIENT_STATUS: Record<RecipientStatus, Omit<Style, "dot">> = {
  PENDING: { label: "Pending", className: ZINC },
  CLAIMED: { label: "Sending", className: SKY },
  SKIPPED: { label: "Skipped", className: ZINC },
  SENT: { label: "Sent", className: BLUE },
  DELIVERED: { label: "Delivered", className: SKY },
  READ: { label: "Read", className: EMERALD },
  REPLIED: { label: "Replied", className: VIOLET },
  FAILED: { label: "Failed", className: RED },
};

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  const s = RECIPIENT_STATUS[status];
  return (
    <Badge variant="outline" className={s.className} data-testid="recipient-status" data-status={status}>
      {s.label}
    </Badge>
  );
}

export const FAILURE_LABELS: Record<FailureCategory, { label: string; hint: string }> = {
  INVALID_NUMBER: { label: "Invalid number", hint: "The number does not exist or is badly formed" },
  NOT_ON_CHANNEL: { label: "Not on the chat app", hint: "The number has no chat app account" },
  RATE_LIMITED: { label: "Rate limited", hint: "The platform asked to slow down; retrying later usually works" },
  TEMPLATE_PROBLEM: { label: "Template problem", hint: "The template was paused, disabled or its parameters were refused" },
  POLICY_BLOCKED: { label: "Blocked by policy", hint: "The platform refused to deliver (spam limits, the customer blocked you)" },
  VARIABLE_MISSING: { label: "Variable missing", hint: "A {{n}} could not be filled for this contact" },
  PLATFORM_ERROR: { label: "Platform error", hint: "The platform failed; retrying later usually works" },
  UNKNOWN: { label: "Unknown", hint: "The platform gave no reason we recognise" },
};
