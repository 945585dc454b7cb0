import type { CAMPAIGN_STATUSES } from "@/db/enums";
import { AppError } from "@/lib/domain/errors";

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Which states each operation accepts (docs/decisions.md, "Campaign states"). The spec fixes
 * update, run, pause, resume and cancel; retry and delete are ours. The engine's own moves
 * (RUNNING → COMPLETED or FAILED, SCHEDULED → RUNNING at its time) are in the engine.
 */
export const ALLOWED_FROM = {
  update: ["DRAFT", "SCHEDULED"],
  run: ["DRAFT", "SCHEDULED"],
  pause: ["RUNNING"],
  resume: ["PAUSED"],
  cancel: ["DRAFT", "SCHEDULED", "RUNNING", "PAUSED"],
  retry: ["RUNNING", "PAUSED", "COMPLETED", "FAILED"],
  delete: ["DRAFT", "SCHEDULED", "PAUSED", "COMPLETED", "CANCELLED", "FAILED"],
} as const satisfies Record<string, readonly CampaignStatus[]>;

export type CampaignOperation = keyof typeof ALLOWED_FROM;

export function allows(op: CampaignOperation, status: CampaignStatus): boolean {
  return (ALLOWED_FROM[op] as readonly CampaignStatus[]).includes(status);
}

/** 409 naming the current state and the states that would allow the operation. */
export function assertAllowed(op: CampaignOperation, status: CampaignStatus) {
  if (allows(op, status)) return;
  const allowed = ALLOWED_FROM[op];
  throw AppError.conflict(`A ${status} campaign cannot be ${PAST[op]}; only ${allowed.join(", ")} campaigns can`, { reason: "campaign_state", status, allowed });
}

const PAST: Record<CampaignOperation, string> = {
  update: "updated",
  run: "run",
  pause: "paused",
  resume: "resumed",
  cancel: "cancelled",
  retry: "retried",
  delete: "deleted",
};

export const FINISHED: readonly CampaignStatus[] = ["COMPLETED", "CANCELLED", "FAILED"];
