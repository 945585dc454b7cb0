/**
 * The snooze menu's choices, as a team lead expects them (Chatwoot's and Zendesk's): later
 * today, tomorrow at 9, next week (Monday at 9), or until the customer writes. Times are the
 * agent's own clock; pure so the unit test pins them.
 */
export type SnoozeChoice = { key: string; label: string; input: { until?: string; untilReply?: boolean } };

export function snoozePresets(now: Date): SnoozeChoice[] {
  const at9 = (d: Date) => {
    const x = new Date(d);
    x.setHours(9, 0, 0, 0);
    return x;
  };
  const laterToday = new Date(now.getTime() + 3 * 3_600_000);
  const tomorrow = at9(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  const daysToMonday = ((8 - now.getDay()) % 7) || 7;
  const nextWeek = at9(new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToMonday));
  return [
    { key: "later", label: "Later today (in 3 hours)", input: { until: laterToday.toISOString() } },
    { key: "tomorrow", label: "Tomorrow at 9:00", input: { until: tomorrow.toISOString() } },
    { key: "next-week", label: "Next week (Monday 9:00)", input: { until: nextWeek.toISOString() } },
    { key: "reply", label: "Until the customer replies", input: { untilReply: true } },
  ];
}

/** `datetime-local` text for a time, in the agent's zone (the input takes no zone). */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
