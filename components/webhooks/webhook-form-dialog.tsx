"use client";

import { useRouter } from "next/navigation";
import { useForm, type Control, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { NumberField } from "@/components/forms/number-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Separator } from "@/components/ui/separator";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateWebhook, useUpdateWebhook } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";
import { createWebhookInput, DEFAULT_FAILURE_THRESHOLD, DEFAULT_MAX_RETRIES, MAX_RETRIES_LIMIT, type CreateWebhookInput } from "@/lib/webhooks/schemas";
import { EventPicker } from "./event-picker";
import { PathListEditor } from "./path-list-editor";

// The API's own schema validates both create and edit: the dialog always sends every field.
type Values = { name: string; url: string; events: string[]; maxRetries: number; fieldExclusions: string[]; consecutiveFailureThreshold: number };
// The form always holds every field (a subset of the schema's input), so the resolver is narrowed to that shape.
const resolver = schemaResolver(createWebhookInput) as unknown as Resolver<Values, unknown, CreateWebhookInput>;
const exclusionItem = createWebhookInput.shape.fieldExclusions.unwrap().element;

function valuesOf(w: Webhook | null): Values {
  return {
    name: w?.name ?? "",
    url: w?.url ?? "",
    events: w?.events ?? [],
    maxRetries: w?.maxRetries ?? DEFAULT_MAX_RETRIES,
    fieldExclusions: w?.fieldExclusions ?? [],
    consecutiveFailureThreshold: w?.consecutiveFailureThreshold ?? DEFAULT_FAILURE_THRESHOLD,
  };
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; webhook?: Webhook | null };

/** New webhook, or (given `webhook`) edit one. */
export function WebhookFormDialog({ open, onOpenChange, webhook = null }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-2xl">
        {/* Mounted per opening, so the form starts from the webhook as it is now. */}
        {open && <WebhookForm webhook={webhook} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function WebhookForm({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const router = useRouter();
  const create = useCreateWebhook();
  const update = useUpdateWebhook(webhook?.id ?? "");
  const form = useForm<Values, unknown, CreateWebhookInput>({ resolver, defaultValues: valuesOf(webhook) });

  async function onSubmit(values: CreateWebhookInput) {
    try {
      if (webhook) {
        await update.mutateAsync(values);
        toast.success(`${values.name} was saved`);
        onClose();
      } else {
        const created = await create.mutateAsync(values);
        toast.success(`${created.name} was created`, { description: "Copy its signing secret to verify deliveries." });
        onClose();
        router.push(`/webhooks/${encodeURIComponent(created.id)}`);
      }
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error(webhook ? "Could not save the webhook" : "Could not create the webhook", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{webhook ? "Edit webhook" : "New webhook"}</DialogTitle>
        <DialogDescription>The service POSTs a signed JSON body to this URL whenever a chosen event happens.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4">
          <div className="-mx-6 grid min-h-0 gap-5 overflow-y-auto px-6 pb-1">
            <TextField control={form.control} name="name" label="Name" placeholder="e.g. CRM sync" autoComplete="off" autoFocus />
            <TextField
              control={form.control}
              name="url"
              label="Endpoint URL"
              type="url"
              placeholder="https://example.com/hooks/service"
              description="HTTPS on a public address. Private networks and cloud metadata addresses are refused."
              inputProps={{ spellCheck: false, className: "font-mono text-sm" }}
            />
            <FormField
              control={form.control}
              name="events"
              render={({ field, fieldState }) => (
                <FormItem>
                  <FormLabel asChild>
                    <span>Events</span>
                  </FormLabel>
                  <EventPicker value={field.value} onChange={field.onChange} invalid={!!fieldState.error} />
                  <FormMessage />
                </FormItem>
              )}
            />
            <Separator />
            <DeliverySettings control={form.control} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>{webhook ? "Save changes" : "Create webhook"}</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}

function DeliverySettings({ control }: { control: Control<Values, unknown, CreateWebhookInput> }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField control={control} name="maxRetries" label="Retries" min={0} max={MAX_RETRIES_LIMIT} description="After 1 s, 2 s, 4 s, 8 s… between attempts." />
        <NumberField
          control={control}
          name="consecutiveFailureThreshold"
          label="Pause after failures"
          min={5}
          max={1000}
          description="Consecutive failed deliveries before the webhook pauses itself (5 to 1,000)."
        />
      </div>
      <FormField
        control={control}
        name="fieldExclusions"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel asChild>
              <span>Excluded fields</span>
            </FormLabel>
            <PathListEditor
              value={field.value}
              onChange={field.onChange}
              item={exclusionItem}
              max={20}
              label="Field to exclude"
              placeholder="contact.phone"
              invalid={!!fieldState.error}
            />
            <p className="text-muted-foreground text-sm">Dot-paths removed from every delivered body, up to 20.</p>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
