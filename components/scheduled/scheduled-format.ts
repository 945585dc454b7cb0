import type { ScheduledMessage } from "@/lib/client/hooks/use-scheduled";

export const RECURRENCE_LABELS: Record<ScheduledMessage["recurrence"], string> = { NONE: "Does not repeat", DAILY: "Every day", WEEKLY: "Every week", MONTHLY: "Every month" };

export const STATUS_VARIANT: Record<ScheduledMessage["status"], "default" | "secondary" | "destructive" | "outline"> = { PENDING: "secondary", SENDING: "default", SENT: "outline", FAILED: "destructive", CANCELLED: "outline" };

/** "2026-03-01T09:30" for a datetime-local input, in the browser's zone. */
export function localInputValue(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const payloadPreview = (m: Pick<ScheduledMessage, "payload">) => (m.payload.kind === "text" ? m.payload.text : `Template ${m.payload.templateName} (${m.payload.languageCode})`);

export const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
