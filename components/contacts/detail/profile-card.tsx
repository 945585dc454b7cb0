"use client";

import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateContact } from "@/lib/client/hooks/use-contacts";
import type { Contact } from "@/lib/client/types";
import { updateContactInput } from "@/lib/contacts/schemas";
import { BLANK_AS_NULL } from "../contact-form-dialog";
import { formatPhone } from "../options";

type Values = { name: string; firstName: string; lastName: string; phone: string; email: string; externalId: string; avatar: string };
type Out = z.output<typeof updateContactInput>;
const resolver = schemaResolver(updateContactInput, { blankAsNull: BLANK_AS_NULL }) as unknown as Resolver<Values, unknown, Out>;

export function profileValues(c: Contact): Values {
  return {
    name: c.name,
    firstName: c.firstName ?? "",
    lastName: c.lastName ?? "",
    phone: c.phone ? formatPhone(c.phone) : "",
    email: c.email ?? "",
    externalId: c.externalId ?? "",
    avatar: c.avatar ?? "",
  };
}

/** The contact's own details, edited in place; only changed fields are sent. */
export function ProfileCard({ contact, canWrite }: { contact: Contact; canWrite: boolean }) {
  const update = useUpdateContact(contact.id);
  const form = useForm({ resolver, defaultValues: profileValues(contact), disabled: !canWrite });

  async function onSubmit(values: Out) {
    const dirty = form.formState.dirtyFields;
    const changed = Object.fromEntries(Object.entries(values).filter(([k]) => dirty[k as keyof Values])) as Out;
    try {
      const saved = await update.mutateAsync(changed);
      form.reset(profileValues(saved));
      toast.success("Profile saved");
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the profile", { description: errorMessage(err) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Phone numbers are stored in international form, digits only.</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="name" label="Name" className="sm:col-span-2" autoComplete="off" />
            <TextField control={form.control} name="firstName" label="First name" autoComplete="off" />
            <TextField control={form.control} name="lastName" label="Last name" autoComplete="off" />
            <TextField control={form.control} name="phone" label="Phone" type="tel" placeholder="+971 50 123 4567" autoComplete="off" />
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
            <TextField control={form.control} name="externalId" label="External ID" autoComplete="off" />
            <TextField control={form.control} name="avatar" label="Avatar URL" type="url" placeholder="https://…" autoComplete="off" />
          </CardContent>
          {canWrite && (
            <CardFooter className="justify-end gap-2 border-t">
              <Button type="button" variant="ghost" disabled={!form.formState.isDirty || form.formState.isSubmitting} onClick={() => form.reset()}>
                Discard
              </Button>
              <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
                Save profile
              </SubmitButton>
            </CardFooter>
          )}
        </form>
      </Form>
    </Card>
  );
}
