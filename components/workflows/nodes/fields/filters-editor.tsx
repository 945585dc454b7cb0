"use client";

import { PlusIcon } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useListError } from "./list-error";
import { OperatorValueFields } from "./operator-value-fields";
import { RowCard } from "./row-card";

const MAX_FILTERS = 20;

/** The trigger's payload filters: a run starts only when every one matches the event. */
export function FiltersEditor() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "filters" });
  const error = useListError(control, "filters");
  return (
    <div className="grid gap-2">
      {fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">No filters: every event starts a run.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Filters">
          {fields.map((f, i) => (
            <RowCard key={f.id} title={`Filter ${i + 1}`} removable onRemove={() => remove(i)}>
              <FormField
                control={control}
                name={`filters.${i}.path`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="text-xs">Path in the event</FormLabel>
                    <FormControl>
                      <Input {...field} value={field.value ?? ""} placeholder="message.text" className="h-8 font-mono text-[13px]" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <OperatorValueFields base={`filters.${i}`} />
            </RowCard>
          ))}
        </ul>
      )}
      {error && <p className="text-destructive text-sm">{error}</p>}
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= MAX_FILTERS} onClick={() => append({ path: "", operator: "equals", value: "" })}>
        <PlusIcon aria-hidden="true" />
        Add filter
      </Button>
    </div>
  );
}
