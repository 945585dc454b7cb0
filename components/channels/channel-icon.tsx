import type { LucideIcon } from "lucide-react";

/** A channel's glyph in its tile, lit while the channel is connected. */
export function ChannelIcon({ icon: Icon, active }: { icon: LucideIcon; active?: boolean }) {
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${active ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground"}`}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
