"use client";

import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { useDeletePhotoappTemplate } from "@/components/channels/photoapp/library/use-library";

/** Confirms, deletes and toasts; messages already sent from the template stay in their threads. */
export function DeletePhotoappTemplateDialog({ template, onOpenChange, onDeleted }: { template: { id: string; name: string } | null; onOpenChange: (open: boolean) => void; onDeleted?: () => void }) {
  const remove = useDeletePhotoappTemplate();
  return (
    <ControlledConfirmDialog
      open={!!template}
      onOpenChange={onOpenChange}
      title={`Delete ${template?.name ?? "the template"}?`}
      description="The template leaves the library. Carousels already sent from it stay in their conversations."
      confirmLabel="Delete template"
      pending={remove.isPending}
      onConfirm={async () => {
        if (!template) return true;
        try {
          await remove.mutateAsync(template.id);
          toast.success(`${template.name} was deleted`);
          onDeleted?.();
          return true;
        } catch (err) {
          toast.error(`Could not delete ${template.name}`, { description: errorMessage(err) });
          return false;
        }
      }}
    />
  );
}
