"use client";

import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { ROLES } from "@/components/settings/team/role-badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { createInvitationInput } from "@/lib/account/schemas";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCreateInvitation, type CreatedInvitation } from "@/lib/client/hooks/use-account";
import type { Role } from "@/lib/client/types";
import { OneTimeLinkView } from "./one-time-link-view";

const resolver = schemaResolver(createInvitationInput);

/** Invites someone: email and role, then the one-time link to copy (there is no outgoing mail). */
export function InviteDialog({ assignableRoles }: { assignableRoles: Role[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Invite member
        </Button>
      </DialogTrigger>
      {/* Clicking the backdrop by accident must not throw away a link that is shown once. */}
      <DialogContent className="[overflow-wrap:anywhere]" onInteractOutside={(e) => e.preventDefault()}>
        {open && <InviteFlow assignableRoles={assignableRoles} onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function InviteFlow({ assignableRoles, onClose }: { assignableRoles: Role[]; onClose: () => void }) {
  const create = useCreateInvitation();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const form = useForm({ resolver, defaultValues: { email: "", role: "agent" as Role } });

  async function onSubmit(values: z.output<typeof createInvitationInput>) {
    try {
      setCreated(await create.mutateAsync(values));
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) {
        const field = (err as { details?: { field?: string } }).details?.field;
        if (field === "email") form.setError("email", { message: errorMessage(err) });
        else toast.error("Could not create the invitation", { description: errorMessage(err) });
      }
    }
  }

  if (created) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Invitation for {created.email}</DialogTitle>
          <DialogDescription>Send this link to them yourself; opening it lets them choose a name and password and join as {created.role}.</DialogDescription>
        </DialogHeader>
        <OneTimeLinkView link={created} label="Invitation link">
          It won&apos;t be shown again. Anyone with the link can join your team, so share it only with {created.email}. You can revoke it from the
          pending list.
        </OneTimeLinkView>
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Invite a team member</DialogTitle>
        <DialogDescription>You get a one-time link to send them. It expires in 7 days.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" autoFocus />
          <SelectField control={form.control} name="role" label="Role" options={ROLES.filter((r) => assignableRoles.includes(r.value))} />
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>Create invite link</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
