"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LabeledField, type LabeledFieldProps } from "./labeled-field";

export type SelectOption = { value: string; label: string; description?: string };

type SelectFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues> = LabeledFieldProps<
  TFieldValues,
  TName,
  TTransformedValues
> & {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
};

/**
 * A labelled shadcn Select bound to a react-hook-form field. Without a `description`, the
 * chosen option's own description (if any) is shown under it.
 */
export function SelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ options, placeholder, disabled, description, ...field }: SelectFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <LabeledField {...field} description={description ?? ((value) => options.find((o) => o.value === value)?.description)}>
      {({ value, onChange, disabled: formDisabled }) => (
        <Select value={value} onValueChange={onChange} disabled={disabled || formDisabled}>
          <FormControl>
            <SelectTrigger className="w-full">
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </LabeledField>
  );
}
