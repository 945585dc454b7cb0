"use client";

import { RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useDelivery } from "@/lib/client/hooks/use-webhooks";
import type { DeliveryDetail } from "@/lib/client/types";
import { CodeBlock } from "../code-block";
import { DeliveryStatusBadge } from "../status-badges";
import { AttemptTimeline, HeaderList } from "./attempt-timeline";
import { useResendOne } from "./use-resend-one";

type Props = { webhookId: string; deliveryId: string | null; onClose: () => void; canWrite: boolean };

/** One delivery: what was sent, what came back, and every attempt in order. */
export function DeliverySheet({ webhookId, deliveryId, onClose, canWrite }: Props) {
  const delivery = useDelivery(webhookId, deliveryId);
  const resend = useResendOne(webhookId);
  const d = delivery.data;
  return (
    <Sheet open={deliveryId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full gap-0 sm:max-w-2xl">
        <SheetHeader className="border-b">
          <SheetTitle className="font-mono">{d?.event ?? "Delivery"}</SheetTitle>
          <SheetDescription>{d ? `Created ${formatDateTime(d.createdAt)}` : "Loading the delivery…"}</SheetDescription>
        </SheetHeader>
        <div className="grid min-h-0 flex-1 content-start gap-6 overflow-y-auto p-4">
          {delivery.isError ? (
            <p role="alert" className="text-destructive text-sm">
              Could not load the delivery: {errorMessage(delivery.error)}
            </p>
          ) : !d ? (
            <div className="grid gap-3">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            <DeliveryBody delivery={d} />
          )}
        </div>
        {d && canWrite && d.canResend && (
          <SheetFooter className="border-t sm:flex-row sm:justify-end">
            <Button disabled={resend.pending} onClick={() => void resend.run(d)}>
              <RotateCcwIcon aria-hidden="true" />
              Resend
            </Button>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DeliveryBody({ delivery: d }: { delivery: DeliveryDetail }) {
  // The request headers are the same on every attempt except the timestamp and signature; show the latest.
  const latest = d.attemptLog[d.attemptLog.length - 1];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <DeliveryStatusBadge status={d.status} />
        </dd>
        <dt className="text-muted-foreground">Delivery id</dt>
        <dd className="flex items-center gap-1">
          <code className="font-mono text-xs break-all">{d.id}</code>
          <CopyButton value={d.id} label="Copy delivery id" successMessage="Delivery id copied" />
        </dd>
        <dt className="text-muted-foreground">Attempts</dt>
        <dd className="tabular-nums">
          {d.attempts} of at most {d.maxAttempts}
        </dd>
        {d.nextAttemptAt && (
          <>
            <dt className="text-muted-foreground">Next attempt</dt>
            <dd>{formatDateTime(d.nextAttemptAt)}</dd>
          </>
        )}
        {d.completedAt && (
          <>
            <dt className="text-muted-foreground">Finished</dt>
            <dd>{formatDateTime(d.completedAt)}</dd>
          </>
        )}
      </dl>
      <Separator />
      <section className="grid gap-3" aria-labelledby="delivery-request">
        <h3 id="delivery-request" className="text-sm font-semibold">
          Request
        </h3>
        {latest ? <HeaderList headers={latest.requestHeaders} label="Request headers" /> : <p className="text-muted-foreground text-sm">Not sent yet.</p>}
        <CodeBlock code={pretty(d.requestBody)} label="Request body" />
      </section>
      <Separator />
      <section className="grid gap-3" aria-labelledby="delivery-attempts">
        <h3 id="delivery-attempts" className="text-sm font-semibold">
          Attempts
        </h3>
        <AttemptTimeline attempts={d.attemptLog} />
      </section>
    </>
  );
}
