"use client";

import { Loader2Icon } from "lucide-react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useDeleteTemplate } from "@/lib/client/hooks/use-templates";

type Props = { name: string | null; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Deleting is by name: every language of the template goes, on the platform and here. */
export function DeleteTemplateDialog({ name, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteTemplate();
  async function confirm() {
    if (!name) return;
    try {
      const res = await remove.mutateAsync(name);
      const count = res.languages.length;
      toast.success(`${name} was deleted`, { description: count > 1 ? `All ${count} languages: ${res.languages.join(", ")}.` : undefined });
      onOpenChange(false);
      onDeleted?.();
    } catch (err) {
      toast.error(`Could not delete ${name}`, { description: errorMessage(err) });
    }
  }
  return (
    <AlertDialog open={name !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Every language of <span className="text-foreground font-mono">{name}</span> is deleted on the platform and here. Campaigns and workflows that send it
            will fail, and the platform may refuse the same name for 30 days. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Delete template
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
