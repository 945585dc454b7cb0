"use client";

import { ChevronRightIcon, SearchIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { TriStateCheckbox } from "@/components/settings/tokens/tri-state-checkbox";
import { Checkbox } from "@/components/ui/checkbox";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { groupState, isCovered, toggleEvent, toggleGroup } from "@/lib/client/event-selection";
import { useEventCatalog } from "@/lib/client/hooks/use-webhooks";
import type { EventType } from "@/lib/client/types";
import { cn } from "@/lib/utils";

type Props = { value: string[]; onChange: (value: string[]) => void; invalid?: boolean };

const slug = (s: string) => s.replace(/\W+/g, "-");

/** The catalog by group (from GET /api/v1/webhooks/events): `*`, whole groups, or single events. */
export function EventPicker({ value, onChange, invalid }: Props) {
  const catalog = useEventCatalog();
  const [search, setSearch] = useState("");
  const all = value.includes("*");
  const names = useMemo(() => catalog.data?.data.map((e) => e.name) ?? [], [catalog.data]);
  const groups = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (catalog.data?.groups ?? [])
      .map((group) => {
        const events = catalog.data!.data.filter((e) => e.group === group);
        const shown = q ? events.filter((e) => e.name.includes(q) || e.description.toLowerCase().includes(q)) : events;
        return { group, events, shown };
      })
      .filter((g) => g.shown.length > 0);
  }, [catalog.data, search]);

  if (catalog.isError) return <p className="text-destructive text-sm">Could not load the event types: {errorMessage(catalog.error)}</p>;
  if (!catalog.data) return <Skeleton className="h-64 w-full" />;

  return (
    <div className={cn("grid gap-3 rounded-md border p-3", invalid && "border-destructive")}>
      <div className={cn("flex items-start gap-3 rounded-md border p-3", all && "border-primary/40 bg-primary/5")}>
        <Checkbox id="event-all" checked={all} onCheckedChange={(on) => onChange(on === true ? ["*"] : [])} aria-describedby="event-all-hint" />
        <div className="grid gap-1 leading-none">
          <Label htmlFor="event-all">All events (*)</Label>
          <p id="event-all-hint" className="text-muted-foreground text-xs">
            Every event below, and event types added later.
          </p>
        </div>
      </div>
      <div className="relative">
        <SearchIcon className="text-muted-foreground pointer-events-none absolute top-2.5 left-2.5 size-4" aria-hidden="true" />
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Find an event…" aria-label="Find an event" className="pl-8" disabled={all} />
      </div>
      <ul className="-mx-1 grid max-h-80 gap-1.5 overflow-y-auto px-1" aria-label="Event groups">
        {groups.map(({ group, events, shown }) => (
          <EventGroup
            key={group}
            group={group}
            events={events}
            shown={shown}
            value={value}
            disabled={all}
            forceOpen={search.trim() !== ""}
            onGroup={(on) => onChange(toggleGroup(value, group, on))}
            onEvent={(name, on) => onChange(toggleEvent(value, name, names, on))}
          />
        ))}
        {groups.length === 0 && <li className="text-muted-foreground px-1 py-2 text-sm">No event matches “{search}”.</li>}
      </ul>
    </div>
  );
}

type GroupProps = {
  group: string;
  events: EventType[];
  shown: EventType[];
  value: string[];
  disabled: boolean;
  forceOpen: boolean;
  onGroup: (on: boolean) => void;
  onEvent: (name: string, on: boolean) => void;
};

function EventGroup({ group, events, shown, value, disabled, forceOpen, onGroup, onEvent }: GroupProps) {
  const [open, setOpen] = useState(false);
  const state = groupState(value, events.map((e) => e.name));
  const picked = events.filter((e) => isCovered(value, e.name)).length;
  const wildcard = value.includes(`${group}.*`);
  const id = `event-group-${slug(group)}`;
  return (
    <li className="rounded-md border">
      <Collapsible open={open || forceOpen} onOpenChange={setOpen}>
        <div className="flex items-center gap-2 px-2 py-1.5">
          <TriStateCheckbox id={id} checked={state} disabled={disabled} onCheckedChange={(on) => onGroup(on === true)} aria-label={`All ${group} events`} />
          <CollapsibleTrigger className="hover:bg-muted focus-visible:ring-ring flex flex-1 items-center gap-2 rounded px-1 py-0.5 text-left text-sm outline-none focus-visible:ring-2">
            <ChevronRightIcon className={cn("size-4 transition-transform", (open || forceOpen) && "rotate-90")} aria-hidden="true" />
            <span className="font-mono font-medium">{group}</span>
            {wildcard && <span className="text-muted-foreground font-mono text-xs">{group}.*</span>}
            <span className="text-muted-foreground ml-auto text-xs tabular-nums">
              {picked} of {events.length}
            </span>
          </CollapsibleTrigger>
        </div>
        <CollapsibleContent>
          <ul className="grid gap-2 border-t px-3 py-2.5 sm:grid-cols-2">
            {shown.map((e) => {
              const eid = `event-${slug(e.name)}`;
              return (
                <li key={e.name} className="flex items-start gap-2.5">
                  <Checkbox id={eid} checked={isCovered(value, e.name)} disabled={disabled} onCheckedChange={(on) => onEvent(e.name, on === true)} aria-describedby={`${eid}-hint`} />
                  <div className="grid gap-0.5 leading-none">
                    <Label htmlFor={eid} className="font-mono text-xs font-medium">
                      {e.name}
                    </Label>
                    <p id={`${eid}-hint`} className="text-muted-foreground text-xs leading-snug">
                      {e.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}
