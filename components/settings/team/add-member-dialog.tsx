"use client";

import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useAddMember } from "@/lib/client/hooks/use-team";
import type { Role } from "@/lib/client/types";
import { addMemberInput } from "@/lib/team/schemas";
import { ROLES } from "./role-badge";

const resolver = schemaResolver(addMemberInput);
const EMPTY = { name: "", email: "", role: "agent" as Role, password: "" };

export function AddMemberDialog({ assignableRoles }: { assignableRoles: Role[] }) {
  const [open, setOpen] = useState(false);
  const add = useAddMember();
  const form = useForm({ resolver, defaultValues: EMPTY });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  }

  async function onSubmit(values: z.output<typeof addMemberInput>) {
    try {
      const member = await add.mutateAsync(values);
      toast.success(`${member.name} was added to the team`, { description: "Share their initial password with them securely." });
      onOpenChange(false);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not add the member", { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Add member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a team member</DialogTitle>
          <DialogDescription>They can sign in right away with the email and initial password you set here.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <TextField control={form.control} name="name" label="Name" autoComplete="off" />
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
            <SelectField control={form.control} name="role" label="Role" options={ROLES.filter((r) => assignableRoles.includes(r.value))} />
            <TextField
              control={form.control}
              name="password"
              label="Initial password"
              description="At least 8 characters."
              type="password"
              autoComplete="new-password"
            />
            <DialogFooter className="pt-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>Add member</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
