"use client";

import { PlusIcon } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RowCard } from "./row-card";

const MAX_HEADERS = 20;

/** The HTTP request's headers, a name and a value each (values may use variables). */
export function HeadersEditor() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "headers" });
  return (
    <div className="grid gap-2">
      {fields.length > 0 && (
        <ul className="grid gap-2" aria-label="Headers">
          {fields.map((f, i) => (
            <RowCard key={f.id} title={`Header ${i + 1}`} removable onRemove={() => remove(i)}>
              <div className="grid grid-cols-2 items-start gap-2">
                {(["name", "value"] as const).map((part) => (
                  <FormField
                    key={part}
                    control={control}
                    name={`headers.${i}.${part}`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel className="text-xs capitalize">{part}</FormLabel>
                        <FormControl>
                          <Input {...field} value={field.value ?? ""} className="h-8 font-mono text-[13px]" placeholder={part === "name" ? "Authorization" : "Bearer …"} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ))}
              </div>
            </RowCard>
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= MAX_HEADERS} onClick={() => append({ name: "", value: "" })}>
        <PlusIcon aria-hidden="true" />
        Add header
      </Button>
    </div>
  );
}
