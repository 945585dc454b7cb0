"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DURATION_UNITS } from "@/lib/workflows/nodes/fields";
import { UNIT_LABELS } from "../labels";
import { NumberInput } from "./number-input";

type Props<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own Control takes any context.
  control: Control<T, any, any>;
  /** The duration object's field: `duration` or `timeout`. */
  name: string;
  label: string;
};

/** An amount and a unit (at most 90 days, as the schema says). */
export function DurationField<T extends FieldValues>({ control, name, label }: Props<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-2">
        <FormField
          control={control}
          name={`${name}.amount` as FieldPath<T>}
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">Amount</FormLabel>
              <FormControl>
                <NumberInput name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={field.onChange} min={1} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name={`${name}.unit` as FieldPath<T>}
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">Unit</FormLabel>
              <Select value={field.value ?? ""} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue placeholder="Unit" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {DURATION_UNITS.map((u) => (
                    <SelectItem key={u} value={u}>
                      {UNIT_LABELS[u][1]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
    </fieldset>
  );
}
