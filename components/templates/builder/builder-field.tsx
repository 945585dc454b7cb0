"use client";

import { useId } from "react";
import { Controller, useFormContext, type ControllerRenderProps, type FieldValues } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useFieldProblem } from "./problems";

export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  name: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  /** Shows "12/25" beside the label: the platform's length limit for this text. */
  limit?: number;
  /** The control, given the field's binding and the id and aria attributes that tie it to the label and messages. */
  children: (field: ControllerRenderProps<FieldValues, string>, control: ControlProps) => React.ReactNode;
};

/**
 * One field of the builder laid out the shadcn way (label, control, hint, message), whose
 * message is the form's own error or else the linter's problem for the same path.
 */
export function BuilderField({ name, label, description, className, limit, children }: Props) {
  const { control } = useFormContext();
  const id = useId();
  const problem = useFieldProblem(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message || problem;
        const describedBy = [description && `${id}-hint`, message && `${id}-problem`].filter(Boolean).join(" ");
        return (
          <div className={cn("grid min-w-0 content-start gap-2", className)} data-field={name}>
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={id} className={cn(message && "text-destructive")}>
                {label}
              </Label>
              {limit !== undefined && <Counter value={field.value} limit={limit} />}
            </div>
            {children(field, { id, ...(message ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
            {description && (
              <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                {description}
              </p>
            )}
            {message && (
              <p id={`${id}-problem`} className="text-destructive text-sm" data-problem-for={name}>
                {message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

function Counter({ value, limit }: { value: unknown; limit: number }) {
  const length = typeof value === "string" ? [...value].length : 0;
  return (
    <span className={cn("text-muted-foreground text-xs tabular-nums", length > limit && "text-destructive font-medium")} aria-hidden="true">
      {length}/{limit}
    </span>
  );
}

type TextProps = Omit<Props, "children"> & { placeholder?: string; multiline?: boolean; rows?: number; inputProps?: React.ComponentProps<"input"> };

/** A text input (or textarea) field of the builder. */
export function TextField({ placeholder, multiline, rows, inputProps, ...props }: TextProps) {
  return (
    <BuilderField {...props}>
      {(field, control) =>
        multiline ? (
          <Textarea {...field} {...control} value={field.value ?? ""} placeholder={placeholder} rows={rows} />
        ) : (
          <Input autoComplete="off" {...inputProps} {...field} {...control} value={field.value ?? ""} placeholder={placeholder} />
        )
      }
    </BuilderField>
  );
}

export type Option = { value: string; label: string };

/** A select field of the builder; `onPicked` runs after the value changed (to reset fields that depend on it). */
export function SelectField({ options, placeholder, onPicked, ...props }: Omit<Props, "children"> & { options: readonly Option[]; placeholder?: string; onPicked?: (value: string) => void }) {
  return (
    <BuilderField {...props}>
      {(field, control) => (
        <Select
          value={field.value ?? ""}
          onValueChange={(v) => {
            field.onChange(v);
            onPicked?.(v);
          }}
        >
          <SelectTrigger className="w-full min-w-0" {...control} onBlur={field.onBlur} ref={field.ref}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </BuilderField>
  );
}
