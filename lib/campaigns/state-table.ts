import type { CAMPAIGN_STATUSES } from "@/db/enums";

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Which states each operation accepts (docs/decisions.md, "Campaign states"). The spec fixes
 * update, run, pause, resume and cancel; retry and delete are ours. The engine's own moves
 * (RUNNING → COMPLETED or FAILED, SCHEDULED → RUNNING at its time) are in the engine. Plain
 * data, so the dashboard enables its buttons from the table the API enforces (states.ts).
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
