"use client";

import type { Control } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { PreviewVariable } from "@/lib/client/hooks/use-template-preview";

const SOURCE: Record<PreviewVariable["source"], string> = {
  contact_field: "contact",
  custom_field: "custom field",
  order_field: "last order",
  web_event_field: "web event",
  static: "fixed text",
  unmapped: "no saved source",
  given: "typed",
};

/** One body variable: where its value comes from for this contact, how it comes out, and a box to type over it. */
export function VariableRow({ control, variable: v }: { control: Control<{ values: string[]; extras: string[] }>; variable: PreviewVariable }) {
  const where = v.field && v.source !== "static" ? `${SOURCE[v.source]} · ${v.field}` : SOURCE[v.source];
  return (
    <FormField
      control={control}
      name={`values.${v.variable - 1}`}
      render={({ field }) => (
        <FormItem className="grid gap-1.5 rounded-md border p-2.5" data-testid={`template-variable-${v.variable}`} data-status={v.status}>
          <div className="flex flex-wrap items-center gap-2">
            <FormLabel className="font-mono">{`{{${v.variable}}}`}</FormLabel>
            <span className="text-muted-foreground min-w-0 truncate text-xs">{where}</span>
            {v.status === "missing" ? (
              <Badge variant="destructive" className="ml-auto">
                Missing
              </Badge>
            ) : v.status === "fallback" ? (
              <Badge variant="outline" className="ml-auto border-amber-500/50 text-amber-700 dark:text-amber-300" title="The same fixed text every contact gets">
                Fallback
              </Badge>
            ) : (
              <Badge variant="secondary" className="ml-auto">
                From this contact
              </Badge>
            )}
          </div>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ""}
              aria-label={`Value for {{${v.variable}}}`}
              aria-required={v.status === "missing"}
              placeholder={v.value ?? "Required: type a value"}
              autoComplete="off"
            />
          </FormControl>
          {v.status === "missing" && v.reason && !field.value && <p className="text-muted-foreground text-xs">Empty because {v.reason}.</p>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
