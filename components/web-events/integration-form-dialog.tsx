"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Separator } from "@/components/ui/separator";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { useCreateIntegration, useUpdateIntegration } from "@/lib/client/hooks/use-web-events";
import type { Integration } from "@/lib/client/types";
import type { CreateIntegrationInput } from "@/lib/web-events/schemas";
import { cn } from "@/lib/utils";
import { applyIntegrationErrors, integrationResolver, valuesOf, type IntegrationValues } from "./integration-form-values";
import { MappingFields } from "./mapping-fields";

const AUTH_TYPES = [
  { value: "HMAC_SHA256", label: "Signature (HMAC-SHA256)", hint: "Your server signs each body with the secret; the secret itself never travels. Recommended." },
  { value: "API_KEY", label: "API key", hint: "Your server sends the secret in an X-Api-Key header. Simpler, but anyone who sees one request can replay it." },
] as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; integration?: Integration | null };

export function IntegrationFormDialog({ open, onOpenChange, integration = null }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-2xl">
        {open && <IntegrationForm integration={integration} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function IntegrationForm({ integration, onClose }: { integration: Integration | null; onClose: () => void }) {
  const router = useRouter();
  const create = useCreateIntegration();
  const update = useUpdateIntegration(integration?.id ?? "");
  const form = useForm<IntegrationValues, unknown, CreateIntegrationInput>({ resolver: integrationResolver, defaultValues: valuesOf(integration) });

  async function onSubmit(values: CreateIntegrationInput) {
    try {
      if (integration) {
        await update.mutateAsync(values);
        toast.success(`${values.name} was saved`);
        onClose();
      } else {
        const created = await create.mutateAsync(values);
        toast.success(`${created.name} was created`, { description: "Its secret and ready-to-paste examples are on its page." });
        onClose();
        router.push(`/web-events/${encodeURIComponent(created.id)}`);
      }
    } catch (err) {
      if (!applyIntegrationErrors(form, err)) toast.error(integration ? "Could not save the integration" : "Could not create the integration", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{integration ? "Edit integration" : "New web-event integration"}</DialogTitle>
        <DialogDescription>Your website posts JSON events here; each one is matched to a contact by phone or email.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid min-h-0 gap-4">
          <div className="-mx-6 grid min-h-0 gap-5 overflow-y-auto px-6 pb-1">
            <TextField control={form.control} name="name" label="Name" placeholder="e.g. Storefront checkout" autoComplete="off" autoFocus />
            <TextField control={form.control} name="description" label="Description" placeholder="Optional: what sends these events" multiline />
            <FormField
              control={form.control}
              name="authType"
              render={({ field }) => (
                <FormItem>
                  <FormLabel asChild>
                    <span>Authentication</span>
                  </FormLabel>
                  <FormControl>
                    <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-2 sm:grid-cols-2">
                      {AUTH_TYPES.map((a) => (
                        <Label
                          key={a.value}
                          htmlFor={`auth-${a.value}`}
                          className={cn("flex cursor-pointer items-start gap-3 rounded-md border p-3 font-normal", field.value === a.value && "border-primary/50 bg-primary/5")}
                        >
                          <RadioGroupItem id={`auth-${a.value}`} value={a.value} className="mt-0.5" />
                          <span className="grid gap-1">
                            <span className="font-medium">{a.label}</span>
                            <span className="text-muted-foreground text-xs leading-snug">{a.hint}</span>
                          </span>
                        </Label>
                      ))}
                    </RadioGroup>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Separator />
            <MappingFields control={form.control} />
            <FormField
              control={form.control}
              name="autoCreateContact"
              render={({ field }) => (
                <FormItem className="flex items-start justify-between gap-4 rounded-md border p-3">
                  <div className="grid gap-1">
                    <FormLabel>Create missing contacts</FormLabel>
                    <FormDescription>When no contact has the event&apos;s phone or email, add one (named from the name field).</FormDescription>
                  </div>
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                </FormItem>
              )}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>{integration ? "Save changes" : "Create integration"}</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
