import { cn } from "@/lib/utils";

/**
 * A label as a small chip: a dot in its colour and its name. The colour is only the dot, so
 * the text keeps the theme's contrast in light and dark whatever colour was picked.
 */
export function LabelChip({ label, className, children }: { label: { name: string; color: string }; className?: string; children?: React.ReactNode }) {
  return (
    <span className={cn("bg-muted text-foreground inline-flex max-w-40 items-center gap-1 rounded-full border px-1.5 py-px text-[11px] leading-4", className)} data-testid="label-chip">
      <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: label.color }} aria-hidden="true" />
      <span className="truncate">{label.name}</span>
      {children}
    </span>
  );
}
