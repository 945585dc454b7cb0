"use client";

import { FlaskConicalIcon, PlugIcon } from "lucide-react";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";

export type Mode = "sandbox" | "live";

const MODES = [
  { value: "sandbox", title: "Sandbox", icon: FlaskConicalIcon, hint: (noun: string) => `A simulated ${noun} to try the inbox; no account needed` },
  { value: "live", title: "Live", icon: PlugIcon, hint: (noun: string) => `Your ${noun} on the platform, with its access token` },
] as const;

/** Sandbox or live, as two cards; arrow keys move between them like any radio group. */
export function ModeChoice({ value, noun, onChange }: { value: Mode; noun: string; onChange: (mode: Mode) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Connection</legend>
      <RadioGroup value={value} onValueChange={(v) => onChange(v as Mode)} className="grid gap-3 sm:grid-cols-2" aria-label="Connection">
        {MODES.map((m) => (
          <label
            key={m.value}
            className={cn(
              "hover:bg-accent/50 has-focus-visible:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-focus-visible:ring-[3px]",
              value === m.value && "border-primary bg-primary/5 hover:bg-primary/5",
            )}
          >
            <RadioGroupItem value={m.value} className="mt-0.5" aria-label={m.title} />
            <span className="grid gap-0.5 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <m.icon className="text-muted-foreground size-4" aria-hidden="true" />
                {m.title}
              </span>
              <span className="text-muted-foreground text-xs">{m.hint(noun)}</span>
            </span>
          </label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
