"use client";

import { SendTimeInputFields } from "@/components/templates/send-time-input-fields";
import { AlertCircleIcon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TemplatePreview } from "@/components/templates/preview/template-preview";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { schemaResolver } from "@/lib/client/forms";
import { useSendMessage } from "@/components/channels/chatapp/use-chatapp";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useMe } from "@/lib/client/hooks/use-me";
import { useTemplateSendPreview } from "@/lib/client/hooks/use-template-preview";
import { sendTimeInputs } from "@/lib/client/template-send";
import type { TemplateListItem } from "@/lib/client/types";
import { TemplatePicker } from "@/components/inbox/composer/template-picker";
import { VariableRow } from "./template-variable-row";

const text = z.string().trim().max(1024, "must be at most 1024 characters");
// Typed values are optional here: which ones are required depends on the preview (submit checks).
const formSchema = z.object({ values: z.array(text), extras: z.array(text) }).superRefine((v, ctx) => {
  v.extras.forEach((t, i) => !t && ctx.addIssue({ code: "custom", path: ["extras", i], message: "is required" }));
});
type Values = z.infer<typeof formSchema>;
const resolver = schemaResolver(formSchema);

/**
 * Picks an approved template and sends it to one recipient. The preview is the server's own
 * resolution for this contact (POST .../template/preview, the send's resolver), so it shows
 * exactly what the customer will read; a variable the contact has no value for is marked and
 * must be typed before the send goes. `conversationId` is absent when starting a conversation.
 */
export function TemplateSendForm({
  to,
  conversationId,
  inboxId,
  onSent,
  onCancel,
}: {
  to: string;
  conversationId?: string;
  /** The number it goes out of when starting a conversation on a channel with several (the default otherwise). */
  inboxId?: string;
  onSent: (conversationId: string) => void;
  onCancel: () => void;
}) {
  const me = useMe();
  const send = useSendMessage();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<TemplateListItem | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: { values: [], extras: [] } });
  const [values, extras] = useWatch({ control: form.control, name: ["values", "extras"] });
  const inputs = picked ? sendTimeInputs(picked) : [];
  const headerAt = inputs.findIndex((i) => i.key === "header");

  // The header and link endings the agent typed take part in the preview, as in the send.
  const extraComponents = inputs.flatMap((input, i) => (extras?.[i]?.trim() ? [input.component(extras[i].trim())] : []));
  const settledExtras = useDebounced(extraComponents, 300);
  const preview = useTemplateSendPreview(
    picked ? { to, ...(conversationId ? { conversationId } : {}), ...(inboxId ? { inboxId } : {}), templateName: picked.name, languageCode: picked.language, ...(settledExtras.length ? { components: settledExtras } : {}) } : null,
  );
  const variables = preview.data?.variables ?? [];
  const typed = (i: number) => values?.[i]?.trim() ?? "";
  const unresolved = variables.filter((v, i) => v.status === "missing" && !typed(i));
  // Header, media and link problems the typed extras do not cover (the extras have their own messages).
  const problems = (preview.data?.problems ?? []).filter((p) => !(p.reason === "variable_unfilled" && inputs.length));

  function pick(t: TemplateListItem) {
    setPicked(t);
    form.reset({ values: Array.from({ length: 20 }, () => ""), extras: sendTimeInputs(t).map(() => "") });
  }

  async function onSubmit(v: Values) {
    if (!picked || !preview.data) return;
    const gaps = variables.filter((x, i) => x.status === "missing" && !v.values[i]?.trim());
    if (gaps.length) {
      gaps.forEach((g) => form.setError(`values.${g.variable - 1}`, { message: "is required: this contact has no value for it" }));
      form.setFocus(`values.${gaps[0].variable - 1}`);
      return;
    }
    // Only when the agent typed something is the body given; otherwise the server resolves it
    // exactly as previewed.
    const own = variables.some((_, i) => v.values[i]?.trim());
    const body = own ? [{ type: "body", parameters: variables.map((x, i) => ({ type: "text", text: v.values[i]?.trim() || x.value || "" })) }] : [];
    const components = [...inputs.map((input, i) => input.component(v.extras[i])), ...body];
    try {
      const result = await send.mutateAsync({
        kind: "template",
        body: { to, ...(conversationId ? { conversationId } : {}), ...(inboxId ? { inboxId } : {}), templateName: picked.name, languageCode: picked.language, ...(components.length ? { components } : {}) },
      });
      toast.success(`Template “${picked.name}” sent`);
      onSent(result.conversationId);
    } catch (err) {
      toast.error("Could not send the template", { description: errorMessage(err) });
    }
  }

  const samples = variables.map((v, i) => typed(i) || v.value || null);

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4">
        <div className="-mx-6 grid min-h-0 gap-5 overflow-y-auto px-6 pb-1 sm:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid min-h-0 content-start gap-4">
            <TemplatePicker search={search} onSearch={setSearch} picked={picked} onPick={pick} />
            {picked && inputs.length > 0 && (
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-medium">For this send</legend>
                <SendTimeInputFields control={form.control} inputs={inputs} keyPrefix={picked.id} />
              </fieldset>
            )}
            {picked && variables.length > 0 && (
              <fieldset className="grid gap-2" data-testid="template-variables">
                <legend className="mb-1 text-sm font-medium">Variables for this contact</legend>
                <p className="text-muted-foreground text-xs">Filled from the contact as it will be sent. Type a value to replace one for this send.</p>
                {variables.map((v) => (
                  <VariableRow key={`${picked.id}-${v.variable}`} control={form.control} variable={v} />
                ))}
              </fieldset>
            )}
            {problems.map((p) => (
              <Alert key={p.message} variant="destructive">
                <AlertCircleIcon aria-hidden="true" />
                <AlertDescription>{p.message}</AlertDescription>
              </Alert>
            ))}
            {preview.isError && (
              <Alert variant="destructive">
                <AlertCircleIcon aria-hidden="true" />
                <AlertDescription>Could not preview this template: {errorMessage(preview.error)}</AlertDescription>
              </Alert>
            )}
          </div>
          <div className="grid content-start gap-2">
            <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">What this contact receives</p>
            {picked ? (
              <TemplatePreview
                template={headerAt >= 0 && extras?.[headerAt] ? { ...picked, headerExample: extras[headerAt] } : picked}
                bodySamples={preview.data ? samples : picked.bodyExamples.map(() => null)}
                businessName={me.data?.company.name}
                bare
              />
            ) : (
              <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">Pick a template to see it as the customer will.</p>
            )}
            {unresolved.length > 0 && (
              <p className="text-destructive text-xs" role="status">
                {unresolved.map((v) => `{{${v.variable}}}`).join(", ")} {unresolved.length > 1 ? "have" : "has"} no value for this contact: type {unresolved.length > 1 ? "them" : "it"} to send.
              </p>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting} disabled={!picked || !preview.data || preview.isFetching || problems.length > 0}>
            Send template
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
