import { AppError } from "@/lib/domain/errors";
import { ALLOWED_FROM, allows, type CampaignOperation, type CampaignStatus } from "./state-table";

export { ALLOWED_FROM, allows, type CampaignOperation, type CampaignStatus };

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
