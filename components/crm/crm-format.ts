import type { LEAD_STAGES, TICKET_PRIORITIES, TICKET_STATUSES } from "@/db/enums";

/** Labels and badge tones of the ticket, lead and task states. */
export const TICKET_STATUS_LABELS: Record<(typeof TICKET_STATUSES)[number], string> = { OPEN: "Open", PENDING: "Pending", RESOLVED: "Resolved", CLOSED: "Closed" };
export const PRIORITY_LABELS: Record<(typeof TICKET_PRIORITIES)[number], string> = { LOW: "Low", NORMAL: "Normal", HIGH: "High", URGENT: "Urgent" };
export const PRIORITY_VARIANT: Record<(typeof TICKET_PRIORITIES)[number], "secondary" | "outline" | "default" | "destructive"> = { LOW: "outline", NORMAL: "secondary", HIGH: "default", URGENT: "destructive" };
export const LEAD_STAGE_LABELS: Record<(typeof LEAD_STAGES)[number], string> = { NEW: "New", CONTACTED: "Contacted", QUALIFIED: "Qualified", PROPOSAL: "Proposal", WON: "Won", LOST: "Lost" };

export function formatMoney(value: number | null, currency: string): string {
  if (value === null) return "—";
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** "due in 3h" / "overdue by 20m", for SLA and task due times. */
export function dueLabel(iso: string, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const text = abs < 3_600_000 ? `${Math.max(1, Math.round(abs / 60_000))}m` : abs < 172_800_000 ? `${Math.round(abs / 3_600_000)}h` : `${Math.round(abs / 86_400_000)}d`;
  return diff >= 0 ? `due in ${text}` : `overdue by ${text}`;
}
