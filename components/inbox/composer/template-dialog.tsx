"use client";

import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TemplatePreview } from "@/components/templates/preview/template-preview";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { errorMessage } from "@/lib/client/api";
import { schemaResolver } from "@/lib/client/forms";
import { useSendMessage } from "@/lib/client/hooks/use-chatapp";
import { useMe } from "@/lib/client/hooks/use-me";
import { variableSlots } from "@/lib/client/template-form";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { TemplateListItem } from "@/lib/client/types";
import { TemplatePicker } from "./template-picker";

// The agent's own values are checked only when they are what gets sent.
const text = z.string().trim().max(1024, "must be at most 1024 characters");
const formSchema = z
  .object({ mode: z.enum(["saved", "own"]), values: z.array(text), extras: z.array(text) })
  .superRefine((v, ctx) => {
    if (v.mode === "own") v.values.forEach((t, i) => !t && ctx.addIssue({ code: "custom", path: ["values", i], message: "is required" }));
    v.extras.forEach((t, i) => !t && ctx.addIssue({ code: "custom", path: ["extras", i], message: "is required" }));
  });
type Values = z.infer<typeof formSchema>;
const resolver = schemaResolver(formSchema);

/**
 * Sends an approved template, the one kind of message allowed outside the 24-hour window. The
 * agent picks one from the approved list and sees it as the customer will; its variables come
 * from the template's saved sources (the server fills them in for this contact), or from
 * values the agent types for this one send.
 */
export function TemplateDialog({ to, conversationId, highlight }: { to: string; conversationId: string; highlight?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={highlight ? "default" : "ghost"} size={highlight ? "sm" : "icon"} aria-label={highlight ? undefined : "Send a template"}>
          <FileTextIcon aria-hidden="true" />
          {highlight && "Send a template"}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Send a template</DialogTitle>
          <DialogDescription>Pick an approved template. Its variables are filled from its saved sources unless you type values for this send.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each send starts from a clean pick. */}
        {open && <SendForm to={to} conversationId={conversationId} onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SendForm({ to, conversationId, onClose }: { to: string; conversationId: string; onClose: () => void }) {
  const me = useMe();
  const send = useSendMessage();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<TemplateListItem | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: { mode: "saved", values: [], extras: [] } });
  const [mode, values, extras] = useWatch({ control: form.control, name: ["mode", "values", "extras"] });
  const count = picked ? variableSlots(picked.bodyText) : 0;
  const inputs = picked ? sendTimeInputs(picked) : [];
  const headerAt = inputs.findIndex((i) => i.key === "header");
  const hasSaved = !!picked && Object.keys(picked.variableMapping ?? {}).length >= count;

  function pick(t: TemplateListItem) {
    const n = variableSlots(t.bodyText);
    const saved = Object.keys(t.variableMapping ?? {}).length >= n;
    setPicked(t);
    form.reset({ mode: saved ? "saved" : "own", values: Array.from({ length: n }, () => ""), extras: sendTimeInputs(t).map(() => "") });
  }

  async function onSubmit(v: Values) {
    if (!picked) return;
    const own = count > 0 && v.mode === "own";
    const components = [
      ...inputs.map((input, i) => input.component(v.extras[i])),
      ...(own ? [{ type: "body", parameters: v.values.map((t) => ({ type: "text", text: t })) }] : []),
    ];
    try {
      await send.mutateAsync({
        kind: "template",
        body: {
          to,
          conversationId,
          templateName: picked.name,
          languageCode: picked.language,
          ...(components.length ? { components } : {}),
        },
      });
      toast.success(`Template “${picked.name}” sent`);
      onClose();
    } catch (err) {
      // 409s name what could not be sent: a variable no source could fill, media not attached.
      toast.error("Could not send the template", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4">
        <div className="-mx-6 grid min-h-0 gap-5 overflow-y-auto px-6 pb-1 sm:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid min-h-0 content-start gap-4">
            <TemplatePicker search={search} onSearch={setSearch} picked={picked} onPick={pick} />
            {picked && inputs.length > 0 && (
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-medium">For this send</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {inputs.map((input, i) => (
                    <FormField
                      key={`${picked.id}-${input.key}`}
                      control={form.control}
                      name={`extras.${i}`}
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>{input.label}</FormLabel>
                          <FormControl>
                            <Input {...field} value={field.value ?? ""} placeholder={input.placeholder ? `e.g. ${input.placeholder}` : undefined} autoComplete="off" />
                          </FormControl>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                  ))}
                </div>
              </fieldset>
            )}
            {picked && count > 0 && (
              <fieldset className="grid gap-3">
                <legend className="mb-2 text-sm font-medium">Variables</legend>
                <FormField
                  control={form.control}
                  name="mode"
                  render={({ field }) => (
                    <RadioGroup value={field.value} onValueChange={field.onChange} className="gap-2" aria-label="Where the variables come from">
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="saved" id="vars-saved" disabled={!hasSaved} className="mt-0.5" />
                        <Label htmlFor="vars-saved" className="grid gap-1 leading-snug font-normal">
                          <span className="font-medium">Use the saved sources</span>
                          <span className="text-muted-foreground text-xs">
                            {hasSaved ? "Filled in for this contact when it is sent (name, order, …)." : "This template has no saved sources: type the values."}
                          </span>
                        </Label>
                      </div>
                      <div className="flex items-start gap-2">
                        <RadioGroupItem value="own" id="vars-own" className="mt-0.5" />
                        <Label htmlFor="vars-own" className="font-medium">
                          Type values for this send
                        </Label>
                      </div>
                    </RadioGroup>
                  )}
                />
                {mode === "own" && (
                  <div className="grid gap-3 sm:grid-cols-2">
                    {Array.from({ length: count }, (_, i) => (
                      <FormField
                        key={`${picked.id}-${i}`}
                        control={form.control}
                        name={`values.${i}`}
                        render={({ field }) => (
                          <FormItem>
                            <FormLabel>{`{{${i + 1}}}`}</FormLabel>
                            <FormControl>
                              <Input {...field} value={field.value ?? ""} placeholder={picked.bodyExamples[i] ? `e.g. ${picked.bodyExamples[i]}` : undefined} autoComplete="off" />
                            </FormControl>
                            <FormMessage />
                          </FormItem>
                        )}
                      />
                    ))}
                  </div>
                )}
              </fieldset>
            )}
          </div>
          <div className="grid content-start gap-2">
            <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Preview</p>
            {picked ? (
              <TemplatePreview
                template={headerAt >= 0 && extras[headerAt] ? { ...picked, headerExample: extras[headerAt] } : picked}
                bodySamples={mode === "own" ? values : picked.bodyExamples}
                businessName={me.data?.company.name}
                bare
              />
            ) : (
              <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">Pick a template to see it as the customer will.</p>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting} disabled={!picked}>
            Send template
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
