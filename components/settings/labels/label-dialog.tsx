"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useCreateLabel, useUpdateLabel, type Label } from "@/components/labels/use-labels";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { createLabelInput, type CreateLabelInput } from "@/lib/labels/schemas";

type Values = z.input<typeof createLabelInput>;
const resolver = schemaResolver(createLabelInput);
const PALETTE = ["#1f6feb", "#2da44e", "#bf8700", "#cf222e", "#8250df", "#e85aad", "#0e8a9e", "#64748b"];

/** Create or edit a label: name, colour (a few to pick or any hex), description. */
export function LabelDialog({ label, open, onOpenChange }: { label: Label | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{label ? "Edit label" : "New label"}</DialogTitle>
          <DialogDescription>Labels say what a conversation is about; the inbox filters by them.</DialogDescription>
        </DialogHeader>
        {open && <LabelForm key={label?.id ?? "new"} label={label} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LabelForm({ label, onDone }: { label: Label | null; onDone: () => void }) {
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const form = useForm<Values, unknown, CreateLabelInput>({ resolver, defaultValues: { name: label?.name ?? "", color: label?.color ?? PALETTE[0]!, description: label?.description ?? "" } });

  async function onSubmit(v: CreateLabelInput) {
    const input = { ...v, description: v.description?.trim() ? v.description : null };
    try {
      if (label) await update.mutateAsync({ id: label.id, input });
      else await create.mutateAsync(input);
      toast.success(label ? `Label “${v.name}” was updated` : `Label “${v.name}” was created`);
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the label", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" placeholder="billing" autoComplete="off" />
        <LabeledField control={form.control} name="color" label="Colour">
          {(field) => (
            <div className="flex flex-wrap items-center gap-2">
              {PALETTE.map((c) => (
                <button
                  key={c}
                  type="button"
                  onClick={() => field.onChange(c)}
                  aria-label={`Colour ${c}`}
                  aria-pressed={field.value === c}
                  className="focus-visible:ring-ring/50 size-6 rounded-full border outline-none focus-visible:ring-[3px] aria-pressed:ring-2 aria-pressed:ring-offset-2"
                  style={{ backgroundColor: c }}
                />
              ))}
              <FormControl>
                <Input {...field} value={field.value ?? ""} className="h-8 w-28 font-mono" aria-label="Colour as hex" />
              </FormControl>
            </div>
          )}
        </LabeledField>
        <TextField control={form.control} name="description" label="Description (optional)" placeholder="Invoices, refunds and payment problems" autoComplete="off" />
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{label ? "Save changes" : "Create label"}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
