"use client";

import { BanIcon, PauseIcon, PencilIcon, PlayIcon, RocketIcon, RotateCcwIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog, ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { allows } from "@/lib/client/campaign-view";
import { useCampaignAction, useDeleteCampaign, type CampaignAction } from "@/lib/client/hooks/use-campaigns";
import type { Campaign } from "@/lib/client/types";
import { RetryDialog } from "./retry-dialog";

const DONE: Record<CampaignAction, string> = { run: "started", pause: "paused", resume: "resumed", cancel: "cancelled" };

/**
 * What can be done to the campaign now: each button is there (and enabled) only in the states
 * the API allows it, and the ones that cannot be undone ask first.
 */
export function CampaignActions({ campaign: c, failureCategories }: { campaign: Campaign; failureCategories: Record<string, number> }) {
  const router = useRouter();
  const act = useCampaignAction();
  const remove = useDeleteCampaign();
  const [deleting, setDeleting] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const failed = c.counts.FAILED ?? 0;

  async function run(action: CampaignAction): Promise<boolean> {
    try {
      await act.mutateAsync({ id: c.id, action });
      toast.success(`“${c.name}” ${DONE[action]}`);
      return true;
    } catch (err) {
      toast.error(`Could not ${action === "run" ? "start" : action} the campaign`, { description: errorMessage(err) });
      return false;
    }
  }

  async function destroy(): Promise<boolean> {
    try {
      await remove.mutateAsync(c.id);
      toast.success(`“${c.name}” was deleted`);
      router.replace("/campaigns");
      return true;
    } catch (err) {
      toast.error("Could not delete the campaign", { description: errorMessage(err) });
      return false;
    }
  }

  const pending = act.isPending ? act.variables?.action : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {allows("update", c.status) && (
        <Button variant="outline" asChild>
          <Link href={`/campaigns/${encodeURIComponent(c.id)}/edit`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      {allows("run", c.status) && (
        <ConfirmDialog
          trigger={
            <Button>
              <RocketIcon aria-hidden="true" />
              Launch now
            </Button>
          }
          title={`Launch “${c.name}” now?`}
          description={c.status === "SCHEDULED" ? "It starts sending at once instead of at its scheduled time." : "It starts sending to its audience at once."}
          confirmLabel="Launch now"
          confirmVariant="default"
          pending={pending === "run"}
          onConfirm={() => run("run")}
        />
      )}
      {c.status === "RUNNING" && (
        <Button variant="outline" onClick={() => void run("pause")} disabled={!!pending}>
          <PauseIcon aria-hidden="true" />
          {pending === "pause" ? "Pausing…" : "Pause"}
        </Button>
      )}
      {c.status === "PAUSED" && (
        <Button variant="outline" onClick={() => void run("resume")} disabled={!!pending}>
          <PlayIcon aria-hidden="true" />
          {pending === "resume" ? "Resuming…" : "Resume"}
        </Button>
      )}
      {allows("retry", c.status) && (
        <Button variant="outline" onClick={() => setRetrying(true)} disabled={failed === 0} title={failed === 0 ? "No recipient has failed" : undefined}>
          <RotateCcwIcon aria-hidden="true" />
          Retry failed{failed > 0 ? ` (${failed.toLocaleString("en")})` : ""}
        </Button>
      )}
      {allows("cancel", c.status) && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={!!pending}>
              <BanIcon aria-hidden="true" />
              Cancel campaign
            </Button>
          }
          title={`Cancel “${c.name}”?`}
          description="Recipients who have not been sent to yet are skipped, and the campaign can't be started again. Messages already sent stay sent."
          confirmLabel="Cancel campaign"
          pending={pending === "cancel"}
          onConfirm={() => run("cancel")}
        />
      )}
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setDeleting(true)}
        disabled={!allows("delete", c.status)}
        title={allows("delete", c.status) ? undefined : "Pause or cancel it first: a running campaign can't be deleted"}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ControlledConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete “${c.name}”?`}
        description="The campaign and its recipient list are deleted. Messages already sent stay in their conversations. This cannot be undone."
        confirmLabel="Delete campaign"
        pending={remove.isPending}
        onConfirm={destroy}
      />
      <RetryDialog campaign={c} failureCategories={failureCategories} open={retrying} onOpenChange={setRetrying} />
    </div>
  );
}
