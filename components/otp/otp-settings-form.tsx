"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { NumberField } from "@/components/forms/number-field";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { CardContent, CardFooter } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { otpSettingsSchema, type OtpSettings } from "@/lib/otp/schemas";
import { TestCodeDialog } from "./test-code-dialog";
import { useAuthenticationTemplates, useUpdateOtpSettings } from "./use-otp";

// The picker holds "name|language" (or NEWEST), split back into the API's two fields on save.
const NEWEST = "newest";
const formSchema = otpSettingsSchema.omit({ templateName: true, templateLanguage: true }).extend({ template: z.string() });
type Values = z.output<typeof formSchema>;
const resolver = schemaResolver(formSchema);

const CHANNELS = [
  { value: "AUTO", label: "Automatic", description: "Chatapp when an approved authentication template exists, otherwise SMS." },
  { value: "CHATAPP", label: "Chatapp", description: "Always an authentication template on chatapp." },
  { value: "SMS", label: "SMS", description: "Always a text message." },
];

function valuesOf(s: OtpSettings): Values {
  const { templateName, templateLanguage, ...rest } = s;
  return { ...rest, template: templateName && templateLanguage ? `${templateName}|${templateLanguage}` : NEWEST };
}

export function OtpSettingsForm({ settings, canEdit }: { settings: OtpSettings; canEdit: boolean }) {
  const update = useUpdateOtpSettings();
  const templates = useAuthenticationTemplates();
  const form = useForm({ resolver, defaultValues: valuesOf(settings), disabled: !canEdit });
  const saved = valuesOf(settings).template;
  const options = [
    { value: NEWEST, label: "The newest approved template" },
    ...(templates.data?.data ?? []).map((t) => ({ value: `${t.name}|${t.language}`, label: `${t.name} (${t.language})` })),
    // A saved choice that is no longer approved still shows, so saving does not silently drop it.
    ...(saved !== NEWEST && !templates.data?.data.some((t) => `${t.name}|${t.language}` === saved) ? [{ value: saved, label: `${saved.replace("|", " (")}) — not approved` }] : []),
  ];

  async function onSubmit({ template, ...values }: Values) {
    const [templateName, templateLanguage] = template === NEWEST ? [null, null] : template.split("|");
    try {
      const next = await update.mutateAsync({ ...values, templateName, templateLanguage });
      form.reset(valuesOf(next));
      toast.success("One-time code settings saved");
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the settings", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
        <CardContent className="grid gap-6">
          {!canEdit && <ReadOnlyNotice>Only owners and admins can change these settings.</ReadOnlyNotice>}
          <div className="grid gap-6 md:grid-cols-2">
            <NumberField control={form.control} name="codeLength" label="Code length" min={4} max={10} description="Digits per code, 4 to 10." />
            <NumberField control={form.control} name="expiryMinutes" label="Expires after (minutes)" min={1} max={60} description="1 to 60 minutes." />
            <NumberField control={form.control} name="maxAttempts" label="Wrong tries allowed" min={1} max={10} description="After these, the code stops working." />
            <NumberField control={form.control} name="resendCooldownSeconds" label="Wait between sends (seconds)" min={0} max={600} description="To the same phone number." />
            <NumberField control={form.control} name="maxSendsPerHour" label="Sends per phone per hour" min={1} max={50} description="Counted across every token and person." />
            <SelectField control={form.control} name="defaultChannel" label="Channel" options={CHANNELS} />
            <SelectField
              control={form.control}
              name="template"
              label="Chatapp template"
              className="md:col-span-2"
              options={options}
              description={templates.isError ? `Could not load templates: ${errorMessage(templates.error)}` : "Approved templates of the Authentication category with a copy-code or one-tap button."}
            />
          </div>
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-3 border-t">
          <TestCodeDialog />
          {canEdit && (
            <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              Save changes
            </SubmitButton>
          )}
        </CardFooter>
      </form>
    </Form>
  );
}
