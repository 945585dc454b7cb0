"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FILTER_OPERATORS } from "@/lib/workflows/nodes/definitions";
import { OPERATOR_LABELS } from "../labels";

type Operator = (typeof FILTER_OPERATORS)[number];
const needsValue = (op: unknown) => op !== "is_set" && op !== "is_not_set";
const numeric = (op: unknown) => op === "greater_than" || op === "less_than";

/**
 * The operator and value of a trigger filter or a condition rule, at `base` ("filters.0",
 * "rules.2"). "is set" and "is not set" take no value; greater/less than compare numbers, so
 * a numeric value is stored as a number.
 */
export function OperatorValueFields({ base, operators = FILTER_OPERATORS, valueOptions }: { base: string; operators?: readonly Operator[]; valueOptions?: { value: string; label: string }[] }) {
  const { control, setValue } = useFormContext();
  const operator = useWatch({ control, name: `${base}.operator` });
  return (
    <div className="grid grid-cols-2 items-start gap-2">
      <FormField
        control={control}
        name={`${base}.operator`}
        render={({ field }) => (
          <FormItem className={needsValue(operator) ? undefined : "col-span-2"}>
            <FormLabel className="text-xs">Operator</FormLabel>
            <Select
              value={field.value ?? ""}
              onValueChange={(op) => {
                field.onChange(op);
                if (!needsValue(op)) setValue(`${base}.value`, undefined, { shouldValidate: true });
              }}
            >
              <FormControl>
                <SelectTrigger size="sm" className="w-full">
                  <SelectValue placeholder="Operator" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {operators.map((o) => (
                  <SelectItem key={o} value={o}>
                    {OPERATOR_LABELS[o]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      {needsValue(operator) && (
        <FormField
          control={control}
          name={`${base}.value`}
          render={({ field }) => (
            <FormItem>
              <FormLabel className="text-xs">Value</FormLabel>
              {valueOptions ? (
                <Select value={typeof field.value === "string" ? field.value : ""} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger size="sm" className="w-full">
                      <SelectValue placeholder="Value" />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {valueOptions.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {o.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : (
                <FormControl>
                  <Input
                    className="h-8"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value === undefined || field.value === null ? "" : String(field.value)}
                    onChange={(e) => {
                      const text = e.target.value;
                      field.onChange(numeric(operator) && text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text);
                    }}
                  />
                </FormControl>
              )}
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </div>
  );
}
