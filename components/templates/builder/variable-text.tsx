"use client";

import { BracesIcon } from "lucide-react";
import { useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { insertVariable, variableSlots } from "@/lib/client/template-form";
import { BuilderField, TextField } from "./builder-field";
import { SectionProblem } from "./problems";

type Props = {
  /** The text's form path, e.g. "bodyText" or "carouselCards.0.bodyText". */
  name: string;
  /** Where its samples go, one per variable. */
  examplesName: string;
  label: string;
  limit: number;
  rows?: number;
  placeholder?: string;
  description?: React.ReactNode;
};

/**
 * A message text with variables: the textarea, an "Insert variable" control that puts the
 * next {{n}} at the caret, and one sample input per variable (the platform reviews the
 * template with them, and the preview shows them).
 */
export function VariableText({ name, examplesName, label, limit, rows = 5, placeholder, description }: Props) {
  const { control } = useFormContext();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const text = (useWatch({ control, name }) as string | undefined) ?? "";
  const slots = variableSlots(text);

  return (
    <div className="grid gap-3">
      <BuilderField name={name} label={label} limit={limit} description={description}>
        {(field, aria) => {
          function insert() {
            const el = box.current;
            const value = (field.value as string | undefined) ?? "";
            const next = insertVariable(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length);
            field.onChange(next.text);
            // After React writes the new value: caret right after the variable, ready to type on.
            requestAnimationFrame(() => {
              el?.focus();
              el?.setSelectionRange(next.caret, next.caret);
            });
          }
          return (
            <div className="grid gap-1.5">
              <Textarea
                {...field}
                {...aria}
                ref={(el) => {
                  field.ref(el);
                  box.current = el;
                }}
                value={field.value ?? ""}
                rows={rows}
                placeholder={placeholder}
                className="min-h-24 resize-y"
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button type="button" variant="outline" size="sm" onClick={insert} disabled={slots >= 20}>
                  <BracesIcon aria-hidden="true" />
                  Insert variable
                </Button>
                <p className="text-muted-foreground text-xs">
                  <span className="font-semibold">*bold*</span> <span className="italic">_italic_</span> <span className="line-through">~strike~</span>{" "}
                  <span className="font-mono">```mono```</span>
                </p>
              </div>
            </div>
          );
        }}
      </BuilderField>
      {slots > 0 && (
        <fieldset className="bg-muted/40 grid gap-3 rounded-lg border border-dashed p-3">
          <legend className="px-1 text-sm font-medium">Samples for the review</legend>
          <p className="text-muted-foreground -mt-1 text-xs">One realistic value per variable. Reviewers read them; customers never see them.</p>
          <SectionProblem path={examplesName} />
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: slots }, (_, i) => (
              <TextField key={i} name={`${examplesName}.${i}`} label={`Sample for {{${i + 1}}}`} placeholder={i === 0 ? "e.g. Maria" : "e.g. #10452"} />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
