"use client";

import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { useDeleteTemplate } from "@/lib/client/hooks/use-templates";

type Props = { name: string | null; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Deleting is by name: every language of the template goes, on the platform and here. */
export function DeleteTemplateDialog({ name, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteTemplate();
  async function confirm() {
    if (!name) return false;
    try {
      const res = await remove.mutateAsync(name);
      const count = res.languages.length;
      toast.success(`${name} was deleted`, { description: count > 1 ? `All ${count} languages: ${res.languages.join(", ")}.` : undefined });
      onDeleted?.();
      return true;
    } catch (err) {
      toast.error(`Could not delete ${name}`, { description: errorMessage(err) });
      return false;
    }
  }
  return (
    <ControlledConfirmDialog
      open={name !== null}
      onOpenChange={onOpenChange}
      title={`Delete ${name}?`}
      description={
        <>
          Every language of <span className="text-foreground font-mono">{name}</span> is deleted on the platform and here. Campaigns and workflows that send it will
          fail, and the platform may refuse the same name for 30 days. This cannot be undone.
        </>
      }
      confirmLabel="Delete template"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
