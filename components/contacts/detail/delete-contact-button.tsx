"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useDeleteContact } from "@/lib/client/hooks/use-contacts";
import type { Contact } from "@/lib/client/types";

export function DeleteContactButton({ contact }: { contact: Contact }) {
  const remove = useDeleteContact();
  const router = useRouter();
  return (
    <ConfirmDialog
      title={`Delete ${contact.name}?`}
      description={
        <>
          The contact is deleted with its timeline, tags, conversations and messages. This cannot be undone.
        </>
      }
      confirmLabel="Delete contact"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(contact.id);
          toast.success(`${contact.name} was deleted`);
          router.replace("/contacts");
          return true;
        } catch (err) {
          toast.error(`Could not delete ${contact.name}`, { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      }
    />
  );
}
