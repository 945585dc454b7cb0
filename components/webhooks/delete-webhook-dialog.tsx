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
import { useDeleteWebhook } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";

type Props = { webhook: Webhook | null; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Opened from a menu, so it is controlled; it stays open while the delete runs. */
export function DeleteWebhookDialog({ webhook, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteWebhook();
  async function confirm() {
    if (!webhook) return;
    try {
      await remove.mutateAsync(webhook.id);
      toast.success(`${webhook.name} was deleted`);
      onOpenChange(false);
      onDeleted?.();
    } catch (err) {
      toast.error(`Could not delete ${webhook.name}`, { description: errorMessage(err) });
    }
  }
  return (
    <AlertDialog open={webhook !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {webhook?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Deliveries to <span className="font-mono break-all">{webhook?.url}</span> stop at once, and its delivery log is deleted. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Delete webhook
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
