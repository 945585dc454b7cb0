import type { TemplateStatus } from "./enums";

/**
 * The platform's template states and status-callback events in the spec's five states.
 * In-appeal and pending-deletion are still waiting on the platform (PENDING); archived,
 * deleted and locked ones cannot be sent (DISABLED); reinstated and unarchived ones are
 * APPROVED again. FLAGGED is a quality warning, not a state: the template stays as it is.
 */
const MAP: Record<string, TemplateStatus | null> = {
  APPROVED: "APPROVED",
  PENDING: "PENDING",
  IN_APPEAL: "PENDING",
  PENDING_DELETION: "DISABLED",
  REJECTED: "REJECTED",
  PAUSED: "PAUSED",
  DISABLED: "DISABLED",
  DELETED: "DISABLED",
  ARCHIVED: "DISABLED",
  LOCKED: "DISABLED",
  REINSTATED: "APPROVED",
  UNARCHIVED: "APPROVED",
  UNLOCKED: "APPROVED",
  FLAGGED: null,
  LIMIT_EXCEEDED: null,
};

export function platformStatus(value: string | null | undefined): { status: TemplateStatus; note: string | null } | null {
  const key = (value ?? "").toUpperCase();
  const status = MAP[key];
  if (!status) return null;
  // Keep the platform's own word when it says more than our state does.
  return { status, note: key === status ? null : key.toLowerCase().replace(/_/g, " ") };
}

const QUALITIES = new Set(["GREEN", "YELLOW", "RED", "UNKNOWN"]);
export const platformQuality = (score: string | null | undefined) => {
  const s = (score ?? "").toUpperCase();
  return QUALITIES.has(s) ? (s as "GREEN" | "YELLOW" | "RED" | "UNKNOWN") : null;
};
