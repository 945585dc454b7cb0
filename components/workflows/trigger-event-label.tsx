import { GlobeIcon } from "lucide-react";
import { WEB_EVENT_PREFIX } from "@/lib/workflows/trigger-event";

/** A trigger as people read it: the catalog name in mono, or "Website: <name>". */
export function TriggerEventLabel({ event }: { event: string }) {
  if (event.startsWith(WEB_EVENT_PREFIX)) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm" title={event}>
        <GlobeIcon className="text-muted-foreground size-3.5" aria-hidden="true" />
        Website: <span className="font-mono text-xs">{event.slice(WEB_EVENT_PREFIX.length)}</span>
      </span>
    );
  }
  return <span className="font-mono text-xs">{event}</span>;
}
