"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { LabeledField, type LabeledFieldProps } from "./labeled-field";

type NumberFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues> = LabeledFieldProps<
  TFieldValues,
  TName,
  TTransformedValues
> & { min?: number; max?: number };

/** A labelled number input whose empty box is NaN, so the schema answers "must be a number". */
export function NumberField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues = TFieldValues>({
  min,
  max,
  ...labeled
}: NumberFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <LabeledField {...labeled}>
      {(field) => (
        <FormControl>
          <Input
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            disabled={field.disabled}
            value={Number.isNaN(field.value) ? "" : field.value}
            onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : e.target.valueAsNumber)}
          />
        </FormControl>
      )}
    </LabeledField>
  );
}
