"use client";

import { useForm, useWatch, type Control } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { LabeledField } from "@/components/forms/labeled-field";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { CardContent, CardFooter } from "@/components/ui/card";
import { Form, FormControl } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateWidgetSettings } from "@/lib/client/hooks/use-widget";
import { widgetSettingsInput, type WidgetSettings } from "@/lib/widget/schemas";
import { OriginsEditor } from "./origins-editor";
import { WidgetPreview } from "./widget-preview";

const resolver = schemaResolver(widgetSettingsInput, { blankAsNull: ["displayName", "greeting"] });
type FormIn = z.input<typeof widgetSettingsInput>;
type FormOut = z.output<typeof widgetSettingsInput>;

const PRE_CHAT = [
  { value: "off", label: "Off", description: "Visitors write straight away." },
  { value: "name_email", label: "Name and email", description: "Asked before the first message; they go onto the contact." },
  { value: "name_phone", label: "Name and phone", description: "Asked before the first message; they go onto the contact." },
] as const;
const POSITIONS = [
  { value: "right", label: "Bottom right" },
  { value: "left", label: "Bottom left" },
] as const;

const formValues = (s: WidgetSettings): FormIn => ({
  displayName: s.displayName ?? "",
  greeting: s.greeting ?? "",
  primaryColor: s.primaryColor,
  textColor: s.textColor,
  preChatForm: s.preChatForm,
  position: s.position,
  allowedOrigins: s.allowedOrigins,
});

/** Appearance, greeting, pre-chat form and allowed websites, with the real widget previewed beside them. */
export function WidgetForm({ settings, canEdit }: { settings: WidgetSettings; canEdit: boolean }) {
  const update = useUpdateWidgetSettings();
  const form = useForm<FormIn, unknown, FormOut>({ resolver, defaultValues: formValues(settings), disabled: !canEdit });
  const watched = useWatch({ control: form.control });

  async function onSubmit(values: FormOut) {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(formValues(saved));
      toast.success("Website chat saved");
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the website chat", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
        <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="grid content-start gap-6">
            <div className="grid gap-6 md:grid-cols-2">
              <TextField control={form.control} name="displayName" label="Name in the chat" description={`Optional. Defaults to ${settings.companyName}.`} placeholder={settings.companyName} />
              <SelectField control={form.control} name="position" label="Position" options={POSITIONS} />
              <ColorField control={form.control} name="primaryColor" label="Main colour" description="Launcher, header and the visitor's messages." />
              <ColorField control={form.control} name="textColor" label="Text on the main colour" description="Keep it readable against the main colour." />
            </div>
            <TextField control={form.control} name="greeting" label="Greeting" description="The first message visitors see. Optional." multiline />
            <SelectField control={form.control} name="preChatForm" label="Pre-chat form" options={PRE_CHAT} />
            <LabeledField control={form.control} name="allowedOrigins" label="Allowed websites" description="Only these sites may show the chat (scheme, host and port; https://*.example.com covers its subdomains). Others get no widget.">
              {(field) => (
                <FormControl>
                  <OriginsEditor id="allowed-origins" value={field.value ?? []} onChange={field.onChange} disabled={field.disabled} />
                </FormControl>
              )}
            </LabeledField>
          </div>
          <div className="grid content-start gap-2">
            <p className="text-sm font-medium" id="preview-label">
              Live preview
            </p>
            <WidgetPreview
              companyName={settings.companyName}
              settings={{
                displayName: watched.displayName ?? null,
                greeting: watched.greeting ?? null,
                primaryColor: watched.primaryColor ?? settings.primaryColor,
                textColor: watched.textColor ?? settings.textColor,
                preChatForm: watched.preChatForm ?? settings.preChatForm,
                position: watched.position ?? settings.position,
              }}
            />
          </div>
        </CardContent>
        {canEdit && (
          <CardFooter className="justify-end gap-4 border-t">
            <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              Save changes
            </SubmitButton>
          </CardFooter>
        )}
      </form>
    </Form>
  );
}

type ColorProps = { control: Control<FormIn, unknown, FormOut>; name: "primaryColor" | "textColor"; label: string; description: string };

/** A colour as a swatch picker and its hex text, both bound to one field. */
function ColorField({ control, name, label, description }: ColorProps) {
  return (
    <LabeledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <div className="flex gap-2">
          <input
            type="color"
            aria-label={`${label}: pick`}
            value={/^#[0-9a-f]{6}$/i.test(field.value ?? "") ? field.value : "#000000"}
            onChange={(e) => field.onChange(e.target.value)}
            disabled={field.disabled}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
          />
          <FormControl>
            <Input value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} name={field.name} disabled={field.disabled} className="font-mono" maxLength={7} />
          </FormControl>
        </div>
      )}
    </LabeledField>
  );
}
