"use client";

import { useForm, type Control } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useCreateSlaPolicy, useUpdateSlaPolicy, type SlaPolicy } from "@/components/sla/use-sla-policies";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { createSlaPolicyInput, type CreateSlaPolicyInput } from "@/lib/sla/schemas";

type Values = z.input<typeof createSlaPolicyInput>;
const resolver = schemaResolver(createSlaPolicyInput);

/** Create or edit an SLA policy: three optional targets in minutes and whether only business hours count. */
export function PolicyDialog({ policy, open, onOpenChange }: { policy: SlaPolicy | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{policy ? "Edit SLA policy" : "New SLA policy"}</DialogTitle>
          <DialogDescription>Targets in minutes; leave one empty to not measure it. Inboxes apply a policy to their new conversations.</DialogDescription>
        </DialogHeader>
        {open && <PolicyForm key={policy?.id ?? "new"} policy={policy} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MinutesField({ control, name, label, description }: { control: Control<Values, unknown, CreateSlaPolicyInput>; name: "firstResponseMinutes" | "nextResponseMinutes" | "resolutionMinutes"; label: string; description: string }) {
  return (
    <LabeledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <FormControl>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            placeholder="Not measured"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ""}
            onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.valueAsNumber)}
          />
        </FormControl>
      )}
    </LabeledField>
  );
}

function PolicyForm({ policy, onDone }: { policy: SlaPolicy | null; onDone: () => void }) {
  const create = useCreateSlaPolicy();
  const update = useUpdateSlaPolicy();
  const form = useForm<Values, unknown, CreateSlaPolicyInput>({
    resolver,
    defaultValues: {
      name: policy?.name ?? "",
      description: policy?.description ?? null,
      firstResponseMinutes: policy ? policy.firstResponseMinutes : 60,
      nextResponseMinutes: policy ? policy.nextResponseMinutes : null,
      resolutionMinutes: policy ? policy.resolutionMinutes : null,
      businessHoursOnly: policy?.businessHoursOnly ?? true,
    },
  });

  async function onSubmit(v: CreateSlaPolicyInput) {
    try {
      const body = { ...v, description: v.description || null };
      if (policy) await update.mutateAsync({ id: policy.id, body });
      else await create.mutateAsync(body);
      toast.success(policy ? `Policy “${v.name}” was updated` : `Policy “${v.name}” was created`);
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the policy", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" placeholder="Standard support" autoComplete="off" />
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <MinutesField control={form.control} name="firstResponseMinutes" label="First response" description="Minutes to the first reply" />
          <MinutesField control={form.control} name="nextResponseMinutes" label="Next response" description="Minutes to each later reply" />
          <MinutesField control={form.control} name="resolutionMinutes" label="Resolution" description="Minutes to resolve" />
        </div>
        <LabeledField control={form.control} name="businessHoursOnly" label="Count business hours only" description="Clocks pause while the inbox is closed (its business hours); off, every minute counts.">
          {(field) => (
            <FormControl>
              <Switch checked={field.value ?? true} onCheckedChange={field.onChange} />
            </FormControl>
          )}
        </LabeledField>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{policy ? "Save changes" : "Create policy"}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
