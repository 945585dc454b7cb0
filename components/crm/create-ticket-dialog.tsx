"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateCrm, type Ticket } from "@/lib/client/hooks/use-crm";
import { createTicketInput, type CreateTicketInput } from "@/lib/crm/tickets/schemas";
import { TICKET_PRIORITIES } from "@/db/enums";
import { ContactPicker } from "./contact-picker";
import { PRIORITY_LABELS } from "./crm-format";

const PRIORITIES = TICKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

/** Open a ticket; from a conversation the contact and conversation are fixed, elsewhere a contact is picked. */
export function CreateTicketDialog({ open, onOpenChange, conversation, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; conversation?: { id: string; contact: { id: string; name: string } }; onCreated?: (t: Ticket) => void }) {
  const create = useCreateCrm("tickets");
  const [contact, setContact] = useState<{ id: string; name: string } | null>(conversation?.contact ?? null);
  const [contactError, setContactError] = useState<string>();
  const form = useForm<CreateTicketInput, unknown, CreateTicketInput>({
    resolver: schemaResolver(createTicketInput, { blankAsNull: ["description"] }) as never,
    defaultValues: { subject: "", description: "", priority: "NORMAL" },
  });

  async function submit(values: CreateTicketInput) {
    if (!contact) return setContactError("Pick the contact the ticket is about");
    try {
      const t = await create.mutateAsync({ ...values, contactId: contact.id, ...(conversation ? { conversationId: conversation.id } : {}) });
      toast.success("Ticket opened", { description: t.subject });
      form.reset();
      onOpenChange(false);
      onCreated?.(t);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not open the ticket", { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New ticket</DialogTitle>
          <DialogDescription>{conversation ? `About ${conversation.contact.name}, linked to this conversation.` : "Its SLA due time follows the priority."}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={form.handleSubmit(submit)} noValidate>
            {!conversation && (
              <ContactPicker
                value={contact}
                onChange={(c) => {
                  setContact(c);
                  setContactError(undefined);
                }}
                error={contactError}
              />
            )}
            <TextField control={form.control} name="subject" label="Subject" placeholder="e.g. Order arrived damaged" autoFocus />
            <TextField control={form.control} name="description" label="Description" multiline />
            <SelectField control={form.control} name="priority" label="Priority" options={PRIORITIES} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>Open ticket</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
