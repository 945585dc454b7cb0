import { segments, type Snippet } from "@/lib/search/highlight";
import { cn } from "@/lib/utils";

/**
 * A snippet with its matches marked. The text is rendered as React text nodes, never as
 * HTML, so whatever a customer wrote is shown as written. dir="auto": Arabic reads right to left.
 */
export function Highlighted({ snippet, className }: { snippet: Snippet; className?: string }) {
  return (
    <span dir="auto" className={cn("truncate", className)}>
      {segments(snippet).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-400/30">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
