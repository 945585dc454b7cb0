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
import { useCreateCrm, useUpdateCrm, type Lead } from "@/lib/client/hooks/use-crm";
import { ContactPicker } from "./contact-picker";

type Values = { title: string; value: string; currency: string; source: string };
const valuesOf = (l?: Lead | null): Values => ({ title: l?.title ?? "", value: l?.value === null || l?.value === undefined ? "" : String(l.value), currency: l?.currency ?? "USD", source: l?.source ?? "" });

/** Create a lead (picking its contact) or edit one's title, value and source; the API checks every field and names the bad one. */
export function LeadDialog({ open, onOpenChange, lead }: { open: boolean; onOpenChange: (o: boolean) => void; lead?: Lead | null }) {
  const create = useCreateCrm("leads");
  const update = useUpdateCrm("leads");
  const [contact, setContact] = useState<{ id: string; name: string } | null>(null);
  const [contactError, setContactError] = useState<string>();
  const form = useForm<Values>({ defaultValues: valuesOf(lead) });
  useEffect(() => form.reset(valuesOf(lead)), [lead, open, form]);

  async function submit(v: Values) {
    if (!lead && !contact) return setContactError("Pick the contact the lead is about");
    const value = v.value.trim() === "" ? null : Number(v.value);
    if (value !== null && !Number.isFinite(value)) return form.setError("value", { message: "Must be a number" }, { shouldFocus: true });
    const body = { title: v.title, value, currency: v.currency, source: v.source.trim() || null };
    try {
      if (lead) await update.mutateAsync({ id: lead.id, body });
      else await create.mutateAsync({ ...body, contactId: contact!.id });
      toast.success(lead ? "Lead saved" : "Lead created", { description: v.title });
      onOpenChange(false);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the lead", { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{lead ? "Edit lead" : "New lead"}</DialogTitle>
          <DialogDescription>{lead ? `About ${lead.contact.name}.` : "A possible deal with a contact; it starts in the New stage."}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={form.handleSubmit(submit)} noValidate>
            {!lead && (
              <ContactPicker
                value={contact}
                onChange={(c) => {
                  setContact(c);
                  setContactError(undefined);
                }}
                error={contactError}
              />
            )}
            <TextField control={form.control} name="title" label="Title" placeholder="e.g. 50 jackets for a club" autoFocus />
            <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
              <TextField control={form.control} name="value" label="Value" inputProps={{ inputMode: "decimal" }} />
              <TextField control={form.control} name="currency" label="Currency" />
            </div>
            <TextField control={form.control} name="source" label="Source" placeholder="e.g. website, referral" />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>{lead ? "Save lead" : "Create lead"}</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
