"use client";

import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { errorMessage } from "@/lib/client/api";
import { useIssuePasswordReset, type PasswordResetLink } from "@/lib/client/hooks/use-account";
import type { TeamMember } from "@/lib/client/types";
import { OneTimeLinkView } from "./one-time-link-view";

/** Issues a one-time password-reset link for a member and shows it to copy. */
export function ResetLinkButton({ member }: { member: TeamMember }) {
  const issue = useIssuePasswordReset();
  const [link, setLink] = useState<PasswordResetLink | null>(null);

  async function onClick() {
    try {
      setLink(await issue.mutateAsync(member.id));
    } catch (err) {
      toast.error(`Could not create a reset link for ${member.name}`, { description: errorMessage(err) });
    }
  }

  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Password reset link for ${member.name}`} className="text-muted-foreground" disabled={issue.isPending} onClick={onClick}>
            <KeyRoundIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Password reset link</TooltipContent>
      </Tooltip>
      <Dialog open={!!link} onOpenChange={(open) => !open && setLink(null)}>
        <DialogContent className="[overflow-wrap:anywhere]" onInteractOutside={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>Password reset for {member.name}</DialogTitle>
            <DialogDescription>Send this link to {member.email}. Setting a new password with it signs them out everywhere.</DialogDescription>
          </DialogHeader>
          {link && (
            <OneTimeLinkView link={link} label="Reset link">
              It won&apos;t be shown again, and it replaces any earlier reset link for {member.name}. Anyone with it can set their password.
            </OneTimeLinkView>
          )}
          <DialogFooter>
            <Button onClick={() => setLink(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
