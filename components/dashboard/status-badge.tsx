import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The tinted outline badges states are shown with, one tone per meaning, light and dark. */
export const TONE = {
  sky: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300",
  emerald: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  amber: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  red: "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300",
  zinc: "border-zinc-500/30 bg-zinc-500/10 text-zinc-700 dark:text-zinc-300",
  violet: "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300",
  blue: "border-blue-500/30 bg-blue-500/10 text-blue-700 dark:text-blue-300",
} as const;

/** A state's label, tone and (for badges with a dot) the dot's colour. */
export type StatusStyle = { label: string; className: string; dot?: string };

/** One state as a badge; `testId` and `data-status` let tests read it. */
export function StatusBadge({ style, status, testId, className }: { style: StatusStyle; status: string; testId?: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(style.dot && "gap-1.5", style.className, className)} data-testid={testId} data-status={status}>
      {style.dot && <span aria-hidden="true" className={cn("size-1.5 rounded-full", style.dot)} />}
      {style.label}
    </Badge>
  );
}
