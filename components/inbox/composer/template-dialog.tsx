"use client";

import { FileTextIcon, MinusIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useSendMessage } from "@/lib/client/hooks/use-chatapp";
import { sendTemplateInput } from "@/lib/messaging/chatapp/send-schemas";

// The route's own schema checks the name and language; the variables are the body's {{1}}..{{n}}.
const formSchema = sendTemplateInput.pick({ templateName: true, languageCode: true }).extend({
  variables: z.array(z.object({ text: z.string().trim().min(1, "is required").max(1024, "must be at most 1024 characters") })).max(20, "at most 20 variables"),
});
type Values = z.input<typeof formSchema>;
const resolver = schemaResolver(formSchema);

/**
 * Sends an approved template, the one kind of message allowed outside the 24-hour window.
 * The templates API is not built yet, so the agent types the name and language; each body
 * variable gets its own field and becomes a text parameter of the body component.
 */
export function TemplateDialog({ to, conversationId, highlight }: { to: string; conversationId: string; highlight?: boolean }) {
  const [open, setOpen] = useState(false);
  const send = useSendMessage();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({ resolver, defaultValues: { templateName: "", languageCode: "en", variables: [] } });
  const variables = useFieldArray({ control: form.control, name: "variables" });

  async function onSubmit(values: z.output<typeof formSchema>) {
    const components = values.variables.length ? [{ type: "body", parameters: values.variables.map((v) => ({ type: "text", text: v.text })) }] : undefined;
    try {
      await send.mutateAsync({ kind: "template", body: { to, conversationId, templateName: values.templateName, languageCode: values.languageCode, components } });
      toast.success(`Template “${values.templateName}” sent`);
      form.reset();
      setOpen(false);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not send the template", { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={highlight ? "default" : "ghost"} size={highlight ? "sm" : "icon"} aria-label={highlight ? undefined : "Send a template"}>
          <FileTextIcon aria-hidden="true" />
          {highlight && "Send a template"}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Send a template</DialogTitle>
          <DialogDescription>An approved template, by its name and language. Fill in the body variables in order.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              <TextField control={form.control} name="templateName" label="Template name" placeholder="order_update" autoComplete="off" autoFocus />
              <TextField control={form.control} name="languageCode" label="Language" placeholder="en_US" autoComplete="off" />
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Body variables</legend>
              {variables.fields.length === 0 && <p className="text-muted-foreground text-sm">None: add one per {"{{n}}"} in the template’s body.</p>}
              {variables.fields.map((f, i) => (
                <div key={f.id} className="flex items-start gap-2">
                  <TextField control={form.control} name={`variables.${i}.text`} label={`{{${i + 1}}}`} className="flex-1" autoComplete="off" />
                  {i === variables.fields.length - 1 && (
                    <Button type="button" variant="ghost" size="icon" className="mt-6" onClick={() => variables.remove(i)} aria-label={`Remove variable {{${i + 1}}}`}>
                      <MinusIcon aria-hidden="true" />
                    </Button>
                  )}
                </div>
              ))}
              <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => variables.append({ text: "" })} disabled={variables.fields.length >= 20}>
                <PlusIcon aria-hidden="true" />
                Add variable {`{{${variables.fields.length + 1}}}`}
              </Button>
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>Send template</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
