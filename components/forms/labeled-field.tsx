"use client";

import type { Control, ControllerRenderProps, FieldPath, FieldPathValue, FieldValues } from "react-hook-form";
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

export type LabeledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = {
  // `any` as react-hook-form's own ControllerProps has it, so forms with any context type fit.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TFieldValues, any, TTransformedValues>;
  name: TName;
  label: React.ReactNode;
  /** Hint under the control; nothing is rendered when it is empty. */
  description?: React.ReactNode;
  /** Classes for the FormItem around label, control, hint and message. */
  className?: string;
};

type Props<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues> = Omit<
  LabeledFieldProps<TFieldValues, TName, TTransformedValues>,
  "description"
> & {
  /** A fixed hint, or one that follows the field's current value. */
  description?: React.ReactNode | ((value: FieldPathValue<TFieldValues, TName>) => React.ReactNode);
  /** The control, wrapped in FormControl (or with FormControl on the part that takes focus). */
  children: (field: ControllerRenderProps<TFieldValues, TName>) => React.ReactNode;
};

/**
 * One react-hook-form field laid out the shadcn way: label, control, optional hint and the
 * validation message, with the label and hint tied to the control for screen readers.
 */
export function LabeledField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ control, name, label, description, className, children }: Props<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const hint = typeof description === "function" ? description(field.value) : description;
        return (
          <FormItem className={className}>
            <FormLabel>{label}</FormLabel>
            {children(field)}
            {hint ? <FormDescription>{hint}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
