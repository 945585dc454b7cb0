"use client";

import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useDeleteTag } from "@/lib/client/hooks/use-tags";
import type { Tag } from "@/lib/client/types";

export function DeleteTagButton({ tag }: { tag: Tag }) {
  const remove = useDeleteTag();
  const n = tag.contactCount ?? 0;
  return (
    <ConfirmDialog
      title={`Delete the tag “${tag.name}”?`}
      description={
        n > 0
          ? `It is removed from the ${n.toLocaleString("en")} ${n === 1 ? "contact" : "contacts"} that have it. The contacts themselves stay. This cannot be undone.`
          : "No contact has this tag. This cannot be undone."
      }
      confirmLabel="Delete tag"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(tag.id);
          toast.success(`Tag “${tag.name}” deleted`);
          return true;
        } catch (err) {
          toast.error(`Could not delete “${tag.name}”`, { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${tag.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
