"use client";

import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { useDeleteWorkflow } from "@/lib/client/hooks/use-workflows";

type Target = { id: string; name: string; status: string; stats: { active: number } };
type Props = { workflow: Target | null; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Opened from a menu, so it is controlled; it stays open while the delete runs. */
export function DeleteWorkflowDialog({ workflow, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteWorkflow();
  async function confirm() {
    if (!workflow) return false;
    try {
      await remove.mutateAsync(workflow.id);
      toast.success(`${workflow.name} was deleted`);
      onDeleted?.();
      return true;
    } catch (err) {
      toast.error(`Could not delete ${workflow.name}`, { description: errorMessage(err) });
      return false;
    }
  }
  const active = workflow?.stats.active ?? 0;
  return (
    <ControlledConfirmDialog
      open={workflow !== null}
      onOpenChange={onOpenChange}
      title={`Delete ${workflow?.name}?`}
      description={
        <>
          {workflow?.status === "PUBLISHED" ? "It stops starting runs at once. " : ""}
          {active > 0 ? `${active.toLocaleString("en")} run${active === 1 ? "" : "s"} in progress stop where they are. ` : ""}
          Its versions and run history are deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete workflow"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
