"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCan } from "@/lib/client/hooks/use-me";
import { useTriggerEventCatalog } from "@/lib/client/hooks/use-workflows";
import { EVENT_TYPES } from "@/lib/events/catalog";
import { WEB_EVENT_PREFIX } from "@/lib/workflows/trigger-event";

const WEBSITE = "__website__";

type Props = { value: string; onChange: (value: string) => void; invalid?: boolean; disabled?: boolean; id?: string };

/**
 * The workflow's event: one of the catalog's events by group, or a website's own event by its
 * name (stored as web_event:<name>). The catalog comes from the API; people whose role can't
 * read it (agents, who only look at workflows) see the names from the catalog the app is built with.
 */
export function TriggerEventPicker({ value, onChange, invalid, disabled, id }: Props) {
  const canRead = useCan("webhooks:read");
  const catalog = useTriggerEventCatalog(canRead);
  const events = catalog.data?.data ?? (catalog.isError || !canRead ? EVENT_TYPES : []);
  const groups = [...new Set(events.map((e) => e.group))];
  const website = value.startsWith(WEB_EVENT_PREFIX);
  const nameId = useId();
  const description = events.find((e) => e.name === value)?.description;

  return (
    <div className="grid gap-2">
      <Select value={website ? WEBSITE : value} onValueChange={(v) => onChange(v === WEBSITE ? WEB_EVENT_PREFIX : v)} disabled={disabled}>
        <SelectTrigger id={id} className="w-full font-mono text-[13px]" aria-invalid={invalid || undefined} aria-label={id ? undefined : "Trigger event"}>
          <SelectValue placeholder="Choose an event…" />
        </SelectTrigger>
        <SelectContent className="max-h-80">
          <SelectGroup>
            <SelectLabel>Website</SelectLabel>
            <SelectItem value={WEBSITE}>A website event, by its name</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          {groups.map((g) => (
            <SelectGroup key={g}>
              <SelectLabel className="font-mono">{g}</SelectLabel>
              {events
                .filter((e) => e.group === g)
                .map((e) => (
                  <SelectItem key={e.name} value={e.name} className="font-mono text-[13px]">
                    {e.name}
                  </SelectItem>
                ))}
            </SelectGroup>
          ))}
          {/* The stored value shows even before the catalog has loaded. */}
          {!website && value && !events.some((e) => e.name === value) && <SelectItem value={value}>{value}</SelectItem>}
        </SelectContent>
      </Select>
      {website ? (
        <div className="grid gap-1">
          <label htmlFor={nameId} className="text-muted-foreground text-xs">
            Website event name (as your site sends it)
          </label>
          <Input
            id={nameId}
            value={value.slice(WEB_EVENT_PREFIX.length)}
            onChange={(e) => onChange(`${WEB_EVENT_PREFIX}${e.target.value.trim()}`)}
            placeholder="e.g. checkout_started"
            className="font-mono text-[13px]"
            disabled={disabled}
            aria-invalid={invalid || undefined}
          />
        </div>
      ) : (
        description && <p className="text-muted-foreground text-xs">{description}</p>
      )}
    </div>
  );
}
