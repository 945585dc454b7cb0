"use client";

import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import { usePauseWebhook, useResumeWebhook } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";
import { ResumeHeldDialog, type HeldChoice } from "./resume-held-dialog";

/**
 * Pause an active webhook, or resume a paused or failed one, with a toast either way. A resume
 * with held events asks first what becomes of them: render `dialog` beside the buttons.
 */
export function usePauseToggle() {
  const pause = usePauseWebhook();
  const resume = useResumeWebhook();
  const [asking, setAsking] = useState<Webhook | null>(null);

  async function run(w: Webhook, held: HeldChoice = "deliver"): Promise<boolean> {
    const resuming = w.status !== "ACTIVE";
    try {
      if (resuming) await resume.mutateAsync({ id: w.id, heldDeliveries: held });
      else await pause.mutateAsync(w.id);
      const kept = w.heldDeliveries;
      const description = !resuming
        ? "Matching events are kept, not delivered, until you resume it."
        : kept === 0
          ? "New events are delivered from now on."
          : held === "deliver"
            ? `${kept} held ${kept === 1 ? "event is" : "events are"} on the way, oldest first.`
            : `${kept} held ${kept === 1 ? "event was" : "events were"} discarded.`;
      toast.success(resuming ? `${w.name} is active again` : `${w.name} is paused`, { description });
      return true;
    } catch (err) {
      toast.error(resuming ? `Could not resume ${w.name}` : `Could not pause ${w.name}`, { description: errorMessage(err) });
      return false;
    }
  }

  return {
    pending: pause.isPending || resume.isPending,
    async toggle(w: Webhook) {
      if (w.status !== "ACTIVE" && w.heldDeliveries > 0) setAsking(w);
      else await run(w);
    },
    dialog: <ResumeHeldDialog webhook={asking} pending={resume.isPending} onOpenChange={(open) => !open && setAsking(null)} onResume={run} />,
  };
}
