"use client";

import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { useDeleteWebhook } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";

type Props = { webhook: Webhook | null; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Opened from a menu, so it is controlled; it stays open while the delete runs. */
export function DeleteWebhookDialog({ webhook, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteWebhook();
  async function confirm() {
    if (!webhook) return false;
    try {
      await remove.mutateAsync(webhook.id);
      toast.success(`${webhook.name} was deleted`);
      onDeleted?.();
      return true;
    } catch (err) {
      toast.error(`Could not delete ${webhook.name}`, { description: errorMessage(err) });
      return false;
    }
  }
  return (
    <ControlledConfirmDialog
      open={webhook !== null}
      onOpenChange={onOpenChange}
      title={`Delete ${webhook?.name}?`}
      description={
        <>
          Deliveries to <span className="font-mono break-all">{webhook?.url}</span> stop at once, and its delivery log is deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete webhook"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
