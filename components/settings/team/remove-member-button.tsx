"use client";

import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useRemoveMember } from "@/lib/client/hooks/use-team";
import type { TeamMember } from "@/lib/client/types";

export function RemoveMemberButton({ member }: { member: TeamMember }) {
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      title={`Remove ${member.name}?`}
      description={
        <>
          <strong className="text-foreground font-medium">{member.email}</strong> will lose access at once, and every API token
          they created will be revoked. This cannot be undone.
        </>
      }
      confirmLabel="Remove member"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(member.id);
          toast.success(`${member.name} was removed from the team`);
          return true;
        } catch (err) {
          toast.error(`Could not remove ${member.name}`, { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Remove ${member.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
