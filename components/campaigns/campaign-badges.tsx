import { StatusBadge, TONE, type StatusStyle } from "@/components/dashboard/status-badge";
import type { CampaignStatus, FailureCategory, RecipientStatus } from "@/lib/client/types";

export const CAMPAIGN_STATUS: Record<CampaignStatus, StatusStyle> = {
  DRAFT: { label: "Draft", className: TONE.zinc, dot: "bg-zinc-400" },
  SCHEDULED: { label: "Scheduled", className: TONE.violet, dot: "bg-violet-500" },
  RUNNING: { label: "Running", className: TONE.sky, dot: "bg-sky-500 animate-pulse" },
  PAUSED: { label: "Paused", className: TONE.amber, dot: "bg-amber-500" },
  COMPLETED: { label: "Completed", className: TONE.emerald, dot: "bg-emerald-500" },
  CANCELLED: { label: "Cancelled", className: TONE.zinc, dot: "bg-zinc-500" },
  FAILED: { label: "Failed", className: TONE.red, dot: "bg-red-500" },
};

export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  return <StatusBadge style={CAMPAIGN_STATUS[status]} status={status} testId="campaign-status" className={className} />;
}

export const RECIPIENT_STATUS: Record<RecipientStatus, StatusStyle> = {
  PENDING: { label: "Pending", className: TONE.zinc },
  CLAIMED: { label: "Sending", className: TONE.sky },
  SKIPPED: { label: "Skipped", className: TONE.zinc },
  SENT: { label: "Sent", className: TONE.blue },
  DELIVERED: { label: "Delivered", className: TONE.sky },
  READ: { label: "Read", className: TONE.emerald },
  REPLIED: { label: "Replied", className: TONE.violet },
  FAILED: { label: "Failed", className: TONE.red },
};

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  return <StatusBadge style={RECIPIENT_STATUS[status]} status={status} testId="recipient-status" />;
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
