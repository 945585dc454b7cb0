"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { SendTimeInput } from "@/lib/client/template-send";

/**
 * The values a template needs at send time that no contact field supplies (a header's text or
 * media link, a dynamic URL's ending), as `extras.<i>` of the caller's form: the inbox's
 * template dialog and the campaign wizard ask for them the same way.
 */
export function SendTimeInputFields<T extends FieldValues>({ control, inputs, keyPrefix }: { control: Control<T>; inputs: SendTimeInput[]; keyPrefix: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {inputs.map((input, i) => (
        <FormField
          key={`${keyPrefix}-${input.key}`}
          control={control}
          name={`extras.${i}` as FieldPath<T>}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{input.label}</FormLabel>
              <FormControl>
                <Input {...field} value={(field.value as string | undefined) ?? ""} placeholder={input.placeholder ? `e.g. ${input.placeholder}` : undefined} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
    </div>
  );
}
