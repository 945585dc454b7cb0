import { XIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type TagLike = { id: string; name: string; color: string };

/** "#abc" -> "#aabbcc", so an alpha suffix can be appended. */
export function fullHex(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : "#64748b";
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
}

/** A tag in its own colour: a tinted pill with a solid dot, readable in both themes. */
export function TagChip({
  tag,
  className,
  onRemove,
  removeDisabled,
}: {
  tag: TagLike;
  className?: string;
  onRemove?: () => void;
  removeDisabled?: boolean;
}) {
  const color = fullHex(tag.color);
  return (
    <span
      data-slot="tag-chip"
      className={cn(
        "text-foreground inline-flex h-6 max-w-full min-w-0 items-center gap-1.5 rounded-full border px-2 text-xs font-medium whitespace-nowrap",
        onRemove && "pr-0.5",
        className,
      )}
      style={{ backgroundColor: `${color}1f`, borderColor: `${color}59` }}
    >
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      <span className="truncate">{tag.name}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={removeDisabled}
          aria-label={`Remove tag ${tag.name}`}
          className="hover:bg-foreground/10 focus-visible:ring-ring/50 inline-flex size-5 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] disabled:opacity-50"
        >
          <XIcon className="size-3" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

/** A row of tags that keeps to one line: the first few, then "+N". */
export function TagList({ tags, max = 2 }: { tags: TagLike[]; max?: number }) {
  if (!tags.length) return <span className="text-muted-foreground">—</span>;
  const shown = tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <span className="flex min-w-0 items-center gap-1" title={tags.map((t) => t.name).join(", ")}>
      {shown.map((t) => (
        <TagChip key={t.id} tag={t} className="max-w-32" />
      ))}
      {rest > 0 && <span className="text-muted-foreground text-xs font-medium">+{rest}</span>}
    </span>
  );
}
