"use client";

import { CalendarClockIcon, GaugeIcon, RotateCcwIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { formatDuration } from "@/lib/client/campaign-view";
import { defaultScheduleLocal, timeZoneLabel, type WizardValues } from "@/lib/client/campaign-wizard";
import { cn } from "@/lib/utils";

/** A number input whose empty box is null (the optional cap) rather than 0. */
function numberOrNull(raw: string): number | null {
  return raw.trim() === "" ? null : Number(raw);
}

/** Step 4: now or at a time (read in this browser's zone), how fast, and what happens to failures. */
export function ScheduleStep({ audienceSize }: { audienceSize: number | null }) {
  const { control, setValue, getValues } = useFormContext<WizardValues>();
  const [when, perSecond, perDay, autoRetry] = useWatch({ control, name: ["when", "messagesPerSecond", "messagesPerDay", "autoRetry"] });
  const [zone] = useState(() => timeZoneLabel());
  const rate = Number(perSecond) >= 1 ? Number(perSecond) : null;
  const cap = typeof perDay === "number" && perDay > 0 ? perDay : null;
  const duration = audienceSize && rate ? formatDuration(audienceSize / rate) : null;
  const days = audienceSize && cap ? Math.ceil(audienceSize / cap) : 1;

  return (
    <div className="grid gap-7">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">When</legend>
        <FormField
          control={control}
          name="when"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={(v) => {
                field.onChange(v);
                if (v === "schedule" && !getValues("scheduledLocal")) setValue("scheduledLocal", defaultScheduleLocal(Date.now()));
              }}
              className="grid gap-3 sm:grid-cols-2"
              aria-label="When to send"
            >
              {(
                [
                  { value: "now", title: "Send now", hint: "Starts as soon as you launch", icon: SendIcon },
                  { value: "schedule", title: "Schedule", hint: "Starts by itself at a time you pick", icon: CalendarClockIcon },
                ] as const
              ).map((o) => (
                <label
                  key={o.value}
                  className={cn(
                    "hover:bg-accent/50 has-focus-visible:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 has-focus-visible:ring-[3px]",
                    field.value === o.value && "border-primary bg-primary/5 hover:bg-primary/5",
                  )}
                >
                  <RadioGroupItem value={o.value} className="mt-0.5" aria-label={o.title} />
                  <span className="grid gap-0.5 text-sm">
                    <span className="flex items-center gap-2 font-medium">
                      <o.icon className="text-muted-foreground size-4" aria-hidden="true" />
                      {o.title}
                    </span>
                    <span className="text-muted-foreground text-xs">{o.hint}</span>
                  </span>
                </label>
              ))}
            </RadioGroup>
          )}
        />
        {when === "schedule" && (
          <FormField
            control={control}
            name="scheduledLocal"
            render={({ field }) => (
              <FormItem className="max-w-xs">
                <FormLabel>Date and time</FormLabel>
                <FormControl>
                  <Input type="datetime-local" {...field} value={field.value ?? ""} />
                </FormControl>
                <FormDescription data-testid="time-zone">In your time zone: {zone}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-3 flex items-center gap-2 text-sm font-medium">
          <GaugeIcon className="text-muted-foreground size-4" aria-hidden="true" />
          Pacing
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="messagesPerSecond"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Messages per second</FormLabel>
                <FormControl>
                  <Input type="number" min={1} max={20} step={1} inputMode="numeric" {...field} value={field.value ?? ""} onChange={(e) => field.onChange(numberOrNull(e.target.value))} />
                </FormControl>
                <FormDescription>1 to 20. Slower sends are kinder to a new number’s quality rating.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="messagesPerDay"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Daily cap (optional)</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    placeholder="No cap"
                    {...field}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(numberOrNull(e.target.value))}
                  />
                </FormControl>
                <FormDescription>The rest carries over to the next day, in your company’s time zone.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        {duration && (
          <p className="text-muted-foreground text-sm" data-testid="estimated-duration">
            {audienceSize!.toLocaleString("en")} messages at {rate}/s take about {duration}
            {days > 1 ? `, spread over ${days} days by the cap` : ""}.
          </p>
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-3 flex items-center gap-2 text-sm font-medium">
          <RotateCcwIcon className="text-muted-foreground size-4" aria-hidden="true" />
          Failures
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="autoRetry"
            render={({ field }) => (
              <FormItem className="flex flex-row items-start justify-between gap-3 rounded-md border px-3 py-2.5">
                <div className="grid gap-1">
                  <FormLabel>Retry failures by themselves</FormLabel>
                  <FormDescription className="text-xs">Rate limits and platform errors are tried again, with back-off.</FormDescription>
                </div>
                <FormControl>
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="maxRetries"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Retries per recipient</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    min={0}
                    max={10}
                    step={1}
                    inputMode="numeric"
                    {...field}
                    disabled={!autoRetry}
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(numberOrNull(e.target.value))}
                  />
                </FormControl>
                <FormDescription>0 to 10 attempts after the first.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      </fieldset>
    </div>
  );
}
