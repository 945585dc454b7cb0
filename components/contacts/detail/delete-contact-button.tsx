"use client";

import { DeleteAndLeaveButton } from "@/components/forms/delete-and-leave-button";
import { useDeleteContact } from "@/lib/client/hooks/use-contacts";
import type { Contact } from "@/lib/client/types";

export function DeleteContactButton({ contact }: { contact: Contact }) {
  const remove = useDeleteContact();
  return (
    <DeleteAndLeaveButton
      name={contact.name}
      description="The contact is deleted with its timeline, tags, conversations and messages. This cannot be undone."
      confirmLabel="Delete contact"
      pending={remove.isPending}
      remove={() => remove.mutateAsync(contact.id)}
      leaveTo="/contacts"
    />
  );
}
