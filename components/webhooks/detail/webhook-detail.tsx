"use client";

import { PauseIcon, PencilIcon, PlayIcon, SendIcon, Trash2Icon, TriangleAlertIcon, WebhookOffIcon } from "lucide-react";
import { BackLink, DETAIL_PAGE as PAGE, DetailLoadError } from "@/components/dashboard/detail-page";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import { useTestWebhook, useWebhook } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";
import { DeleteWebhookDialog } from "../delete-webhook-dialog";
import { WebhookStatusBadge } from "../status-badges";
import { usePauseToggle } from "../use-pause-toggle";
import { WebhookFormDialog } from "../webhook-form-dialog";
import { DeliveriesChart } from "./deliveries-chart";
import { DeliveryLog } from "./delivery-log";
import { SecretCard, VerifySnippetCard } from "./secret-card";
import { SettingsCard } from "./settings-card";



export function WebhookDetail({ id }: { id: string }) {
  const webhook = useWebhook(id);
  const canWrite = useCan("webhooks:write");

  if (webhook.isError && !webhook.data) return <DetailLoadError what="Webhook" error={webhook.error} icon={WebhookOffIcon} list={{ href: "/webhooks", name: "webhooks" }} />;
  if (!webhook.data) return <DetailSkeleton />;
  const w = webhook.data;

  return (
    <div className={PAGE}>
      <BackLink href="/webhooks">All webhooks</BackLink>
      <Header webhook={w} canWrite={canWrite} />
      {w.status !== "ACTIVE" && <StatusAlert webhook={w} canWrite={canWrite} />}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <DeliveriesChart webhookId={w.id} />
        <SettingsCard webhook={w} />
      </div>
      <DeliveryLog webhook={w} canWrite={canWrite} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <SecretCard webhook={w} canWrite={canWrite} />
        <VerifySnippetCard webhook={w} />
      </div>
    </div>
  );
}

function Header({ webhook: w, canWrite }: { webhook: Webhook; canWrite: boolean }) {
  const router = useRouter();
  const toggle = usePauseToggle();
  const test = useTestWebhook(w.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function sendTest() {
    try {
      const d = await test.mutateAsync(undefined);
      const answer = d.lastResponseStatus === null ? (d.lastError ?? "no answer") : `HTTP ${d.lastResponseStatus}`;
      if (d.status === "SUCCEEDED") toast.success("Test delivered", { description: `${answer} in ${d.latencyMs ?? 0} ms.` });
      else toast.error("The test delivery failed", { description: `${answer}. See it in the delivery log.` });
    } catch (err) {
      toast.error("Could not send the test", { description: errorMessage(err) });
    }
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{w.name}</h1>
          <WebhookStatusBadge status={w.status} />
        </div>
        <p className="text-muted-foreground font-mono text-sm break-all">{w.url}</p>
      </div>
      {canWrite && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={sendTest} disabled={test.isPending}>
            <SendIcon aria-hidden="true" />
            {test.isPending ? "Sending…" : "Send test"}
          </Button>
          <Button variant="outline" onClick={() => void toggle.toggle(w)} disabled={toggle.pending}>
            {w.status === "ACTIVE" ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {w.status === "ACTIVE" ? "Pause" : "Resume"}
          </Button>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
          <WebhookFormDialog open={editing} onOpenChange={setEditing} webhook={w} />
          <DeleteWebhookDialog webhook={deleting ? w : null} onOpenChange={setDeleting} onDeleted={() => router.replace("/webhooks")} />
          {toggle.dialog}
        </div>
      )}
    </div>
  );
}

function StatusAlert({ webhook: w, canWrite }: { webhook: Webhook; canWrite: boolean }) {
  const failed = w.status === "FAILED";
  return (
    <Alert
      className={failed ? "border-red-500/40 bg-red-500/10 text-red-900 dark:text-red-200" : "border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200"}
      data-testid="status-alert"
    >
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{failed ? "Deliveries have stopped: the webhook failed" : "Deliveries are paused"}</AlertTitle>
      <AlertDescription className={failed ? "text-red-900/80 dark:text-red-200/80" : "text-amber-900/80 dark:text-amber-200/80"}>
        <p>{w.statusReason ?? (failed ? "Deliveries stopped." : "Paused by a person.")}</p>
        <p data-testid="held-count">
          {failed
            ? "Events are not kept while it has failed: fix its address, then set it active again."
            : w.heldDeliveries === 0
            ? "Nothing is lost: events that match it while it is paused are kept, not delivered."
            : `${w.heldDeliveries.toLocaleString()} ${w.heldDeliveries === 1 ? "event is" : "events are"} held: nothing is lost while it is paused.`}
          {canWrite && !failed && " Resume it once the endpoint is ready: held events go out oldest first (or you can discard them), and the failure count starts over."}
        </p>
      </AlertDescription>
    </Alert>
  );
}

function DetailSkeleton() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading webhook">
      <Skeleton className="h-8 w-32" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
