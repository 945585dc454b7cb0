"use client";

import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { CredentialFields } from "@/components/channels/credential-fields";
import { withoutBlanks } from "@/components/channels/connect-config";
import { CONNECTABLE, layerConfig } from "@/components/channels/lookup";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError, errorMessage } from "@/lib/client/api";
import { schemaResolver, sentence } from "@/lib/client/forms";
import type { ConnectableChannel } from "@/lib/client/types";
import { ModeChoice, type Mode } from "./mode-choice";
import { inboxName } from "./rename-inbox-dialog";
import { useCreateInbox } from "./use-inboxes";

type Values = { channel: ConnectableChannel; name: string; mode: Mode; isDefault: boolean; credentials: Record<string, string> };

const blankCredentials = (channel: ConnectableChannel) => Object.fromEntries(layerConfig(channel).fields.map((f) => [f.name, ""]));

/** The API's body rules, with the chosen channel's own connect fields when it goes live. */
function schemaFor(channel: ConnectableChannel, mode: Mode) {
  return z.object({
    channel: z.enum(CONNECTABLE as [ConnectableChannel, ...ConnectableChannel[]]),
    name: z.literal("").or(inboxName),
    mode: z.enum(["sandbox", "live"]),
    isDefault: z.boolean(),
    credentials: mode === "live" ? layerConfig(channel).schema : z.record(z.string(), z.string()),
  });
}

/** Capitalises the nested credential messages too, as schemaResolver does for top-level ones. */
function capitalise(errors: FieldErrors): FieldErrors {
  for (const e of Object.values(errors)) {
    if (!e) continue;
    if (typeof e.message === "string") e.message = sentence(e.message);
    else capitalise(e as FieldErrors);
  }
  return errors;
}

// Which schema applies depends on the values themselves (channel and mode), so it is picked per validation.
const resolver: Resolver<Values> = async (values, context, options) => {
  const inner = schemaResolver(schemaFor(values.channel, values.mode)) as unknown as Resolver<Values>;
  const result = await inner(values, context, options);
  return { ...result, errors: capitalise(result.errors) } as typeof result;
};

/** "Connect another": a further number, page or bot as its own inbox, in the sandbox or live. */
export function ConnectInboxDialog({ open, channel, onOpenChange }: { open: boolean; channel?: ConnectableChannel; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Connect another inbox</DialogTitle>
          <DialogDescription>A number, page or bot with its own conversations. Try one in the sandbox, or connect your live account.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: each connection starts from a clean form. */}
        {open && <ConnectInboxForm initialChannel={channel ?? CONNECTABLE[0]} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ConnectInboxForm({ initialChannel, onDone }: { initialChannel: ConnectableChannel; onDone: () => void }) {
  const create = useCreateInbox();
  const form = useForm<Values>({
    resolver,
    defaultValues: { channel: initialChannel, name: "", mode: "sandbox", isDefault: false, credentials: blankCredentials(initialChannel) },
  });
  const [channel, mode] = useWatch({ control: form.control, name: ["channel", "mode"] });
  const config = layerConfig(channel);

  function pickChannel(next: ConnectableChannel) {
    form.setValue("channel", next, { shouldDirty: true });
    form.setValue("credentials", blankCredentials(next));
    form.clearErrors();
  }

  async function onSubmit(v: Values) {
    const name = v.name.trim();
    try {
      const inbox = await create.mutateAsync({
        channel: v.channel,
        mode: v.mode,
        ...(name ? { name } : {}),
        ...(v.isDefault ? { isDefault: true } : {}),
        ...(v.mode === "live" ? { credentials: withoutBlanks(v.credentials) } : {}),
      });
      toast.success(`Inbox “${inbox.name}” connected`, {
        description: inbox.mode === "sandbox" ? "A simulated account: use “Simulate customer” in the inbox to write to it." : `Messages to your ${config.connectNoun} now arrive in the inbox.`,
      });
      onDone();
    } catch (err) {
      if (!placeFieldErrors(err)) toast.error("Could not connect the inbox", { description: errorMessage(err) });
    }
  }

  /** The API names fields by their path in the body ("credentials.accessToken"), as the form does. */
  function placeFieldErrors(err: unknown): boolean {
    if (!(err instanceof ApiError)) return false;
    const known = new Set(["name", ...config.fields.map((f) => `credentials.${f.name}`)]);
    const fields = err.fields.filter((f) => known.has(f.path));
    fields.forEach((f, i) => form.setError(f.path as "name", { type: "server", message: sentence(f.message) }, { shouldFocus: i === 0 }));
    return fields.length > 0;
  }

  return (
    <Form {...form}>
      {/* The fields scroll (a live account's are many); the buttons stay in view under them. */}
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex min-h-0 flex-col gap-4">
        <div className="-mx-6 grid min-h-0 gap-4 overflow-y-auto px-6 py-1">
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledField control={form.control} name="channel" label="Channel">
              {(field) => (
                <Select value={field.value} onValueChange={(v) => pickChannel(v as ConnectableChannel)}>
                  <FormControl>
                    <SelectTrigger className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {CONNECTABLE.map((c) => (
                      <SelectItem key={c} value={c}>
                        {layerConfig(c).title}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </LabeledField>
            <TextField control={form.control} name="name" label="Name" placeholder={config.connectNoun === "number" ? "Sales line" : `Support ${config.connectNoun}`} autoComplete="off" />
          </div>
          <ModeChoice
            value={mode}
            noun={config.connectNoun}
            onChange={(m) => {
              form.setValue("mode", m);
              form.clearErrors("credentials");
            }}
          />
          {mode === "live" ? (
            <fieldset className="grid gap-4 rounded-lg border p-4" data-testid="inbox-credentials">
              <legend className="px-1 text-sm font-medium">{config.title} account</legend>
              <p className="text-muted-foreground -mt-1 text-xs">{config.connectHelp}</p>
              <CredentialFields control={form.control} fields={config.fields} prefix="credentials." />
            </fieldset>
          ) : (
            <p className="rounded-md border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm">{config.sandboxNote}</p>
          )}
          <FormField
            control={form.control}
            name="isDefault"
            render={({ field }) => (
              <FormItem className="flex items-start gap-3">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} className="mt-0.5" />
                </FormControl>
                <div className="grid gap-1">
                  <FormLabel className="font-normal">Make it the {config.title} default</FormLabel>
                  <FormDescription className="text-xs">New conversations you start, and API sends that name no inbox, go out of the default.</FormDescription>
                </div>
              </FormItem>
            )}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{mode === "sandbox" ? `Add sandbox ${config.connectNoun}` : "Connect"}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
