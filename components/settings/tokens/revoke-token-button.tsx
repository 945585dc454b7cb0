"use client";

import { BanIcon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useRevokeToken } from "@/lib/client/hooks/use-tokens";
import type { ApiToken } from "@/lib/client/types";

export function RevokeTokenButton({ token }: { token: ApiToken }) {
  const revoke = useRevokeToken();
  return (
    <ConfirmDialog
      title={`Revoke “${token.name}”?`}
      description="Requests that use this token will be refused with 401 from now on. This cannot be undone."
      confirmLabel="Revoke token"
      pending={revoke.isPending}
      onConfirm={async () => {
        try {
          await revoke.mutateAsync(token.id);
          toast.success(`Token “${token.name}” was revoked`);
          return true;
        } catch (err) {
          toast.error("Could not revoke the token", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Revoke token ${token.name}`} className="text-muted-foreground hover:text-destructive">
          <BanIcon aria-hidden="true" />
          <span className="hidden xl:inline">Revoke</span>
        </Button>
      }
    />
  );
}
