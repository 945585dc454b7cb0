"use client";

import { XIcon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { LoadError } from "@/components/settings/load-error";
import { RoleBadge } from "@/components/settings/team/role-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDate } from "@/lib/client/format";
import { useInvitations, useRevokeInvitation, type Invitation } from "@/lib/client/hooks/use-account";

/** Invitations not yet accepted, with a way to revoke each; shown to those who may invite. */
export function PendingInvitations({ canRevoke }: { canRevoke: (i: Invitation) => boolean }) {
  const list = useInvitations(true);
  if (list.isError) return <LoadError what="pending invitations" error={list.error} />;
  if (list.isPending) return <Skeleton className="h-16 w-full" aria-label="Loading pending invitations" />;
  if (!list.data.data.length) return null;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">Pending invitations</CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <ul className="divide-y" aria-label="Pending invitations">
          {list.data.data.map((i) => (
            <li key={i.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{i.email}</span>
              <RoleBadge role={i.role} />
              <span className="text-muted-foreground text-xs">expires {formatDate(i.expiresAt)}</span>
              {canRevoke(i) && <RevokeButton invitation={i} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  return (
    <ConfirmDialog
      title={`Revoke the invitation for ${invitation.email}?`}
      description="Its link stops working at once. You can invite them again later."
      confirmLabel="Revoke invitation"
      pending={revoke.isPending}
      onConfirm={async () => {
        try {
          await revoke.mutateAsync(invitation.id);
          toast.success(`The invitation for ${invitation.email} was revoked`);
          return true;
        } catch (err) {
          toast.error("Could not revoke the invitation", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Revoke the invitation for ${invitation.email}`} className="text-muted-foreground hover:text-destructive">
          <XIcon aria-hidden="true" />
        </Button>
      }
    />
  );
}
