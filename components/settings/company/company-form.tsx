"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { CardContent, CardFooter } from "@/components/ui/card";
import { Form, FormControl } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateCompany } from "@/lib/client/hooks/use-company";
import type { Company } from "@/lib/client/types";
import { updateCompanyInput } from "@/lib/company/schemas";
import { TimeZoneSelect } from "./timezone-select";

const resolver = schemaResolver(updateCompanyInput, { blankAsNull: ["website", "supportEmail"] });

function formValues(c: Company) {
  return { name: c.name, timezone: c.timezone, website: c.website ?? "", supportEmail: c.supportEmail ?? "" };
}

export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const update = useUpdateCompany();
  const form = useForm({ resolver, defaultValues: formValues(company), disabled: !canEdit });

  async function onSubmit(values: z.output<typeof updateCompanyInput>) {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(formValues(saved));
      toast.success("Company profile saved");
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the company profile", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
        <CardContent className="grid gap-6">
          {!canEdit && <ReadOnlyNotice>Only owners and admins can change the company profile.</ReadOnlyNotice>}
          <div className="grid gap-6 md:grid-cols-2">
            <TextField control={form.control} name="name" label="Company name" autoComplete="organization" />
            <LabeledField control={form.control} name="timezone" label="Time zone">
              {(field) => (
                <FormControl>
                  <TimeZoneSelect value={field.value ?? ""} onChange={field.onChange} disabled={field.disabled} />
                </FormControl>
              )}
            </LabeledField>
            <TextField
              control={form.control}
              name="website"
              label="Website"
              description="Optional. Include https://"
              type="url"
              placeholder="https://example.com"
              inputProps={{ inputMode: "url" }}
            />
            <TextField
              control={form.control}
              name="supportEmail"
              label="Support email"
              description="Optional. Where customers can reach you."
              type="email"
              placeholder="support@example.com"
            />
          </div>
        </CardContent>
        {canEdit && (
          <CardFooter className="justify-between gap-4 border-t">
            <p className="text-muted-foreground text-sm">Workspace slug: <code className="font-mono">{company.slug}</code></p>
            <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              Save changes
            </SubmitButton>
          </CardFooter>
        )}
      </form>
    </Form>
  );
}
