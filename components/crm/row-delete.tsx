"use client";

import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useDeleteCrm, type CrmKind } from "@/lib/client/hooks/use-crm";

/** A row's delete button, asking first. */
export function RowDelete({ kind, id, name, what, disabled }: { kind: CrmKind; id: string; name: string; what: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCrm(kind);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Delete ${what} ${name}`} onClick={() => setOpen(true)} disabled={disabled}>
        <Trash2Icon aria-hidden="true" />
      </Button>
      <ControlledConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete this ${what}?`}
        description={`“${name}” is removed for good.`}
        confirmLabel={`Delete ${what}`}
        pending={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(id);
            toast.success(`${what[0].toUpperCase()}${what.slice(1)} deleted`);
            return true;
          } catch (err) {
            toast.error(`Could not delete the ${what}`, { description: errorMessage(err) });
            return false;
          }
        }}
      />
    </>
  );
}
