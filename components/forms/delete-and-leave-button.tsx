"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";

/**
 * The detail pages' Delete button: confirm, delete, toast, and leave for the list the record
 * lived in (its own page would only show "not found" now).
 */
export function DeleteAndLeaveButton({
  name,
  description,
  confirmLabel,
  pending,
  remove,
  leaveTo,
}: {
  name: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  remove: () => Promise<unknown>;
  leaveTo: string;
}) {
  const router = useRouter();
  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      description={description}
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={async () => {
        try {
          await remove();
          toast.success(`${name} was deleted`);
          router.replace(leaveTo);
          return true;
        } catch (err) {
          toast.error(`Could not delete ${name}`, { description: errorMessage(err) });
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
