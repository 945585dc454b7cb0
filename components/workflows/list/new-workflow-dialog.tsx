"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateWorkflow } from "@/lib/client/hooks/use-workflows";
import { starterGraph } from "@/lib/client/workflow-graph";
import { createWorkflowInput } from "@/lib/workflows/schemas";
import { TriggerEventPicker } from "../trigger-event-picker";

// The API's own fields, so the dialog refuses what the API would.
const basics = createWorkflowInput.pick({ name: true, triggerEvent: true });
const resolver = schemaResolver(basics);

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** A name and the event that starts runs; the editor opens on the new draft with its trigger placed. */
export function NewWorkflowDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">{open && <NewWorkflowForm onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function NewWorkflowForm({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const create = useCreateWorkflow();
  const form = useForm({ resolver, defaultValues: { name: "", triggerEvent: "" } });

  async function onSubmit(values: { name: string; triggerEvent: string }) {
    try {
      const w = await create.mutateAsync({ ...values, ...starterGraph() });
      toast.success(`${w.name} was created`, { description: "Add steps from the palette, then publish." });
      onClose();
      router.push(`/workflows/${encodeURIComponent(w.id)}`);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not create the workflow", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>New workflow</DialogTitle>
        <DialogDescription>Runs start when this event happens; you can filter on its payload and change it later in the editor.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
          <TextField control={form.control} name="name" label="Name" placeholder="e.g. Welcome new contacts" autoComplete="off" autoFocus />
          <FormField
            control={form.control}
            name="triggerEvent"
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel htmlFor="new-workflow-trigger">Trigger event</FormLabel>
                <TriggerEventPicker id="new-workflow-trigger" value={field.value} onChange={field.onChange} invalid={!!fieldState.error} />
                <FormMessage />
              </FormItem>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>Create workflow</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
