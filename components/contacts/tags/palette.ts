/** Tag colours that read well as a tint and a dot on light and dark backgrounds. */
export const TAG_PALETTE = [
  "#ef4444",
  "#f97316",
  "#f59e0b",
  "#eab308",
  "#84cc16",
  "#22c55e",
  "#14b8a6",
  "#06b6d4",
  "#3b82f6",
  "#6366f1",
  "#8b5cf6",
  "#d946ef",
  "#ec4899",
  "#64748b",
] as const;

/** New tags take the palette's colours in turn, so neighbours differ. */
export function nextTagColor(existing: number): string {
  return TAG_PALETTE[(existing * 5) % TAG_PALETTE.length];
}
