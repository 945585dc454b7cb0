"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors } from "@/lib/client/forms";
import { useCreateCrm, useUpdateCrm, type Task } from "@/lib/client/hooks/use-crm";
import { ContactPicker } from "./contact-picker";

type Values = { title: string; description: string; dueAt: string };
// datetime-local wants the local wall-clock time without an offset.
const localInput = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : "");
const valuesOf = (t?: Task | null): Values => ({ title: t?.title ?? "", description: t?.description ?? "", dueAt: localInput(t?.dueAt ?? null) });

/**
 * Create or edit a task; from a conversation (or a ticket or lead) the links are fixed and the API takes
 * the contact from them. The due time is a local date-time input sent as ISO with its offset.
 */
export function TaskDialog({ open, onOpenChange, link, task }: { open: boolean; onOpenChange: (o: boolean) => void; link?: { conversationId?: string; ticketId?: string; leadId?: string; label: string }; task?: Task | null }) {
  const create = useCreateCrm("tasks");
  const update = useUpdateCrm("tasks");
  const [contact, setContact] = useState<{ id: string; name: string } | null>(null);
  const [contactError, setContactError] = useState<string>();
  const form = useForm<Values>({ defaultValues: valuesOf(task) });
  useEffect(() => form.reset(valuesOf(task)), [task, open, form]);

  async function submit(values: Values) {
    if (!task && !link && !contact) return setContactError("Pick the contact the task is about");
    if (!values.title.trim()) return form.setError("title", { message: "Is required" }, { shouldFocus: true });
    try {
      const fields = { title: values.title, description: values.description.trim() || null, dueAt: values.dueAt ? new Date(values.dueAt).toISOString() : null };
      const t = task
        ? await update.mutateAsync({ id: task.id, body: fields })
        : await create.mutateAsync({ ...fields, ...(link ? { conversationId: link.conversationId, ticketId: link.ticketId, leadId: link.leadId } : { contactId: contact!.id }) });
      toast.success(task ? "Task saved" : "Task created", { description: t.title });
      form.reset();
      onOpenChange(false);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not create the task", { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{task ? "Edit task" : "New task"}</DialogTitle>
          <DialogDescription>{task ? `About ${task.contact.name}.` : link ? link.label : "A to-do about a contact, with an optional due time."}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={form.handleSubmit(submit)} noValidate>
            {!link && !task && (
              <ContactPicker
                value={contact}
                onChange={(c) => {
                  setContact(c);
                  setContactError(undefined);
                }}
                error={contactError}
              />
            )}
            <TextField control={form.control} name="title" label="Title" placeholder="e.g. Call back about the refund" autoFocus />
            <TextField control={form.control} name="description" label="Notes" multiline />
            <TextField control={form.control} name="dueAt" label="Due" type="datetime-local" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>{task ? "Save task" : "Create task"}</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
