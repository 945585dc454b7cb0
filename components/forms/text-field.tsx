"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { LabeledField, type LabeledFieldProps } from "./labeled-field";

type InputProps = Omit<React.ComponentProps<"input">, "name" | "value" | "onChange" | "onBlur" | "ref"> & {
  [data: `data-${string}`]: string | undefined;
};

type TextFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues> = LabeledFieldProps<
  TFieldValues,
  TName,
  TTransformedValues
> & {
  placeholder?: string;
  autoComplete?: React.HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
} & (
    | {
        multiline?: false;
        type?: React.HTMLInputTypeAttribute;
        /** Any other attributes for the input (inputMode, min, data-testid, …). */
        inputProps?: InputProps;
      }
    /** A Textarea instead of an Input. */
    | { multiline: true; type?: never; inputProps?: never }
  );

/** A labelled text input (or, with `multiline`, a Textarea) bound to a react-hook-form field. */
export function TextField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ control, name, label, description, className, ...props }: TextFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <LabeledField control={control} name={name} label={label} description={description} className={className}>
      {(field) => {
        const text = { placeholder: props.placeholder, autoComplete: props.autoComplete, autoFocus: props.autoFocus };
        // A field that holds null (a cleared optional value) shows as an empty box.
        const bound = { ...field, value: field.value ?? "" };
        return (
          <FormControl>
            {props.multiline ? <Textarea {...text} {...bound} /> : <Input type={props.type} {...text} {...props.inputProps} {...bound} />}
          </FormControl>
        );
      }}
    </LabeledField>
  );
}
