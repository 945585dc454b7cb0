"use client";

import { useRouter } from "next/navigation";
import { useForm, type Control, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { LabeledField } from "@/components/forms/labeled-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateContact, useUpdateContact } from "@/lib/client/hooks/use-contacts";
import type { Contact } from "@/lib/client/types";
import { createContactInput, updateContactInput } from "@/lib/contacts/schemas";
import { formatPhone } from "./options";
import { TagPicker } from "./tags/tag-picker";

/** Optional text fields: left blank, they are sent as null (cleared), as the API expects. */
export const BLANK_AS_NULL = ["firstName", "lastName", "phone", "email", "externalId", "avatar"];
type Values = { name: string; firstName: string; lastName: string; phone: string; email: string; externalId: string; tagIds: string[] };
type CreateOut = z.output<typeof createContactInput>;
type UpdateOut = z.output<typeof updateContactInput>;
// The form holds plain strings (a subset of each schema's input), so the resolvers are narrowed to that shape.
const createResolver = schemaResolver(createContactInput, { blankAsNull: BLANK_AS_NULL }) as unknown as Resolver<Values, unknown, CreateOut>;
const updateResolver = schemaResolver(updateContactInput, { blankAsNull: BLANK_AS_NULL }) as unknown as Resolver<Values, unknown, UpdateOut>;

function valuesOf(c: Contact | null): Values {
  return {
    name: c?.name ?? "",
    firstName: c?.firstName ?? "",
    lastName: c?.lastName ?? "",
    phone: c?.phone ? formatPhone(c.phone) : "",
    email: c?.email ?? "",
    externalId: c?.externalId ?? "",
    tagIds: c?.tagIds ?? [],
  };
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; contact?: Contact | null };

/** New contact, or (given `contact`) edit one; both validated by the API's own schemas. */
export function ContactFormDialog({ open, onOpenChange, contact = null }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* Mounted per opening, so the form starts from the contact as it is now. */}
        {open && (contact ? <EditForm contact={contact} onClose={() => onOpenChange(false)} /> : <CreateForm onClose={() => onOpenChange(false)} />)}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const create = useCreateContact();
  const form = useForm({ resolver: createResolver, defaultValues: valuesOf(null) });

  async function onSubmit(values: CreateOut) {
    try {
      const c = await create.mutateAsync(values);
      toast.success(`${c.name} was added`, { action: { label: "Open", onClick: () => router.push(`/contacts/${encodeURIComponent(c.id)}`) } });
      onClose();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not add the contact", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>New contact</DialogTitle>
        <DialogDescription>A phone number lets you message them on every phone-based channel.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <ContactFields control={form.control} />
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>Add contact</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}

function EditForm({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const update = useUpdateContact(contact.id);
  const form = useForm({ resolver: updateResolver, defaultValues: valuesOf(contact) });

  async function onSubmit(values: UpdateOut) {
    try {
      const c = await update.mutateAsync(values);
      toast.success(`${c.name} was saved`);
      onClose();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the contact", { description: errorMessage(err) });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit {contact.name}</DialogTitle>
        <DialogDescription>Label, status, stage, owner and custom fields are on the contact’s page.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <ContactFields control={form.control} known={contact.tags} />
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              Save changes
            </SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}

function ContactFields<O>({ control, known }: { control: Control<Values, unknown, O>; known?: Contact["tags"] }) {
  const f = { control };
  return (
    <>
      <TextField control={f.control} name="name" label="Name" autoComplete="off" autoFocus description="How the contact appears in lists and conversations." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={f.control} name="firstName" className="content-start" label="First name" autoComplete="off" />
        <TextField control={f.control} name="lastName" className="content-start" label="Last name" autoComplete="off" />
        <TextField
          control={f.control}
          name="phone"
          className="content-start"
          label="Phone"
          type="tel"
          placeholder="+971 50 123 4567"
          autoComplete="off"
          description="With the country code."
        />
        <TextField control={f.control} name="email" className="content-start" label="Email" type="email" placeholder="name@example.com" autoComplete="off" />
      </div>
      <TextField control={f.control} name="externalId" label="External ID" autoComplete="off" description="Optional. The contact’s id in your CRM or store." />
      <LabeledField control={f.control} name="tagIds" label="Tags">
        {(field) => (
          <TagPicker
            value={field.value}
            known={known}
            onToggle={(tag, checked) =>
              field.onChange(checked ? [...new Set([...field.value, tag.id])] : field.value.filter((id) => id !== tag.id))
            }
          />
        )}
      </LabeledField>
    </>
  );
}
