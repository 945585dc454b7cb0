/** Token lifetimes offered in the create dialog, and the ISO time each one means. */
export const EXPIRY_OPTIONS = [
  { value: "never", label: "Never" },
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "custom", label: "Custom date" },
] as const;

export type ExpiryChoice = (typeof EXPIRY_OPTIONS)[number]["value"];

const DAY = 24 * 3600 * 1000;

/** A custom date means "usable through that whole day", in the person's own time zone. */
export function endOfDay(date: string): Date {
  return new Date(`${date}T23:59:59`);
}

export function expiresAtFor(choice: ExpiryChoice, customDate: string, now = Date.now()): string | null {
  if (choice === "never") return null;
  if (choice === "custom") return endOfDay(customDate).toISOString();
  return new Date(now + Number(choice) * DAY).toISOString();
}

/** Tomorrow as YYYY-MM-DD in local time, the earliest custom date the picker allows. */
export function tomorrow(now = Date.now()): string {
  const d = new Date(now + DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
