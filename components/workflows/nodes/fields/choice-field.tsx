"use client";

import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

type Props = { name: string; label: string; options: { value: string; label: string }[]; /** Instead of setting the field: a mode switch that reshapes the config. */ onPick?: (value: string) => void };

/** A few exclusive choices as radio buttons (a mode: duration or time of day, in turn or one agent). */
export function ChoiceField({ name, label, options, onPick }: Props) {
  const { control } = useFormContext();
  const id = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel asChild>
            <span id={id}>{label}</span>
          </FormLabel>
          <RadioGroup aria-labelledby={id} value={field.value ?? ""} onValueChange={onPick ?? field.onChange} className="gap-2">
            {options.map((o) => (
              <div key={o.value} className="flex items-center gap-2">
                <RadioGroupItem value={o.value} id={`${id}-${o.value}`} />
                <Label htmlFor={`${id}-${o.value}`} className="font-normal">
                  {o.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </FormItem>
      )}
    />
  );
}
