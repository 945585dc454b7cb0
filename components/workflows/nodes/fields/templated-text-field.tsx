"use client";

import { useRef } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

const CONTACT_VARIABLES = ["contact.firstName", "contact.name", "contact.phone", "contact.email"];

type Props<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own Control takes any context.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  maxLength?: number;
  stepIds: string[];
  /** One line (a URL, a value) instead of a text area. */
  singleLine?: boolean;
  placeholder?: string;
  description?: string;
};

/**
 * Text that may hold variables. The chips under it insert one at the cursor: the contact's
 * fields, a path into the event, or an earlier step's output by its id.
 */
export function TemplatedTextField<T extends FieldValues>({ control, name, label, maxLength, stepIds, singleLine, placeholder, description }: Props<T>) {
  const el = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const variables = [...CONTACT_VARIABLES, "event.", ...stepIds.slice(0, 6).map((id) => `steps.${id}.`)];
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === "string" ? field.value : "";
        function insert(variable: string) {
          const input = el.current;
          const start = input?.selectionStart ?? value.length;
          const end = input?.selectionEnd ?? value.length;
          const token = `{{${variable}}}`;
          field.onChange(value.slice(0, start) + token + value.slice(end));
          // A path variable leaves the cursor before "}}", ready for the rest of the path.
          const caret = start + token.length - (variable.endsWith(".") ? 2 : 0);
          requestAnimationFrame(() => {
            input?.focus();
            input?.setSelectionRange(caret, caret);
          });
        }
        const bind = {
          name: field.name,
          value,
          onBlur: field.onBlur,
          onChange: field.onChange,
          placeholder,
          ref: (node: HTMLTextAreaElement | HTMLInputElement | null) => {
            field.ref(node);
            el.current = node;
          },
        };
        return (
          <FormItem>
            <div className="flex items-baseline justify-between gap-2">
              <FormLabel>{label}</FormLabel>
              {maxLength && (
                <span className="text-muted-foreground text-xs tabular-nums" aria-hidden="true">
                  {value.length.toLocaleString("en")} / {maxLength.toLocaleString("en")}
                </span>
              )}
            </div>
            <FormControl>{singleLine ? <Input {...bind} className="font-mono text-[13px]" /> : <Textarea {...bind} rows={4} className="min-h-24" />}</FormControl>
            <div className="flex flex-wrap gap-1" aria-label="Insert a variable" role="group">
              {variables.map((v) => (
                <button
                  key={v}
                  type="button"
                  onClick={() => insert(v)}
                  className="bg-muted hover:bg-accent focus-visible:ring-ring/50 rounded px-1.5 py-0.5 font-mono text-[11px] outline-none focus-visible:ring-[3px] disabled:opacity-50"
                  title={v.endsWith(".") ? `Insert {{${v}…}}, then type the path` : `Insert {{${v}}}`}
                >
                  {`{{${v}${v.endsWith(".") ? "…" : ""}}}`}
                </button>
              ))}
            </div>
            {description && <FormDescription className="text-xs">{description}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
