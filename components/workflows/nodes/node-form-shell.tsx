"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/ui/form";

/**
 * The frame of every node form: nothing to submit (each edit is kept as it is made), and
 * every field disabled for people who may only look.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any node type's form.
export function NodeFormShell<T extends FieldValues>({ form, readOnly, children }: { form: UseFormReturn<T, any, any>; readOnly: boolean; children: React.ReactNode }) {
  return (
    <Form {...form}>
      <form onSubmit={(e) => e.preventDefault()} noValidate data-testid="node-form">
        <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
          {children}
        </fieldset>
      </form>
    </Form>
  );
}
