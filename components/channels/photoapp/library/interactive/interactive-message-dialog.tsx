"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { SelectField, TextField } from "@/components/templates/builder/builder-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiError, errorMessage } from "@/lib/client/api";
import { sentence } from "@/lib/client/forms";
import { useMe } from "@/lib/client/hooks/use-me";
import { useSaveInteractiveMessage } from "@/components/channels/photoapp/library/use-library";
import { emptyCardButton, type CardButtonValues, type InteractiveMessage, type InteractiveMessageInput } from "@/lib/client/photoapp-library";
import { INTERACTIVE_LIMITS as I, interactiveMessageInput } from "@/lib/channels/photoapp/messaging/library/schemas";
import { PhotoappPreview } from "../preview/photoapp-preview";

type Values = { name: string; type: "buttons" | "quick_replies"; config: { text: string; buttons: CardButtonValues[]; quickReplies: { title: string; payload: string }[] } };

export function toInteractiveInput(v: Values): InteractiveMessageInput {
  const text = v.config?.text ?? "";
  if (v.type === "quick_replies") return { name: v.name, type: "quick_replies", config: { text, quickReplies: (v.config?.quickReplies ?? []).map((q) => ({ title: q.title ?? "", payload: q.payload ?? "" })) } };
  return {
    name: v.name,
    type: "buttons",
    config: {
      text,
      buttons: (v.config?.buttons ?? []).map((b) => (b.type === "web_url" ? { type: "web_url" as const, title: b.title ?? "", url: b.url ?? "" } : { type: "postback" as const, title: b.title ?? "", payload: b.payload ?? "" })),
    },
  };
}

function valuesOf(m: InteractiveMessage | null): Values {
  const config = (m?.config ?? {}) as { text?: string; buttons?: { type: "web_url" | "postback"; title: string; url?: string; payload?: string }[]; quickReplies?: { title: string; payload: string }[] };
  return {
    name: m?.name ?? "",
    type: m?.type ?? "buttons",
    config: {
      text: config.text ?? "",
      buttons: config.buttons?.map((b) => ({ type: b.type, title: b.title, url: b.url ?? "", payload: b.payload ?? "" })) ?? [emptyCardButton()],
      quickReplies: config.quickReplies ?? [{ title: "", payload: "" }],
    },
  };
}

const inner = zodResolver(interactiveMessageInput);
/** The API's schema judges what would be sent; its paths (config.buttons.0.title) are the form's. */
const resolver: Resolver<Values> = async (values, context, options) => {
  const r = await inner(toInteractiveInput(values), context, options as never);
  const errors = r.errors as FieldErrors<Values>;
  const walk = (n: unknown) => {
    if (!n || typeof n !== "object") return;
    const o = n as Record<string, unknown>;
    if (typeof o.message === "string" && "type" in o) o.message = sentence(o.message);
    for (const [k, v] of Object.entries(o)) if (k !== "ref") walk(v);
  };
  walk(errors);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** A saved text with buttons or quick replies: new, or (given one) edit it, with the thread's own drawing beside the form. */
export function InteractiveMessageDialog({ open, onOpenChange, message }: { open: boolean; onOpenChange: (open: boolean) => void; message: InteractiveMessage | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-4xl">{open && <MessageForm message={message} onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function MessageForm({ message, onClose }: { message: InteractiveMessage | null; onClose: () => void }) {
  const save = useSaveInteractiveMessage();
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(message) });
  const type = useWatch({ control: form.control, name: "type" });

  async function onSubmit(values: Values) {
    try {
      const m = await save.mutateAsync({ id: message?.id, input: toInteractiveInput(values) });
      toast.success(`${m.name} was saved`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) err.fields.forEach((f, i) => form.setError(f.path as Path<Values>, { type: "server", message: sentence(f.message) }, { shouldFocus: i === 0 }));
      else toast.error("Could not save the interactive message", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{message ? `Edit ${message.name}` : "New interactive message"}</DialogTitle>
        <DialogDescription>A text with up to {I.buttons} buttons, or with up to {I.quickReplies} quick replies the customer taps to answer.</DialogDescription>
      </DialogHeader>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 gap-4">
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
              <TextField name="name" label="Name" limit={I.name} placeholder="e.g. Order help" />
              <SelectField
                name="type"
                label="Type"
                options={[
                  { value: "buttons", label: "Buttons" },
                  { value: "quick_replies", label: "Quick replies" },
                ]}
              />
            </div>
            <TextField name="config.text" label="Text" multiline rows={3} limit={type === "quick_replies" ? I.quickRepliesText : I.buttonsText} placeholder="How can we help?" />
            {type === "quick_replies" ? <QuickRepliesEditor /> : <ButtonsEditor />}
            <DialogFooter className="pt-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>{message ? "Save changes" : "Save message"}</SubmitButton>
            </DialogFooter>
          </div>
          <aside className="grid gap-2" aria-label="Preview">
            <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Preview</p>
            <LivePreview />
          </aside>
        </form>
      </FormProvider>
    </>
  );
}

function LivePreview() {
  const values = useWatch({ control: useFormContext<Values>().control }) as Values;
  const me = useMe();
  const input = toInteractiveInput(values);
  const content = input.type === "quick_replies" ? { text: input.config.text || "Your text", quickReplies: input.config.quickReplies } : { text: input.config.text || "Your text", buttons: input.config.buttons };
  return <PhotoappPreview type={input.type} content={content} businessName={me.data?.company.name} />;
}

function ButtonsEditor() {
  const { control, formState } = useFormContext<Values>();
  const list = useFieldArray({ control, name: "config.buttons" });
  const values = (useWatch({ control, name: "config.buttons" }) as CardButtonValues[] | undefined) ?? [];
  const error = formState.errors.config?.buttons?.root?.message ?? formState.errors.config?.buttons?.message;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">
        Buttons <span className="text-muted-foreground font-normal tabular-nums">{list.fields.length}/{I.buttons}</span>
      </p>
      {error && <p className="text-destructive text-sm">{error}</p>}
      <ol className="grid gap-3">
        {list.fields.map((f, j) => (
          <li key={f.id} role="group" aria-label={`Button ${j + 1}`} className="bg-muted/30 grid gap-3 rounded-lg border p-3">
            <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-start">
              <SelectField
                name={`config.buttons.${j}.type`}
                label="Button type"
                options={[
                  { value: "postback", label: "Postback" },
                  { value: "web_url", label: "Open a website" },
                ]}
              />
              <TextField name={`config.buttons.${j}.title`} label="Button title" limit={I.title} placeholder="Track my order" />
              <Button type="button" variant="ghost" size="icon-sm" className="text-muted-foreground hover:text-destructive sm:mt-7" aria-label={`Remove button ${j + 1}`} onClick={() => list.remove(j)}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
            {values[j]?.type === "web_url" ? (
              <TextField name={`config.buttons.${j}.url`} label="URL" placeholder="https://example.com/orders" inputProps={{ type: "url", spellCheck: false, className: "font-mono text-sm" }} />
            ) : (
              <TextField name={`config.buttons.${j}.payload`} label="Payload" placeholder="TRACK" inputProps={{ spellCheck: false, className: "font-mono text-sm" }} />
            )}
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={list.fields.length >= I.buttons} onClick={() => list.append(emptyCardButton())}>
        <PlusIcon aria-hidden="true" />
        Add a button
      </Button>
    </div>
  );
}

function QuickRepliesEditor() {
  const { control, formState } = useFormContext<Values>();
  const list = useFieldArray({ control, name: "config.quickReplies" });
  const error = formState.errors.config?.quickReplies?.root?.message ?? formState.errors.config?.quickReplies?.message;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">
        Quick replies <span className="text-muted-foreground font-normal tabular-nums">{list.fields.length}/{I.quickReplies}</span>
      </p>
      {error && <p className="text-destructive text-sm">{error}</p>}
      <ol className="grid gap-2">
        {list.fields.map((f, j) => (
          <li key={f.id} role="group" aria-label={`Quick reply ${j + 1}`} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
            <TextField name={`config.quickReplies.${j}.title`} label={`Reply ${j + 1}`} limit={I.title} placeholder="Small" />
            <TextField name={`config.quickReplies.${j}.payload`} label="Payload" placeholder="SIZE_S" inputProps={{ spellCheck: false, className: "font-mono text-sm" }} />
            <Button type="button" variant="ghost" size="icon-sm" className="text-muted-foreground hover:text-destructive sm:mt-7" aria-label={`Remove reply ${j + 1}`} onClick={() => list.remove(j)}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={list.fields.length >= I.quickReplies} onClick={() => list.append({ title: "", payload: "" })}>
        <PlusIcon aria-hidden="true" />
        Add a reply
      </Button>
    </div>
  );
}
