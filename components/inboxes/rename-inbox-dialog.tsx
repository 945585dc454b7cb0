"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateInbox, type Inbox } from "./use-inboxes";

/** The API's rule for an inbox's name (lib/inboxes/schemas.ts). */
export const inboxName = z.string().trim().min(1, "is required").max(80, "must be at most 80 characters");
const resolver = schemaResolver(z.object({ name: inboxName }));

/** Renames an inbox; the team sees the name in the inbox, its filter and the thread header. */
export function RenameInboxDialog({ inbox, open, onOpenChange }: { inbox: Inbox; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Rename inbox</DialogTitle>
          <DialogDescription>Your team sees this name in the inbox and its filter. Customers never see it.</DialogDescription>
        </DialogHeader>
        {open && <RenameForm inbox={inbox} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ inbox, onDone }: { inbox: Inbox; onDone: () => void }) {
  const update = useUpdateInbox();
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name: inbox.name } });

  async function onSubmit({ name }: { name: string }) {
    if (name === inbox.name) return onDone();
    try {
      await update.mutateAsync({ id: inbox.id, body: { name } });
      toast.success(`Inbox renamed to “${name}”`);
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not rename the inbox", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" autoComplete="off" autoFocus description={inbox.displayName ? `For ${inbox.displayName}` : undefined} />
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>Save name</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
