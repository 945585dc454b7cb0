"use client";

import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { Webhook } from "@/lib/client/types";

export type HeldChoice = "deliver" | "discard";

type Props = { webhook: Webhook | null; pending: boolean; onOpenChange: (open: boolean) => void; onResume: (w: Webhook, held: HeldChoice) => Promise<boolean> };

/**
 * Resuming a webhook that kept events while paused: the person decides whether they go out
 * (in the order they happened, the default) or are discarded, so nothing is dropped unasked.
 */
export function ResumeHeldDialog({ webhook, pending, onOpenChange, onResume }: Props) {
  const [choice, setChoice] = useState<HeldChoice>("deliver");
  const held = webhook?.heldDeliveries ?? 0;
  const events = `${held.toLocaleString()} ${held === 1 ? "event" : "events"}`;
  return (
    <AlertDialog open={webhook !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Resume {webhook?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {events} happened while it was paused and {held === 1 ? "is" : "are"} being held. Choose what becomes of {held === 1 ? "it" : "them"}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <RadioGroup value={choice} onValueChange={(v) => setChoice(v as HeldChoice)} aria-label="Held events">
          <div className="flex items-start gap-3">
            <RadioGroupItem value="deliver" id="held-deliver" className="mt-0.5" />
            <Label htmlFor="held-deliver" className="grid gap-1 font-normal">
              <span className="font-medium">Deliver them, oldest first</span>
              <span className="text-muted-foreground text-sm">Each is signed and retried like any delivery.</span>
            </Label>
          </div>
          <div className="flex items-start gap-3">
            <RadioGroupItem value="discard" id="held-discard" className="mt-0.5" />
            <Label htmlFor="held-discard" className="grid gap-1 font-normal">
              <span className="font-medium">Discard them</span>
              <span className="text-muted-foreground text-sm">They stay in the delivery log marked Discarded; only new events are delivered.</span>
            </Label>
          </div>
        </RadioGroup>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant={choice === "discard" ? "destructive" : "default"} disabled={pending} onClick={async () => webhook && (await onResume(webhook, choice)) && onOpenChange(false)}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {choice === "discard" ? `Discard ${events} and resume` : `Resume and deliver ${events}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
