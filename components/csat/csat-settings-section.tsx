"use client";

import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useUpdateInbox, type Inbox } from "@/components/inboxes/use-inboxes";
import { SettingsSection } from "@/components/settings/settings-section";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCan } from "@/lib/client/hooks/use-me";
import { csatSettingsSchema, DEFAULT_CSAT_QUESTIONS, type CsatSettings } from "@/lib/csat/settings";

const resolver = schemaResolver(csatSettingsSchema);

/** The inbox's stored survey settings, or the defaults (off) when it has none or they no longer parse. */
function current(inbox: Inbox): CsatSettings {
  const parsed = csatSettingsSchema.safeParse((inbox.settings as Record<string, unknown> | undefined)?.csat);
  return parsed.success ? parsed.data : { enabled: false, questions: {}, defaultLanguage: "en", askComment: false };
}

/**
 * Settings → Inboxes → one inbox → Satisfaction survey: on or off, the question in English and
 * Arabic, and whether a comment is invited. Saving replaces only the inbox's `csat` settings.
 */
export function CsatSettingsSection({ inbox }: { inbox: Inbox }) {
  const canWrite = useCan("channels:write");
  const update = useUpdateInbox();
  const form = useForm({ resolver, defaultValues: current(inbox) });
  const enabled = useWatch({ control: form.control, name: "enabled" });

  async function onSubmit(values: CsatSettings) {
    try {
      await update.mutateAsync({ id: inbox.id, body: { settings: { csat: values } } });
      form.reset(values);
      toast.success(values.enabled ? "Satisfaction survey is on" : "Satisfaction survey is off", { description: values.enabled ? "Customers are asked once, when their conversation is resolved." : undefined });
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the survey settings", { description: errorMessage(err) });
    }
  }

  return (
    <SettingsSection
      id="csat-heading"
      title="Satisfaction survey"
      description="When a conversation in this inbox is resolved, the customer is asked once to rate it from 1 to 5, in the channel’s own way: buttons, a list, quick replies, stars in the website chat, a reply by number over SMS, a link by email."
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="bg-card grid max-w-2xl gap-5 rounded-lg border p-4 sm:p-5">
          <fieldset disabled={!canWrite} className="grid gap-5">
            <FormField
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <FormItem className="flex items-center justify-between gap-4">
                  <div className="grid gap-1">
                    <FormLabel>Ask customers to rate resolved conversations</FormLabel>
                    <FormDescription>Never more than once per conversation, and only when the customer wrote in it.</FormDescription>
                  </div>
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                </FormItem>
              )}
            />
            <div className={enabled ? "grid gap-5" : "grid gap-5 opacity-60"}>
              <TextField control={form.control} name="questions.en" label="Question (English)" multiline placeholder={DEFAULT_CSAT_QUESTIONS.en} description="Left empty, the default shown." />
              <div dir="rtl">
                <TextField control={form.control} name="questions.ar" label="السؤال (العربية)" multiline placeholder={DEFAULT_CSAT_QUESTIONS.ar} />
              </div>
              <SelectField
                control={form.control}
                name="defaultLanguage"
                label="Ask in"
                options={[
                  { value: "en", label: "English", description: "Customers who write in Arabic are asked in Arabic." },
                  { value: "ar", label: "Arabic" },
                ]}
              />
              <FormField
                control={form.control}
                name="askComment"
                render={({ field }) => (
                  <FormItem className="flex items-center justify-between gap-4">
                    <div className="grid gap-1">
                      <FormLabel>Invite a comment</FormLabel>
                      <FormDescription>On chat channels the customer’s next message within 10 minutes of rating is kept as the comment. The web page and the website chat always offer a comment box.</FormDescription>
                    </div>
                    <FormControl>
                      <Switch checked={field.value} onCheckedChange={field.onChange} />
                    </FormControl>
                  </FormItem>
                )}
              />
            </div>
          </fieldset>
          {canWrite && (
            <div className="flex justify-end">
              <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
                Save survey settings
              </SubmitButton>
            </div>
          )}
        </form>
      </Form>
    </SettingsSection>
  );
}
