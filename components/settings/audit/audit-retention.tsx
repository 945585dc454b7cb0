"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { NumberField } from "@/components/forms/number-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { AUDIT_RETENTION, auditRetentionInput } from "@/lib/audit/schemas";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateCompany } from "@/lib/client/hooks/use-company";
import { Form } from "@/components/ui/form";

const resolver = schemaResolver(auditRetentionInput);

/** How long entries are kept: a number of days for those who may change company settings. */
export function AuditRetentionForm({ days }: { days: number }) {
  const update = useUpdateCompany();
  const form = useForm({ resolver, defaultValues: { auditRetentionDays: days } });

  async function onSubmit(values: z.output<typeof auditRetentionInput>) {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ auditRetentionDays: saved.auditRetentionDays });
      toast.success(`Audit entries are now kept for ${saved.auditRetentionDays.toLocaleString("en")} days`);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the retention", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col items-start gap-3">
        <NumberField
          control={form.control}
          name="auditRetentionDays"
          label="Keep entries for (days)"
          min={AUDIT_RETENTION.min}
          max={AUDIT_RETENTION.max}
          description={`${AUDIT_RETENTION.min} to ${AUDIT_RETENTION.max.toLocaleString("en")} days; older entries are removed within the hour.`}
          className="w-72"
        />
        <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save retention
        </SubmitButton>
      </form>
    </Form>
  );
}
