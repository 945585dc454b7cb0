import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The subscribed patterns as badges, the first `max` shown and the rest counted. */
export function EventBadges({ events, max = 2, className }: { events: string[]; max?: number; className?: string }) {
  const shown = events.slice(0, max);
  const more = events.length - shown.length;
  return (
    <div className={cn("flex flex-wrap items-center gap-1", className)}>
      {shown.map((e) => (
        <Badge key={e} variant="secondary" className="font-mono">
          {e === "*" ? "* all events" : e}
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="outline" title={events.slice(max).join(", ")}>
          +{more} more
        </Badge>
      )}
    </div>
  );
}
