"use client";

import { RepeatIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ScheduledMessage } from "@/lib/client/hooks/use-scheduled";
import { cn } from "@/lib/utils";
import { dayKey, payloadPreview } from "./scheduled-format";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MAX_PER_DAY = 3;

/** Six weeks from Monday, each day listing what goes out then (a recurring message on every day it recurs), in the browser's zone. */
export function MonthCalendar({ month, gridStart, items, onPick }: { month: Date; gridStart: Date; items: ScheduledMessage[] | undefined; onPick: (m: ScheduledMessage) => void }) {
  const byDay = new Map<string, { at: Date; m: ScheduledMessage }[]>();
  for (const m of items ?? [])
    for (const iso of m.occurrencesInRange ?? []) {
      const at = new Date(iso);
      const list = byDay.get(dayKey(at)) ?? [];
      list.push({ at, m });
      byDay.set(dayKey(at), list);
    }
  const today = dayKey(new Date());
  const days = Array.from({ length: 42 }, (_, i) => new Date(gridStart.getFullYear(), gridStart.getMonth(), gridStart.getDate() + i));

  return (
    <div className="overflow-x-auto rounded-md border" data-testid="scheduled-calendar">
      <div className="grid min-w-[42rem] grid-cols-7">
        {WEEKDAYS.map((d) => (
          <div key={d} className="text-muted-foreground border-b px-2 py-1.5 text-xs font-medium">
            {d}
          </div>
        ))}
        {days.map((d) => {
          const entries = (byDay.get(dayKey(d)) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime());
          const inMonth = d.getMonth() === month.getMonth();
          return (
            <div key={d.toISOString()} className={cn("min-h-24 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0", !inMonth && "bg-muted/40")} data-testid="calendar-day">
              <div className={cn("mb-1 text-xs tabular-nums", !inMonth && "text-muted-foreground", dayKey(d) === today && "bg-primary text-primary-foreground inline-flex size-5 items-center justify-center rounded-full")}>{d.getDate()}</div>
              {items === undefined ? (
                <Skeleton className="h-4 w-3/4" />
              ) : (
                <ul className="grid gap-0.5">
                  {entries.slice(0, MAX_PER_DAY).map(({ at, m }) => (
                    <li key={`${m.id}-${at.toISOString()}`}>
                      <button
                        type="button"
                        onClick={() => onPick(m)}
                        className={cn(
                          "hover:bg-accent flex w-full items-center gap-1 truncate rounded px-1 py-0.5 text-left text-[11px]",
                          m.status === "FAILED" ? "text-destructive" : m.status === "SENT" ? "text-muted-foreground" : m.status === "CANCELLED" ? "text-muted-foreground line-through" : "bg-primary/10",
                        )}
                        title={`${at.toLocaleString()} · ${m.contact?.name || m.recipientRef} · ${payloadPreview(m)}`}
                        data-testid="calendar-entry"
                      >
                        <span className="tabular-nums">{at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}</span>
                        {m.recurrence !== "NONE" && <RepeatIcon className="size-3 shrink-0" aria-label="Repeats" />}
                        <span className="truncate">{m.contact?.name || m.recipientRef}</span>
                      </button>
                    </li>
                  ))}
                  {entries.length > MAX_PER_DAY && <li className="text-muted-foreground px-1 text-[11px]">+{entries.length - MAX_PER_DAY} more</li>}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
