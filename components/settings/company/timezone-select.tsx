"use client";

import { useMemo } from "react";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";

/** "UTC+05:30" for a zone right now, so people can tell similar-sounding zones apart. */
function offsetOf(timeZone: string): string {
  const part = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value;
  return part === "GMT" || !part ? "UTC" : part.replace("GMT", "UTC");
}

/** Every IANA zone the browser knows, grouped by region ("Europe", "America", …). */
function useTimeZoneGroups(current: string) {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf("timeZone");
    if (current && !zones.includes(current)) zones.unshift(current);
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const zone of zones) {
      const region = zone.includes("/") ? zone.split("/")[0] : "Universal";
      const label = `${zone.replace(/_/g, " ")} (${offsetOf(zone)})`;
      groups.set(region, [...(groups.get(region) ?? []), { value: zone, label }]);
    }
    return [...groups.entries()];
  }, [current]);
}

type Props = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  id?: string;
} & Pick<React.ComponentProps<typeof SelectTrigger>, "aria-invalid" | "aria-describedby">;

export function TimeZoneSelect({ value, onChange, disabled, ...trigger }: Props) {
  const groups = useTimeZoneGroups(value);
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger className="w-full" {...trigger}>
        <SelectValue placeholder="Choose a time zone" />
      </SelectTrigger>
      <SelectContent position="popper" className="max-h-80">
        {groups.map(([region, zones]) => (
          <SelectGroup key={region}>
            <SelectLabel>{region}</SelectLabel>
            {zones.map((z) => (
              <SelectItem key={z.value} value={z.value}>
                {z.label}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
